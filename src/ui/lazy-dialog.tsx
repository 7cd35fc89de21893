import { lazy, Suspense, useState, type ComponentType } from 'react';
import { importAgainOnFailure } from '../lib/chunk-import';
import { loadOnce } from '../lib/load-once';

/** The handlers that start a download when a participant is about to use a trigger. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
}

/** Pointer over or down on, or focus on, a trigger: `preload` runs before the click. */
export function onIntent(preload: () => void): IntentHandlers {
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload };
}

/**
 * A dialog component whose code is downloaded on first use; `preload` starts the download early,
 * `triggerProps` are its trigger's handlers that do so.
 */
export type LazyDialog<P> = ComponentType<P> & { preload: () => void; triggerProps: IntentHandlers };

/**
 * A dialog (modal or drawer) whose code is not part of the page's first download: it renders
 * nothing until first opened, then stays mounted so its closing transition runs and the next
 * opening is immediate. Spread `triggerProps` on the trigger, so the code starts downloading on
 * its pointer or focus and is usually there by the time of the click. The header's location dialog
 * and phone menu carried Mantine's Modal, Drawer, focus trap and scroll lock into every page
 * (docs/performance.md).
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  const start = loadOnce(importAgainOnFailure(() => load().then((component) => ({ default: component }))));
  // lazy() types its props loosely for a generic P; it renders what `load` gave, with the same props.
  const Loaded = lazy(start) as unknown as ComponentType<P>;
  function Dialog(props: P) {
    const [used, setUsed] = useState(props.opened);
    // Adjusting state while rendering (React's pattern for state derived from props): once opened, kept.
    if (props.opened && !used) setUsed(true);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  // A failed early download is not an error yet: the opening that needs it retries and reports it.
  const preload = () => void start().catch(() => undefined);
  return Object.assign(Dialog, { preload, triggerProps: onIntent(preload) });
}
