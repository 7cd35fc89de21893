// jsdom's window is 1024 px wide, a desktop to the layout's width queries (jsdom-shims.ts). A test
// of the phone layout narrows it for its own run only.

/** A phone's width in CSS pixels, below the md breakpoint. */
export const PHONE_WIDTH = 375;

/** Runs `body` with the window at a phone's width, and puts the width back however it ends. */
export async function atPhoneWidth<T>(body: () => Promise<T>): Promise<T> {
  const width = window.innerWidth;
  window.innerWidth = PHONE_WIDTH;
  try {
    return await body();
  } finally {
    window.innerWidth = width;
  }
}
