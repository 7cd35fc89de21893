/** [constants 7]: toasts close by themselves after 5000 ms. */
export const TOAST_AUTO_CLOSE_MS = 5000;
