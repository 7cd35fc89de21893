import { Box, type BoxProps } from '@mantine/core';
import { createContext, startTransition, Suspense, useContext, useDeferredValue, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';

// The header holds both widths' controls in one markup and CSS hides one width's (docs/layout.md).
// A hidden control must cost nothing: a trigger whose popup is a chunk of its own (the language
// menu, the cart dropdown, the desktop submenus) fetches it only once its part of the page has been
// displayed, and the product list builds its filter sidebar only then, so a phone never downloads
// the desktop's menus nor builds a hidden filter panel. The answer is the browser's own layout
// (a part under display:none has no box), not a media query of its own, and it only ever turns
// true: a moment at another width (Chromium's full-page capture) can start a download early but
// never takes anything off the page.

const ShownContext = createContext(true);

/** Whether the nearest ShownScope has been displayed; true outside any scope. */
export function useShown(): boolean {
  return useContext(ShownContext);
}

/** Its children once the nearest ShownScope has been displayed; nothing before. */
export function WhenShown({ children }: { children: ReactNode }) {
  return useShown() ? children : null;
}

const LiveContext = createContext(true);

/**
 * Around an app whose first render makes markup the browser hydrates (`fromServer`): false in
 * that render, on the server and in the browser alike, then true in a transition after the
 * hydration, so the swap it brings is low-priority work that yields to the browser. True from the
 * start everywhere else.
 */
export function LiveScope({ fromServer, children }: { fromServer: boolean; children: ReactNode }) {
  const [live, setLive] = useState(!fromServer);
  useEffect(() => {
    if (!live) startTransition(() => setLive(true));
  }, [live]);
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}

/**
 * A trigger whose popup is a chunk of its own: its stand-in until the nearest ShownScope has been
 * displayed or the stand-in was pressed, then `children` (the real trigger, lazy), with the
 * stand-in again while its chunk loads. A page rendered on the server carries the stand-in too, so
 * the server never waits for the chunk and the hydrating render matches its markup. A stand-in on
 * the page stays the same element (focus, a pointer held down on it) until the real trigger can
 * replace it: the swap is a deferred render, which React leaves off the page while it waits for
 * the chunk, rather than hiding the stand-in behind a copy of itself.
 */
export function LazyWhenShown({ standIn, pressed, children }: { standIn: ReactElement; pressed: boolean; children: ReactNode }) {
  const shown = useShown();
  const live = useContext(LiveContext);
  const ready = useDeferredValue(live && (shown || pressed));
  return <Suspense fallback={standIn}>{ready ? children : standIn}</Suspense>;
}

export interface ShownScopeProps extends BoxProps {
  children: ReactNode;
}

/**
 * A box (Mantine's, so `visibleFrom`/`hiddenFrom` and the style props apply) that tells the
 * controls inside it, through useShown, whether it has had a box of its own yet. False on the
 * server and at the first render; true from the first layout that displays it, for good.
 */
export function ShownScope({ children, ...box }: ShownScopeProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    // A ResizeObserver reports an element when its box first appears (display:none has none) and
    // at every change of it after, so it catches a phone turned to a desktop's width too.
    const observer = new ResizeObserver(() => {
      if (element.getClientRects().length === 0) return;
      observer.disconnect();
      setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <ShownContext.Provider value={shown}>
      <Box ref={ref} data-shown-scope="" {...box}>
        {children}
      </Box>
    </ShownContext.Provider>
  );
}
