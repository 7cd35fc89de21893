import { useEffect, useRef } from 'react';

/**
 * For a trigger whose popup comes in a chunk of its own: while the chunk loads, a bare copy of the
 * trigger stands in and notes a press. Once the real trigger mounts, a press noted meanwhile
 * focuses it (the bare button that had focus is gone) and then opens the popup, as the press would
 * have. Opening after mount lets the popup note the trigger as where focus returns on closing; a
 * popup mounted open has nowhere to return it. Later presses go through the real trigger.
 */
export function usePressedBeforeLoad(pressed: boolean, open: () => void) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!pressed) return;
    triggerRef.current?.focus();
    open();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount
  }, []);
  return triggerRef;
}
