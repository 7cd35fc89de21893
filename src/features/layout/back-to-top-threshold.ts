/** [constants 11]: the back-to-top button shows once the page has scrolled past 300 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

export function isBackToTopVisible(scrollY: number, threshold: number = BACK_TO_TOP_THRESHOLD_PX): boolean {
  return scrollY > threshold;
}
