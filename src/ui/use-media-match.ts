import { useSyncExternalStore } from 'react';

// One query list per media query for the app, asked at its first use: a hook that called
// matchMedia on every render of the header and the list page cost about a millisecond each time,
// and Mantine's useMediaQuery answers false at the first render and the truth after it, a second
// render and a jump on phones (docs/performance.md).
//
// The answer the pages render from is the one the query held at the last frame, not whatever it
// says this instant: Chromium lays a page out at another size for a moment to take a full-page
// capture, and every max-width query flips and flips back. A render in that moment would build
// the phone header on a desktop and then the desktop one again, losing what the header held: the
// probable cause of a header rebuilt in CI (docs/known-issues.md).
// A real change of width (a rotation, a resized window) shows at the next animation frame.

interface FollowedQuery {
  list: MediaQueryList;
  /** What renders read: the answer as of the last frame. */
  settled: boolean;
  listeners: Set<() => void>;
  frame: number | null;
  onChange: () => void;
  /** One function per query: React follows anew whenever it is handed a different one. */
  subscribe: (listener: () => void) => () => void;
}

const queries = new Map<string, FollowedQuery>();

function followed(media: string): FollowedQuery {
  const known = queries.get(media);
  if (known) return known;
  const list = window.matchMedia(media);
  const query: FollowedQuery = {
    list,
    settled: list.matches,
    listeners: new Set(),
    frame: null,
    onChange: () => {
      if (query.frame !== null) return;
      query.frame = requestAnimationFrame(() => {
        query.frame = null;
        settle(query);
      });
    },
    subscribe: (listener) => subscribe(query, listener),
  };
  queries.set(media, query);
  return query;
}

function settle(query: FollowedQuery): void {
  if (query.list.matches === query.settled) return;
  query.settled = query.list.matches;
  for (const listener of query.listeners) listener();
}

function subscribe(query: FollowedQuery, listener: () => void): () => void {
  if (query.listeners.size === 0) {
    query.list.addEventListener('change', query.onChange);
    // Unfollowed meanwhile: the width may have changed since the answer was kept.
    query.settled = query.list.matches;
  }
  query.listeners.add(listener);
  return () => {
    query.listeners.delete(listener);
    if (query.listeners.size > 0) return;
    query.list.removeEventListener('change', query.onChange);
    if (query.frame !== null) cancelAnimationFrame(query.frame);
    query.frame = null;
  };
}

/** Whether `media` matches: read at the first render, followed from one frame to the next. */
export function useMediaMatch(media: string): boolean {
  return useSyncExternalStore(followed(media).subscribe, () => {
    const query = followed(media);
    // A component mounting where nothing follows the query yet reads it as it is now.
    return query.listeners.size === 0 ? query.list.matches : query.settled;
  });
}
