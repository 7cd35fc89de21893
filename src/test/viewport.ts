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

/** Mantine's md breakpoint in CSS pixels (62em), where visibleFrom/hiddenFrom="md" switch. */
const MD_PX = 62 * 16;

/** Whether CSS would hide `element` at the window's width: Mantine's md visibility classes on it or an ancestor. */
function hiddenAtWidth(element: Element): boolean {
  const desktop = window.innerWidth >= MD_PX;
  return element.closest(desktop ? '.mantine-hidden-from-md' : '.mantine-visible-from-md') !== null;
}

/**
 * jsdom lays nothing out: with this, a ShownScope (ui/shown-scope.tsx) learns at once whether it is
 * displayed at the window's width, as a browser would tell it after the first layout. Boxes under
 * Mantine's md visibility classes have no client rects at the width CSS hides them; other
 * ResizeObservers (Mantine's own) still hear nothing. Returns the function that puts both back.
 */
export function layOutWidthClasses(): () => void {
  const original = { ResizeObserver: globalThis.ResizeObserver, getClientRects: Element.prototype.getClientRects };
  globalThis.ResizeObserver = class {
    private readonly callback: ResizeObserverCallback;
    constructor(callback: ResizeObserverCallback) {
      this.callback = callback;
    }
    observe(target: Element) {
      if (!target.hasAttribute('data-shown-scope')) return;
      queueMicrotask(() => this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver));
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.getClientRects = function (this: Element) {
    return (hiddenAtWidth(this) ? [] : [this.getBoundingClientRect()]) as unknown as DOMRectList;
  };
  return () => {
    globalThis.ResizeObserver = original.ResizeObserver;
    Element.prototype.getClientRects = original.getClientRects;
  };
}
