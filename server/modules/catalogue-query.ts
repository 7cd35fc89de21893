import type { components } from '../../src/api/schema.gen.ts';

type ProductQuery = components['schemas']['ProductQuery'];
type SortOrder = components['schemas']['SortOrder'];

/** Where the product list's facets come from; each facet is counted without its own filter. */
export type Facet = 'category' | 'brand' | 'badges' | 'price';

export const DEFAULT_SORT: SortOrder = 'brand_asc';

const ORDER_BY: Record<SortOrder, string> = {
  name_asc: 'lower(p.name) ASC, p.id ASC',
  name_desc: 'lower(p.name) DESC, p.id DESC',
  brand_asc: 'lower(p.brand_name) ASC, lower(p.name) ASC, p.id ASC',
  brand_desc: 'lower(p.brand_name) DESC, lower(p.name) DESC, p.id DESC',
  price_asc: 'p.effective_price ASC, p.id ASC',
  price_desc: 'p.effective_price DESC, p.id DESC',
};

export const orderBy = (sort: SortOrder | undefined) => ORDER_BY[sort ?? DEFAULT_SORT];

/** LIKE treats % and _ as wildcards; a participant's search text must not. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

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

/** Builds the WHERE clause for a query, leaving out one facet when counting that facet. */
export function productWhere(programId: number, query: Partial<ProductQuery>, without?: Facet): { sql: string; params: unknown[] } {
  const params: unknown[] = [programId];
  const add = (value: unknown) => `$${params.push(value)}`;
  const conds = ['(p.program_id IS NULL OR p.program_id = $1)'];
  const filters = query.filters ?? {};
  const categorySlug = without === 'category' ? query.category : (filters.category ?? query.category);
  if (categorySlug) {
    conds.push(`p.id IN (SELECT pc.product_id FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE c.slug = ${add(categorySlug)})`);
  }
  if (query.search?.trim()) conds.push(`p.search_text LIKE ${add(likePattern(query.search.trim()))}`);
  if (query.source && query.source !== 'all') conds.push(`p.badges @> ARRAY[${add(query.source)}]::text[]`);
  const brands = listValues(filters.brand);
  if (without !== 'brand' && brands.length) conds.push(`p.brand_slug = ANY(${add(brands)}::text[])`);
  const badges = listValues(filters.badges);
  if (without !== 'badges' && badges.length) conds.push(`p.badges && ${add(badges)}::text[]`);
  const range = priceRange(filters.price);
  if (without !== 'price' && range) conds.push(`p.effective_price BETWEEN ${add(range[0])} AND ${add(range[1])}`);
  return { sql: conds.join(' AND '), params };
}
