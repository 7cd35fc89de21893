import { act } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';

// Waits a component test makes on what arrives later: a lazy chunk, a response of the API. Each
// waits for the thing itself, however long a slow machine takes, then for React's render of it,
// inside act(): what it brings is on the page when the wait returns, and a query's own wait
// (findBy*, one second) is left only what is still to come.

/** The next task: idle callbacks queued before it have run (jsdom-shims.ts: jsdom is idle at once). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Waits for a lazy chunk a component has asked for, at its render or when the browser was idle
 * after it (ui/lazy-component.tsx). `load` is the component's own import() of it
 * (`() => import('./language-menu')`): a test file and the modules it renders share one module
 * graph, so it settles when the component's does, and React's render of the part that waited for
 * it is done before this returns.
 */
export async function chunkArrived(load: () => Promise<unknown>): Promise<void> {
  await act(async () => {
    await nextTask();
    await load();
    await nextTask();
  });
}

/** Settles once the client has no query in flight. */
function nothingInFlight(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
  });
}

/**
 * Waits until every query the page asked for has its response, and the page has rendered them.
 * Answers reach components in a task of TanStack Query's own (its notifier), started as the
 * answer lands: the next task comes after it.
 */
export async function responsesArrived(client: QueryClient): Promise<void> {
  await act(async () => {
    await nothingInFlight(client);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
