import type { PriceRange } from './list-address';

/** [constants 26]: the price range is 0 to 10000 until the catalogue says otherwise. */
export const DEFAULT_PRICE_BOUNDS: PriceRange = [0, 10000];

/** A step that suits the size of the prices: 1 below 100, 10 below 1,000, 100 below 10,000, 1,000 below 100,000… */
export function priceStep(max: number): number {
  const digits = String(Math.max(1, Math.floor(Math.abs(max)))).length;
  return 10 ** Math.max(0, digits - 2);
}

/**
 * The slider's bounds: from 0 to the highest price of the list (without the price filter itself)
 * rounded up to a whole step; the default range when the catalogue gave none.
 */
export function priceBounds(definition: { min?: number | undefined; max?: number | undefined } | undefined): PriceRange {
  const max = definition?.max ?? 0;
  if (!(max > 0)) return DEFAULT_PRICE_BOUNDS;
  const step = priceStep(max);
  return [0, Math.ceil(max / step) * step];
}

/** Keeps a typed or dragged range inside the bounds, lower value first. */
export function clampRange(range: readonly [number, number], bounds: PriceRange): PriceRange {
  const clamp = (n: number) => Math.min(bounds[1], Math.max(bounds[0], Number.isFinite(n) ? Math.round(n) : bounds[0]));
  const [a, b] = [clamp(range[0]), clamp(range[1])];
  return a <= b ? [a, b] : [b, a];
}

/**
 * 'Show for my points': everything up to the participant's balance. The upper end is the balance
 * even above the bounds, so the filter still says what it means when the catalogue grows.
 */
export function rangeForBalance(current: PriceRange | null, bounds: PriceRange, balance: number): PriceRange {
  const hi = Math.max(0, Math.floor(balance));
  const lo = Math.min(current?.[0] ?? bounds[0], hi);
  return [lo, hi];
}

export const isRangeForBalance = (range: PriceRange | null, balance: number | null | undefined) =>
  range !== null && balance != null && range[1] === Math.floor(balance);
