import { useMediaMatch } from './use-media-match';

/** Mantine's md breakpoint (62em): below it the phone layout and the mobile logo. */
export const PHONE_MEDIA = '(max-width: 61.99em)';

/**
 * True below the md breakpoint, and on a change of width. Read at the first render, not after it,
 * so a layout builds only what shows: rendering the phone and desktop variants both and hiding one
 * with CSS built two search comboboxes, two carts, the desktop menu and a hidden filter sidebar on
 * every page load, in the task that a phone's first paint waits on (docs/performance.md).
 */
export function usePhoneLayout(): boolean {
  return useMediaMatch(PHONE_MEDIA);
}
