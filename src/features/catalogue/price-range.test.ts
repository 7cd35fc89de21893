import { describe, expect, it } from 'vitest';
import { clampRange, DEFAULT_PRICE_BOUNDS, isRangeForBalance, priceBounds, priceStep, rangeForBalance } from './price-range';

describe('price range', () => {
  it('steps by the number of digits of the highest price', () => {
    expect([priceStep(50), priceStep(950), priceStep(4500), priceStep(40000), priceStep(250000)]).toEqual([1, 10, 100, 1000, 10000]);
  });

  it('bounds run from 0 to the highest price rounded up to a step, 0 to 10000 without one', () => {
    expect(priceBounds({ min: 150, max: 36750 })).toEqual([0, 37000]);
    expect(priceBounds({ min: 1250, max: 4480 })).toEqual([0, 4500]);
    expect(priceBounds({ min: 8000, max: 8000 })).toEqual([0, 8000]);
    expect(priceBounds(undefined)).toEqual(DEFAULT_PRICE_BOUNDS);
    expect(priceBounds({ min: 0, max: 0 })).toEqual([0, 10000]);
  });

  it('typed values are clamped to the bounds and put in order', () => {
    expect(clampRange([-50, 99999], [0, 40000])).toEqual([0, 40000]);
    expect(clampRange([9000, 2000], [0, 40000])).toEqual([2000, 9000]);
    expect(clampRange([Number.NaN, 500], [100, 40000])).toEqual([100, 500]);
  });

  it("'Show for my points' sets the maximum to the balance, keeping the minimum below it", () => {
    expect(rangeForBalance(null, [0, 40000], 25000)).toEqual([0, 25000]);
    expect(rangeForBalance([30000, 40000], [0, 40000], 25000)).toEqual([25000, 25000]);
    expect(isRangeForBalance([0, 25000], 25000)).toBe(true);
    expect(isRangeForBalance([0, 24000], 25000)).toBe(false);
    expect(isRangeForBalance(null, 25000)).toBe(false);
  });
});
