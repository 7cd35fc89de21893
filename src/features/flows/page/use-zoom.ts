import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

export const MIN_SCALE = 0.2;
/** Below this, labels are too small to read: a drawing opens at least this large and scrolls. */
export const READABLE_SCALE = 0.85;
export const MAX_SCALE = 3;
const STEP = 1.25;

const clamp = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

interface Anchor {
  /** The point of the drawing (unscaled) that must stay under `screen`. */
  content: { x: number; y: number };
  screen: { x: number; y: number };
}

/**
 * Zoom by resizing the SVG (text stays crisp at any scale) inside a scrolling box, so panning is
 * plain scrolling: scrollbars, touch and keyboard work as anywhere else. Mouse drag pans too,
 * and Ctrl + wheel (a trackpad pinch) zooms around the pointer.
 */
export function useZoom(viewport: RefObject<HTMLDivElement | null>, size: { width: number; height: number }) {
  const [scale, setScale] = useState(1);
  const anchor = useRef<Anchor | null>(null);

  const fitScale = useCallback(() => {
    const box = viewport.current;
    if (!box || size.width === 0) return 1;
    return clamp(Math.min((box.clientWidth - 16) / size.width, (box.clientHeight - 16) / size.height, 1));
  }, [viewport, size.width, size.height]);

  const zoomTo = useCallback(
    (next: number, at?: { x: number; y: number }) => {
      const box = viewport.current;
      if (!box) return;
      const screen = at ?? { x: box.clientWidth / 2, y: box.clientHeight / 2 };
      setScale((current) => {
        anchor.current = { content: { x: (box.scrollLeft + screen.x) / current, y: (box.scrollTop + screen.y) / current }, screen };
        return clamp(next);
      });
    },
    [viewport],
  );

  // A new drawing opens as wide as the box, but never too small to read.
  useLayoutEffect(() => {
    anchor.current = null;
    const box = viewport.current;
    const widthFit = box && size.width > 0 ? (box.clientWidth - 16) / size.width : 1;
    setScale(clamp(Math.max(READABLE_SCALE, Math.min(1, widthFit))));
    box?.scrollTo({ left: 0, top: 0 });
  }, [viewport, size.width]);

  useLayoutEffect(() => {
    const box = viewport.current;
    const pending = anchor.current;
    if (!box || !pending) return;
    anchor.current = null;
    box.scrollLeft = pending.content.x * scale - pending.screen.x;
    box.scrollTop = pending.content.y * scale - pending.screen.y;
  }, [scale, viewport]);

  useEffect(() => {
    const box = viewport.current;
    if (!box) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const rect = box.getBoundingClientRect();
      setScale((current) => {
        const next = clamp(current * Math.exp(-event.deltaY / 300));
        anchor.current = {
          content: { x: (box.scrollLeft + event.clientX - rect.left) / current, y: (box.scrollTop + event.clientY - rect.top) / current },
          screen: { x: event.clientX - rect.left, y: event.clientY - rect.top },
        };
        return next;
      });
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, [viewport]);

  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    // Touch scrolls natively; only a mouse needs dragging to pan.
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    const box = event.currentTarget;
    drag.current = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop };
    box.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    event.currentTarget.scrollLeft = start.left - (event.clientX - start.x);
    event.currentTarget.scrollTop = start.top - (event.clientY - start.y);
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return {
    scale,
    zoomIn: () => zoomTo(scale * STEP),
    zoomOut: () => zoomTo(scale / STEP),
    actualSize: () => zoomTo(1),
    fit: () => {
      anchor.current = null;
      setScale(fitScale());
      viewport.current?.scrollTo({ left: 0, top: 0 });
    },
    dragHandlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
