import type { components } from '../../src/api/schema.gen.ts';

type ProductQuery = components['schemas']['ProductQuery'];
type SortOrder = components['schemas']['SortOrder'];
type Badge = components['schemas']['Badge'];

/** Where the product list's facets come from; each facet is counted without its own filter. */
export type Facet = 'category' | 'brand' | 'badges' | 'price';

export const DEFAULT_SORT: SortOrder = 'brand_asc';
export const BADGES: readonly Badge[] = ['discount', 'featured', 'new'];

/** Each order's sort keys, the product id last so that equal names or prices still have one order. */
const SORT_KEYS: Record<SortOrder, { keys: readonly string[]; dir: 'ASC' | 'DESC' }> = {
  name_asc: { keys: ['lower(p.name)', 'p.id'], dir: 'ASC' },
  name_desc: { keys: ['lower(p.name)', 'p.id'], dir: 'DESC' },
  brand_asc: { keys: ['lower(p.brand_name)', 'lower(p.name)', 'p.id'], dir: 'ASC' },
  brand_desc: { keys: ['lower(p.brand_name)', 'lower(p.name)', 'p.id'], dir: 'DESC' },
  price_asc: { keys: ['p.effective_price', 'p.id'], dir: 'ASC' },
  price_desc: { keys: ['p.effective_price', 'p.id'], dir: 'DESC' },
};

/**
 * The product ids of one page of the list, in order. They are sorted and skipped over in a covering
 * sort index alone (migration 004): no product row is read, and a deep page does not read the
 * ~1.5 kB rows of the pages before it. The products themselves come from memory or by primary key.
 */
export function pageIdsSql(where: string, sort: SortOrder | undefined, limit: number, offset: number): string {
  return `${orderIdsSql(where, sort)} LIMIT ${limit} OFFSET ${offset}`;
}

/** The first `length` product ids of the list in its order, to keep (order-prefix.ts). */
export function orderPrefixSql(where: string, sort: SortOrder | undefined, length: number): string {
  return `${orderIdsSql(where, sort)} LIMIT ${length}`;
}

/**
 * The list's product ids in its order, unbounded: only ever read with a LIMIT (a page, a kept
 * prefix), since a whole order of a large catalogue holds the database too long (order-prefix.ts).
 */
function orderIdsSql(where: string, sort: SortOrder | undefined): string {
  const { keys, dir } = SORT_KEYS[sort ?? DEFAULT_SORT];
  return `SELECT p.id FROM products p WHERE ${where} ORDER BY ${keys.map((key) => `${key} ${dir}`).join(', ')}`;
}

/** LIKE treats % and _ as wildcards; a participant's search text must not. */
export const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
export const likePattern = (text: string) => `%${escapeLike(text)}%`;

export const listValues = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function priceRange(value: string | undefined): [number, number] | null {
  const match = /^(\d{1,9})-(\d{1,9})$/.exec(value ?? '');
  if (!match) return null;
  const lo = Number(match[1]);
  const hi = Number(match[2]);
  return lo <= hi ? [lo, hi] : [hi, lo];
}

/** Numbered parameters for one statement; $1 is always the program id. */
export function params(programId: number) {
  const values: unknown[] = [programId];
  return { values, add: (value: unknown) => `$${values.push(value)}` };
}
type Params = ReturnType<typeof params>;

/** The product ids of a category and its descendants (a product is listed under every ancestor). */
const inCategory = (p: Params, categoryId: string) =>
  `p.id IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id = ${p.add(categoryId)})`;

/**
 * What every facet shares: the program, the category of the page, the search text and the source.
 * `categoryId` is resolved by the caller from the cached tree (null: no such category, so nothing).
 */
export function baseConditions(p: Params, query: Partial<ProductQuery>, categoryId: string | null | undefined): string[] {
  const conds = ['(p.program_id IS NULL OR p.program_id = $1)'];
  if (categoryId === null) conds.push('false');
  else if (categoryId !== undefined) conds.push(inCategory(p, categoryId));
  // The trigram index responses LIKE '%text%' on search_text (lower-cased name and brand).
  if (query.search?.trim()) conds.push(`p.search_text LIKE ${p.add(likePattern(query.search.trim()))}`);
  if (query.source && query.source !== 'all') conds.push(`p.badges @> ARRAY[${p.add(query.source)}]::text[]`);
  return conds;
}

/**
 * One condition per facet filter in the query ('true' when that filter is not set). `skip` leaves
 * a facet out entirely: every parameter added must appear in the statement.
 */
export function facetConditions(p: Params, query: Partial<ProductQuery>, filterCategoryId: string | null | undefined, skip?: Facet) {
  const filters = query.filters ?? {};
  const brands = skip === 'brand' ? [] : listValues(filters.brand);
  const badges = listValues(filters.badges);
  const range = priceRange(filters.price);
  return {
    category: filterCategoryId === undefined ? 'true' : filterCategoryId === null ? 'false' : inCategory(p, filterCategoryId),
    brand: brands.length ? `p.brand_slug = ANY(${p.add(brands)}::text[])` : 'true',
    badges: badges.length ? `p.badges && ${p.add(badges)}::text[]` : 'true',
    price: range ? `p.effective_price BETWEEN ${p.add(range[0])} AND ${p.add(range[1])}` : 'true',
  } satisfies Record<Facet, string>;
}

export interface CategoryIds {
  /** The page's category (`query.category`): undefined when none is asked for, null when unknown. */
  page: string | null | undefined;
  /** `filters.category`, a narrower category within the page's; same convention. */
  filter: string | null | undefined;
}

/** The WHERE clause of the listed products: every condition at once. */
export function productWhere(programId: number, query: Partial<ProductQuery>, ids: CategoryIds): { sql: string; params: unknown[] } {
  const p = params(programId);
  const conds = baseConditions(p, query, ids.page);
  const facets = facetConditions(p, query, ids.filter);
  for (const cond of Object.values(facets)) if (cond !== 'true') conds.push(cond);
  return { sql: conds.join(' AND '), params: p.values };
}

/**
 * One pass over the products of the page's base set, grouped by brand and by whether the narrower
 * category filter holds, each group counted under the facet conditions it needs: a facet is
 * counted with every filter but its own, and facetTotals sums the groups up. Reading the base set
 * once (an index-only scan of migration 003's covering index) rather than once per facet is what
 * keeps an unfiltered catalogue of 100,000 products quick.
 */
export function facetSql(programId: number, query: Partial<ProductQuery>, ids: CategoryIds) {
  const p = params(programId);
  const base = baseConditions(p, query, ids.page);
  // Brands are the grouping key: facetTotals applies the brand filter to the groups.
  const f = facetConditions(p, query, ids.filter, 'brand');
  const badgeCounts = BADGES.map((b) => `count(*) FILTER (WHERE ${f.price} AND p.badges @> ARRAY['${b}']::text[])::int AS "n_${b}"`);
  const sql = `
    SELECT p.brand_slug, min(p.brand_name) AS brand_name, (${f.category}) AS category_ok,
           count(*) FILTER (WHERE ${f.badges} AND ${f.price})::int AS n,
           ${badgeCounts.join(',\n           ')},
           min(p.effective_price) FILTER (WHERE ${f.badges})::int AS price_min,
           max(p.effective_price) FILTER (WHERE ${f.badges})::int AS price_max
      FROM products p
     WHERE ${base.join(' AND ')}
     GROUP BY 1, 3`;
  return { sql, params: p.values };
}

/**
 * Products per child category (`childIds`) under every filter but the category one. An inner join,
 * so the database can hash whichever side is smaller: with a selective filter, the products.
 */
export function categoryFacetSql(programId: number, query: Partial<ProductQuery>, ids: CategoryIds, childIds: readonly string[]) {
  const p = params(programId);
  const conds = baseConditions(p, query, ids.page);
  const f = facetConditions(p, query, undefined);
  for (const cond of [f.brand, f.badges, f.price]) if (cond !== 'true') conds.push(cond);
  const sql = `SELECT pc.category_id AS child, count(*)::int AS n
      FROM product_categories pc JOIN products p ON p.id = pc.product_id
     WHERE pc.category_id = ANY(${p.add(childIds)}::text[]) AND ${conds.join(' AND ')}
     GROUP BY 1`;
  return { sql, params: p.values };
}

export interface FacetRow {
  brand_slug: string;
  brand_name: string;
  category_ok: boolean;
  n: number;
  n_discount: number;
  n_featured: number;
  n_new: number;
  price_min: number | null;
  price_max: number | null;
}

export interface FacetTotals {
  total: number;
  brands: { slug: string; name: string; count: number }[];
  badges: { slug: Badge; count: number }[];
  price: { min: number; max: number };
}

/** Sums facetSql's groups into each facet's counts (see facetSql for which group counts where). */
export function facetTotals(rows: readonly FacetRow[], query: Partial<ProductQuery>): FacetTotals {
  const brandFilter = new Set(listValues(query.filters?.brand));
  const brandOk = (slug: string) => brandFilter.size === 0 || brandFilter.has(slug);
  const brands = new Map<string, { slug: string; name: string; count: number }>();
  const badges = new Map<Badge, number>(BADGES.map((b) => [b, 0]));
  let total = 0;
  let min: number | null = null;
  let max: number | null = null;
  for (const row of rows) {
    if (row.category_ok) {
      const brand = brands.get(row.brand_slug) ?? { slug: row.brand_slug, name: row.brand_name, count: 0 };
      brand.count += row.n;
      if (row.brand_name < brand.name) brand.name = row.brand_name;
      brands.set(row.brand_slug, brand);
    }
    if (!brandOk(row.brand_slug) || !row.category_ok) continue;
    total += row.n;
    for (const b of BADGES) badges.set(b, badges.get(b)! + row[`n_${b}`]);
    if (row.price_min !== null && (min === null || row.price_min < min)) min = row.price_min;
    if (row.price_max !== null && (max === null || row.price_max > max)) max = row.price_max;
  }
  return {
    total,
    brands: [...brands.values()]
      .filter((b) => b.count > 0)
      .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .slice(0, 1000),
    badges: [...badges].filter(([, count]) => count > 0).map(([slug, count]) => ({ slug, count })),
    price: { min: min ?? 0, max: max ?? 0 },
  };
}
