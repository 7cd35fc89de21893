import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type ReactElement, type RefObject } from 'react';

// A trigger whose popup comes in a chunk of its own shows a bare copy of itself (the fallback)
// until the chunk is in; then React swaps the fallback for the real trigger. The swap removes the
// element a participant may be on: without a handover, a keyboard user who had tabbed to the
// fallback finds focus on the page's body, and their Enter opens nothing.

/** What the fallback hands over to the real trigger when the chunk arrives. */
export interface FallbackHandover {
  /** The fallback held focus as it left the page. */
  heldFocus: boolean;
  /**
   * A primary pointer went down on the fallback and has not left it. If the chunk arrives before
   * the pointer comes up, the swap takes the element away in mid-press and the browser fires no
   * click: the real trigger then opens its popup itself, as the press would have.
   */
  pressing: boolean;
}

/** One handover per trigger, kept by the component that renders the Suspense boundary. */
export function useFallbackHandover(): FallbackHandover {
  return useState<FallbackHandover>(() => ({ heldFocus: false, pressing: false }))[0];
}

/**
 * The fallback, as a Suspense boundary's fallback: `children` renders the bare trigger with the
 * ref given. As the fallback leaves the page it notes whether it held focus: a layout effect's
 * cleanup runs before React takes the element out, while it still has focus.
 */
export function FallbackTrigger({ handover, children }: { handover: FallbackHandover; children: (stand: FallbackProps) => ReactElement }) {
  return children({ ref: useFallbackRef(handover), ...pressWatch(handover) });
}

/** What the fallback's button takes: its ref, and the handlers that note a press in progress. */
export interface FallbackProps {
  ref: RefObject<HTMLButtonElement | null>;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
}

/** Notes a press in progress without rendering: a render in mid-press could itself do the swap. */
function pressWatch(handover: FallbackHandover) {
  const stop = () => {
    handover.pressing = false;
  };
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      handover.pressing = event.button === 0;
    },
    onPointerLeave: stop,
    onPointerCancel: stop,
  };
}

function useFallbackRef(handover: FallbackHandover) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    // A fallback that follows another (the first shown before the chunk was asked for, this one
    // the boundary's fallback while it loads) takes the focus the first one held.
    if (handover.heldFocus) element?.focus();
    return () => {
      handover.heldFocus = element !== null && element === document.activeElement;
    };
  }, [handover]);
  return ref;
}

/**
 * The real trigger's ref. At mount it takes the focus the fallback held, before the browser handles
 * another key. A press noted meanwhile (clicked, or still going down as the swap came) focuses it
 * too and then opens the popup, as the press would have; opening after mount lets the popup note
 * the trigger as where focus returns on closing (a popup mounted open has nowhere to return it).
 * Later presses go through the real trigger.
 */
export function useRealTriggerRef(handover: FallbackHandover, pressed: boolean, open: () => void) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [midPress] = useState(() => handover.pressing && !pressed);
  useLayoutEffect(() => {
    if (pressed || midPress || handover.heldFocus) triggerRef.current?.focus();
    handover.heldFocus = false;
    handover.pressing = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount
  }, []);
  useEffect(() => {
    if (pressed || midPress) open();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount
  }, []);
  return triggerRef;
}
