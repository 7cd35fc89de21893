/**
 * A small time-bounded memo for catalogue answers that are costly to compute (totals and facets
 * over a large catalogue, whole list pages). The catalogue changes only with a seed or an
 * operator's catalogue file (after which the importing process forgets its responses), so a response
 * a minute old is still the response elsewhere. Least recently used entries go
 * first once `max` entries (or `maxWeight`, when values are weighed) is passed. Concurrent misses
 * for one key share one computation.
 */
export function memo<T>(options: {
  ttlMs: number;
  max: number;
  now?: () => number;
  /** Weighs a computed value (a serialized page: its length), so memory stays bounded, not just the count. */
  weigh?: (value: T) => number;
  maxWeight?: number;
  /** Told of each lookup, found or not (metrics). */
  onLookup?: (hit: boolean) => void;
}) {
  const now = options.now ?? Date.now;
  const maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
  const entries = new Map<string, { at: number; value: Promise<T>; weight: number }>();
  let weight = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    weight -= entry.weight;
    entries.delete(key);
  };
  const trim = () => {
    while (entries.size > options.max || weight > maxWeight) remove(entries.keys().next().value!);
  };

  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < options.ttlMs) {
        // Re-insert: Map keeps insertion order, so the front is always the least recently used.
        entries.delete(key);
        entries.set(key, hit);
        options.onLookup?.(true);
        return hit.value;
      }
      options.onLookup?.(false);
      remove(key);
      const value = compute();
      const entry = { at: now(), value, weight: 0 };
      entries.set(key, entry);
      value.then(
        (result) => {
          if (!options.weigh || entries.get(key) !== entry) return;
          const heavy = options.weigh(result);
          // Heavier than the whole bound: keeping it would push out everything else, then itself.
          if (heavy > maxWeight) return remove(key);
          entry.weight = heavy;
          weight += heavy;
          trim();
        },
        // A failed computation must not be served to the next caller.
        () => {
          if (entries.get(key) === entry) remove(key);
        },
      );
      trim();
      return value;
    },
    /** Whether `key` has a value (or one under way) that is still fresh. */
    has(key: string): boolean {
      const hit = entries.get(key);
      return hit !== undefined && now() - hit.at < options.ttlMs;
    },
    get size() {
      return entries.size;
    },
    /** The weight of the values kept (0 without `weigh`). */
    get weight() {
      return weight;
    },
    clear: () => {
      entries.clear();
      weight = 0;
    },
  };
}
