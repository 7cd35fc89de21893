import { useSyncExternalStore } from 'react';

// One query list per media query for the app, asked at its first use: a hook that called
// matchMedia on every render of the header and the list page cost about a millisecond each time,
// and Mantine's useMediaQuery answers false at the first render and the truth after it, a second
// render and a jump on phones (issue 9).
const lists = new Map<string, MediaQueryList>();

function list(media: string): MediaQueryList {
  let found = lists.get(media);
  if (!found) lists.set(media, (found = window.matchMedia(media)));
  return found;
}

/** Whether `media` matches: read at the first render, followed on every change. */
export function useMediaMatch(media: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = list(media);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => list(media).matches,
  );
}
