import type { Program } from '../../api/queries/program';
import { SORT_ORDERS, type CatalogueSearch, type ProductQuery, type SortOrder } from '../../schemas/catalogue-query';

// The product list's address is its state [catalogue 18-19]: the category in the path, and page, limit,
// sort, search and one `filter_{slug}` per filter in the query, each left out while it holds its
// default. Every change a participant makes is a navigation to a new address, so Back undoes it
// and a shared link shows the same list.

/** How each filter is written: check lists comma separated, ranges `min-max`, the category in the path. */
export const FILTER_KINDS = { brand: 'check', badges: 'check', price: 'range', category: 'category' } as const;
export type FilterSlug = keyof typeof FILTER_KINDS;
export type CheckFilter = { [K in FilterSlug]: (typeof FILTER_KINDS)[K] extends 'check' ? K : never }[FilterSlug];

export type PriceRange = readonly [number, number];

export interface ListAddress {
  /** The category of /shop/catalog/{slug}; null on /shop and /shop/catalog. */
  category: string | null;
  page: number;
  limit: number;
  sort: SortOrder;
  search: string;
  brand: readonly string[];
  badges: readonly string[];
  price: PriceRange | null;
}

/** What the program allows [programs-and-modes 22-23]: page sizes and sort orders. */
export interface ListOptions {
  limits: readonly number[];
  sorts: readonly SortOrder[];
  defaultLimit: number;
  defaultSort: SortOrder;
}

/** [catalogue 7; demo 29]: the page sizes are productCounts, or these when a program lists none. */
export const FALLBACK_LIMITS = [12, 24, 48, 100] as const;
/** [constants 25]: the default order is Brand (A-Z). */
export const DEFAULT_SORT: SortOrder = 'brand_asc';
const PRICE_SORTS: ReadonlySet<SortOrder> = new Set(['price_asc', 'price_desc']);

export function listOptions(program: Pick<Program, 'type' | 'permissions'>): ListOptions {
  const counts = program.permissions.productCounts.filter((n) => Number.isInteger(n) && n > 0);
  const limits = counts.length ? [...new Set(counts)] : [...FALLBACK_LIMITS];
  // Plateau and claim programs show no points, so nothing sorts by them.
  const allowed = program.permissions.sortOrder.filter(
    (s) => SORT_ORDERS.includes(s) && (program.type === 'points' || !PRICE_SORTS.has(s)),
  );
  const sorts = allowed.length ? [...new Set(allowed)] : [DEFAULT_SORT];
  return { limits, sorts, defaultLimit: limits[0]!, defaultSort: sorts.includes(DEFAULT_SORT) ? DEFAULT_SORT : sorts[0]! };
}

const list = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

function range(value: string | undefined): PriceRange | null {
  const match = /^(\d+)-(\d+)$/.exec(value ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** The list a (validated) address describes; sizes and orders the program does not offer read as its defaults. */
export function decodeAddress(search: CatalogueSearch, category: string | null | undefined, options: ListOptions): ListAddress {
  const limit = search.limit !== undefined && options.limits.includes(search.limit) ? search.limit : options.defaultLimit;
  const sort = search.sort !== undefined && options.sorts.includes(search.sort) ? search.sort : options.defaultSort;
  return {
    category: category || null,
    page: search.page ?? search.filter_page ?? 1,
    limit,
    sort,
    // `search` is the list's other spelling; links the shop writes use filter_search, which wins.
    search: search.filter_search ?? search.search ?? '',
    brand: list(search.filter_brand),
    badges: list(search.filter_badges),
    price: range(search.filter_price),
  };
}

/** Where a list lives when it has no category: /shop or /shop/catalog, whichever the participant is on. */
export type ListBase = '/shop' | '/shop/catalog';

export type ListLocation =
  | { to: ListBase; search: CatalogueSearch }
  | { to: '/shop/catalog/$categorySlug'; params: { categorySlug: string }; search: CatalogueSearch };

/** The address of a list: every value equal to its default is left out. */
export function encodeAddress(address: ListAddress, options: ListOptions, base: ListBase = '/shop'): ListLocation {
  const search: CatalogueSearch = {};
  if (address.page > 1) search.page = address.page;
  if (address.limit !== options.defaultLimit) search.limit = address.limit;
  if (address.sort !== options.defaultSort) search.sort = address.sort;
  if (address.search.trim()) search.filter_search = address.search.trim();
  if (address.brand.length) search.filter_brand = address.brand.join(',');
  if (address.badges.length) search.filter_badges = address.badges.join(',');
  if (address.price) search.filter_price = `${address.price[0]}-${address.price[1]}`;
  return address.category
    ? { to: '/shop/catalog/$categorySlug', params: { categorySlug: address.category }, search }
    : { to: base, search };
}

// ---------- changes: each one a new address; any change but paging starts again at page 1 ----------

/** A change to a list: `go` applies it to the newest address and navigates there. */
export type ListChange = (address: ListAddress) => ListAddress;

export const withPage = (a: ListAddress, page: number): ListAddress => ({ ...a, page: Math.max(1, Math.floor(page)) });
export const withLimit = (a: ListAddress, limit: number): ListAddress => ({ ...a, limit, page: 1 });
export const withSort = (a: ListAddress, sort: SortOrder): ListAddress => ({ ...a, sort, page: 1 });
export const withSearch = (a: ListAddress, search: string): ListAddress => ({ ...a, search: search.trim(), page: 1 });
export const withCategory = (a: ListAddress, category: string | null): ListAddress => ({ ...a, category, page: 1 });

export function withCheck(a: ListAddress, filter: CheckFilter, values: readonly string[]): ListAddress {
  return { ...a, [filter]: [...new Set(values)], page: 1 };
}

/** Ticks a value of a check filter, or unticks it when it was ticked. */
export function toggleCheck(a: ListAddress, filter: CheckFilter, value: string): ListAddress {
  const current = a[filter];
  return withCheck(a, filter, current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
}

/** A price range; the whole of `bounds` is no filter at all, so it leaves the address. */
export function withPrice(a: ListAddress, price: PriceRange | null, bounds?: PriceRange): ListAddress {
  const isWhole = price && bounds && price[0] <= bounds[0] && price[1] >= bounds[1];
  return { ...a, price: price && !isWhole ? [Math.min(...price), Math.max(...price)] : null, page: 1 };
}

/** Reset Filters: every filter and the search go; the category, order and page size stay. */
export const withoutFilters = (a: ListAddress): ListAddress => ({ ...a, search: '', brand: [], badges: [], price: null, page: 1 });

export const hasFilters = (a: ListAddress) => a.search !== '' || a.brand.length > 0 || a.badges.length > 0 || a.price !== null;

/** The `o` of GET /api/products for this list. */
export function productQueryOf(a: ListAddress, region?: ProductQuery['region']): ProductQuery {
  const filters: Record<string, string> = {};
  if (a.brand.length) filters.brand = a.brand.join(',');
  if (a.badges.length) filters.badges = a.badges.join(',');
  if (a.price) filters.price = `${a.price[0]}-${a.price[1]}`;
  return {
    limit: a.limit,
    page: a.page,
    sort: a.sort,
    ...(a.search ? { search: a.search } : {}),
    ...(a.category ? { category: a.category } : {}),
    ...(Object.keys(filters).length ? { filters } : {}),
    ...(region ? { region } : {}),
  };
}
