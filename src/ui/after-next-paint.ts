/** How long a page that paints no frames (a hidden tab) holds the work back. */
export const NO_FRAME_WAIT_MS = 100;

/**
 * Resolves once the browser has painted the next frame: a control's new state is on screen
 * before heavier work starts, so that work no longer counts in the interaction's time (INP).
 * A hidden page paints nothing and runs no animation frames; it waits NO_FRAME_WAIT_MS instead.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, NO_FRAME_WAIT_MS);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      // The frame's callbacks run before its paint; a task queued from one runs after it.
      setTimeout(resolve, 0);
    });
  });
}
