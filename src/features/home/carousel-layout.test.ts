import { describe, expect, it } from 'vitest';
import { CAROUSEL_LAYOUTS, chunk } from './carousel-layout';

describe('carousel layouts', () => {
  it('show 4, 4 small, 5 and 3 slides at full width, fewer on smaller screens', () => {
    expect(Object.fromEntries(Object.entries(CAROUSEL_LAYOUTS).map(([k, v]) => [k, v.perView]))).toEqual({
      'grid-4': 4,
      'grid-4-sm': 4,
      'grid-5': 5,
      horizontal: 3,
    });
    for (const spec of Object.values(CAROUSEL_LAYOUTS)) {
      const widest = Object.values(spec.slideSize).at(-1)!;
      expect(Math.round(100 / Number.parseFloat(widest))).toBe(spec.perView);
      expect(Number.parseFloat(spec.slideSize.base!)).toBeGreaterThanOrEqual(50);
    }
    expect(CAROUSEL_LAYOUTS.horizontal.card).toBe('list');
  });

  it('stacks `rows` products per slide', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([1, 2, 3], 1)).toEqual([[1], [2], [3]]);
    expect(chunk([], 3)).toEqual([]);
  });
});
