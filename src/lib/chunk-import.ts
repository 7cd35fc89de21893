import { lazy } from 'react';

/** How long a failed chunk import waits before it is tried once more. */
export const CHUNK_RETRY_MS = 2_000;

/**
 * A chunk import that does not fail at once: after a failure it waits, then imports once more, and
 * only that second failure is an error. Firefox fails every import still in flight as soon as the
 * participant starts leaving the page (a reload, another address), while the page is still shown:
 * without the wait, the error page flashed up and the console logged an error on a page that was
 * going away anyway (docs/engines.md). The wait also gives a bad connection a second chance.
 */
export function importAgainOnFailure<T>(load: () => Promise<T>, waitMs = CHUNK_RETRY_MS): () => Promise<T> {
  return () => load().catch(() => new Promise<void>((resolve) => setTimeout(resolve, waitMs)).then(load));
}

/** React.lazy over importAgainOnFailure: a component whose chunk is fetched on first render. */
export const lazyChunk: typeof lazy = (load) => lazy(importAgainOnFailure(load));
