import { lazy, startTransition, Suspense, useDeferredValue, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactElement, type ReactNode } from 'react';
import { loadOnce } from '../lib/load-once';

// Whatever a page does not paint is a chunk of its own (docs/performance.md): React.lazy, its
// download started once the browser is idle after the page's first render, so it is usually in by
// the time a participant reaches for it and never competes with what the page paints.

/** How long a failed chunk import waits before it is tried once more. */
export const CHUNK_RETRY_MS = 2_000;

// Any props, as React's own lazy() takes: the component renders with the props its module's has.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A lazy component whose chunk can be asked for ahead of its first render. */
export type LazyComponent<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts the download (one for every caller and for the render); rejects only when it failed twice. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy whose import does not fail at once: after a failure it waits, then imports once more,
 * and only that second failure is an error. Firefox fails every import still in flight as soon as
 * the participant starts leaving the page (a reload, another address), while the page is still
 * shown: without the wait, the error page flashed up on a page that was going away anyway
 * (docs/engines.md). The wait also gives a bad connection a second chance, and a chunk that failed
 * both times is fetched anew when next needed.
 */
export function lazyComponent<T extends AnyComponent>(load: () => Promise<{ default: T }>, waitMs = CHUNK_RETRY_MS): LazyComponent<T> {
  const start = loadOnce(() => load().catch(() => new Promise<void>((resolve) => setTimeout(resolve, waitMs)).then(load)));
  return Object.assign(lazy(start), { preload: start });
}

/** Longest wait for an idle moment: a busy page still gets its chunks. */
const IDLE_TIMEOUT_MS = 2_000;
/** Where there is no requestIdleCallback (Safari): after the tasks already queued. */
const NO_IDLE_CALLBACK_MS = 200;

/** Runs `task` once the browser is idle; responses the cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, NO_IDLE_CALLBACK_MS);
  return () => clearTimeout(id);
}

/**
 * Asks for the component's chunk once the browser is idle after this render was committed;
 * responses whether it is in. False in the first render, on the server and in the render that
 * hydrates its markup alike; it turns true in a transition, so what it brings is low-priority work.
 */
export function useIdlePreload(component: { preload: () => Promise<unknown> }): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    const cancel = whenIdle(() => {
      component.preload().then(
        () => mounted && startTransition(() => setLoaded(true)),
        () => undefined, // not an error yet: the render that needs it tries again and reports it
      );
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, [component]);
  return loaded;
}

export interface LazyTriggerProps {
  /** The lazy component `children` render. */
  component: { preload: () => Promise<unknown> };
  fallback: ReactElement;
  pressed: boolean;
  children: ReactNode;
}

/**
 * A trigger whose popup comes with a lazy component: `fallback` (the bare trigger) until the chunk
 * is in, preloaded when idle or asked for at once when the fallback was `pressed`; then `children`
 * (the real trigger). The swap is a deferred render, which React leaves off the page while it
 * waits for the chunk: the fallback on the page stays the same element (focus, a pointer held
 * down on it) until the real trigger replaces it, and ui/fallback-trigger.ts hands those over.
 */
export function LazyTrigger({ component, fallback, pressed, children }: LazyTriggerProps) {
  const loaded = useIdlePreload(component);
  const ready = useDeferredValue(loaded || pressed);
  return <Suspense fallback={fallback}>{ready ? children : fallback}</Suspense>;
}

/**
 * A dialog (modal or drawer) as a lazy component: nothing until first opened, then mounted for
 * good, so its closing transition runs and the next opening is immediate. Its chunk is preloaded
 * when the browser is idle. The header's location dialog and phone menu carried Mantine's Modal,
 * Drawer, focus trap and scroll lock into every page (docs/performance.md).
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazyComponent(() => load().then((component) => ({ default: component })));
  // lazy() types its props loosely for a generic P; it renders what `load` gave, with the same props.
  const Rendered = Loaded as unknown as ComponentType<P>;
  function Dialog(props: P) {
    const [used, setUsed] = useState(props.opened);
    // Adjusting state while rendering (React's pattern for state derived from props): once opened, kept.
    if (props.opened && !used) setUsed(true);
    useIdlePreload(Loaded);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        <Rendered {...props} />
      </Suspense>
    );
  }
  return Dialog;
}
