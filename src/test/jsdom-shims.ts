// What jsdom lacks and Mantine's hooks, floating elements and Embla's carousels use; imported by the
// areas' render helpers (a no-op outside jsdom, and where jsdom grows its own).
if (typeof window !== 'undefined') {
  // Width queries (the layout's breakpoints) are served against window.innerWidth, 1024 in jsdom:
  // a desktop unless a test narrows it. Any other query (reduced motion, say) does not match.
  const matches = (query: string): boolean => {
    const width = /^\((min|max)-width:\s*([\d.]+)(em|px)\)$/.exec(query.trim());
    if (!width) return false;
    const px = Number(width[2]) * (width[3] === 'em' ? 16 : 1);
    return width[1] === 'min' ? window.innerWidth >= px : window.innerWidth <= px;
  };
  // `matches` is read when asked, as a browser's is: a test may narrow the window after the app
  // made its query list.
  window.matchMedia ??= ((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= class {
    root = null;
    rootMargin = '';
    thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  // Chunks a page does not paint are asked for when the browser is idle (ui/lazy-component.tsx):
  // in a test that is at the next task.
  window.requestIdleCallback ??= (callback: IdleRequestCallback) =>
    window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0);
  window.cancelIdleCallback ??= (id: number) => window.clearTimeout(id);
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}

export {};
