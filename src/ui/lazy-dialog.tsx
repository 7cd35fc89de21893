import { lazy, Suspense, useState, type ComponentType } from 'react';

/** A dialog component whose code is downloaded on first use; `preload` starts the download early. */
export type LazyDialog<P> = ComponentType<P> & { preload: () => void };

/**
 * A dialog (modal or drawer) whose code is not part of the page's first download: it renders
 * nothing until first opened, then stays mounted so its closing transition runs and the next
 * opening is immediate. Call `preload` on the trigger's pointer, touch or focus, so the code is
 * usually there by the time of the click. The header's location dialog and phone menu carried
 * Mantine's Modal, Drawer, focus trap and scroll lock into every page (issue 9).
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
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
  const preload = () => {
    start().catch(() => {
      loading = undefined;
    });
  };
  return Object.assign(Dialog, { preload });
}
