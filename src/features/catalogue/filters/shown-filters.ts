import type { ProductListState } from '../use-product-list';

// Apart from the panel, so the list page can lay out its sidebar without the panel's code (docs/performance.md).

/** Which filters a program shows [catalogue 11-12; programs-and-modes 21]: price only in points programs; each behind its permission. */
export function shownFilters(program: ProductListState['program']) {
  const p = program.permissions;
  return {
    category: p.showCategories,
    brand: p.showBrands,
    price: p.showPriceSlider && program.type === 'points',
    badges: p.showTags,
  };
}

export const hasAnyFilter = (program: ProductListState['program']) => Object.values(shownFilters(program)).some(Boolean);
