/**
 * How much of a list's order (its product ids) to read and keep once someone pages past its first
 * page. Participants page through the first few pages of the same few orders, so every further
 * page of a kept order is a slice. But the whole order of a large catalogue is costly to read at
 * once (100,000 ids take about 200 ms on PGlite, and nothing else is served meanwhile), so only
 * a prefix is kept: as deep as someone has paged, rounded up to the next of a few lengths, each
 * four times the last. Deeper than the longest, each page walks the index for its own ids.
 */
export const ORDER_PREFIX_LENGTHS = [1_024, 4_096, 16_384] as const;

/**
 * The prefix length that holds `offset + limit` ids of a list of `total`, or null when a page that
 * deep should walk the index instead. A list shorter than the prefix is read whole.
 */
export function orderPrefixLength(offset: number, limit: number, total: number): number | null {
  const need = Math.min(offset + limit, total);
  return ORDER_PREFIX_LENGTHS.find((length) => length >= need) ?? null;
}

/** The prefix lengths that also hold a page needing `length` ids: itself and the longer ones. */
export const coveringLengths = (length: number) => ORDER_PREFIX_LENGTHS.filter((l) => l >= length);
