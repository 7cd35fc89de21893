import type { ListAddress } from '../list-address';
import type { FilterPanelProps } from './filter-panel-props';

/** The same, element by element (a page's filters and price bounds are new arrays on every response). */
function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Every part of the address but the page number: each change the panel makes starts at page 1. */
function sameBesidesPage(a: ListAddress, b: ListAddress): boolean {
  return (
    a === b ||
    (a.category === b.category &&
      a.limit === b.limit &&
      a.sort === b.sort &&
      a.search === b.search &&
      sameJson(a.brand, b.brand) &&
      sameJson(a.badges, b.badges) &&
      sameJson(a.price, b.price))
  );
}

/**
 * Whether the filter panel would show the same: React's memo comparison for it. Paging renders
 * the list page with a new address (its page number) and a new answer (the same filters and
 * bounds, in new arrays); the panel's 40-odd inputs rendered again each time, about a third of
 * the next page's work after its response (docs/performance.md).
 */
export function samePanelProps(a: FilterPanelProps, b: FilterPanelProps): boolean {
  return (
    a.program === b.program &&
    a.options === b.options &&
    a.go === b.go &&
    a.categories === b.categories &&
    a.trail === b.trail &&
    a.base === b.base &&
    a.pendingPrice === b.pendingPrice &&
    a.onPriceChange === b.onPriceChange &&
    sameBesidesPage(a.address, b.address) &&
    sameJson(a.page?.filters, b.page?.filters) &&
    sameJson(a.bounds, b.bounds)
  );
}
