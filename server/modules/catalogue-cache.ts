/**
 * A small time-bounded memo for catalogue answers that are costly to count (totals and facets
 * over a large catalogue). The catalogue changes only when it is re-seeded or its feed rebuilt,
 * so an answer a minute old is still the answer; paging and sorting then cost only the page
 * itself. Oldest entries go first once `max` is reached. Concurrent misses for one key share
 * one computation.
 */
export function memo<T>(options: { ttlMs: number; max: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<T> }>();

  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < options.ttlMs) {
        // Re-insert: Map keeps insertion order, so the front is always the least recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = compute();
      entries.set(key, { at: now(), value });
      // A failed computation must not be served to the next caller.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > options.max) entries.delete(entries.keys().next().value!);
      return value;
    },
    get size() {
      return entries.size;
    },
    clear: () => entries.clear(),
  };
}
