import { describe, expect, it } from 'vitest';
import { coveringLengths, ORDER_PREFIX_LENGTHS, orderPrefixLength } from '../../../server/modules/order-prefix.ts';

describe('orderPrefixLength', () => {
  it('keeps as deep as the page asked, rounded up to the next length', () => {
    expect(orderPrefixLength(12, 12, 100_000)).toBe(1_024);
    expect(orderPrefixLength(1_000, 24, 100_000)).toBe(1_024);
    expect(orderPrefixLength(1_001, 24, 100_000)).toBe(4_096);
    expect(orderPrefixLength(9_576, 24, 100_000)).toBe(16_384);
  });

  it('reads a short list whole, however deep the page', () => {
    expect(orderPrefixLength(336, 24, 360)).toBe(1_024);
    expect(orderPrefixLength(5_000, 96, 3_000)).toBe(4_096);
  });

  it('walks the index past the longest prefix, so no read holds the database long', () => {
    expect(orderPrefixLength(16_360, 24, 100_000)).toBe(16_384);
    expect(orderPrefixLength(16_361, 24, 100_000)).toBeNull();
    expect(orderPrefixLength(90_000, 96, 100_000)).toBeNull();
  });

  it('grows each length four times the last', () => {
    for (let i = 1; i < ORDER_PREFIX_LENGTHS.length; i++) expect(ORDER_PREFIX_LENGTHS[i]).toBe(ORDER_PREFIX_LENGTHS[i - 1]! * 4);
  });
});

describe('coveringLengths', () => {
  it('names a length and the longer ones: a longer kept prefix holds a shallower page', () => {
    expect(coveringLengths(1_024)).toEqual([1_024, 4_096, 16_384]);
    expect(coveringLengths(16_384)).toEqual([16_384]);
  });
});
