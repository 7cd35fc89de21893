// The one-pass facet counts (server/modules/catalogue-query.ts facetSql and facetTotals) against a
// plain count over every product, for combinations of every filter: a facet is counted with all
// filters but its own, the total with all of them, and unfiltered lists take the category tree's
// counts. Also: a page, a size and an order never change what is counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

type S = components['schemas'];
type Query = Partial<S['ProductQuery']>;

let server: TestServer;
let token: string;
let all: S['Product'][];

async function list(query: Query): Promise<S['ProductPage']> {
  const params = new URLSearchParams({ o: JSON.stringify(query), includeFilters: 'true' });
  const res = await server.request(SUMMIT, `/api/products?${params}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as S['ProductPage'];
}

const effective = (p: S['Product']) => p.discountPrice ?? p.price;
const inCategory = (p: S['Product'], slug: string | undefined) => !slug || p.categories.some((c) => c.slug === slug);

/** What each facet must say, counted the slow way. */
function expected(query: Query, children: string[]) {
  const f = query.filters ?? {};
  const brands = f.brand ? f.brand.split(',') : [];
  const badges = f.badges ? f.badges.split(',') : [];
  const [lo, hi] = f.price ? f.price.split('-').map(Number) : [-Infinity, Infinity];
  const base = all.filter(
    (p) =>
      inCategory(p, query.category) && (!query.search || `${p.name} ${p.brandName}`.toLowerCase().includes(query.search.toLowerCase())),
  );
  const ok = {
    category: (p: S['Product']) => inCategory(p, f.category),
    brand: (p: S['Product']) => !brands.length || brands.includes(p.brandSlug!),
    badges: (p: S['Product']) => !badges.length || p.badges.some((b) => badges.includes(b)),
    price: (p: S['Product']) => effective(p) >= lo! && effective(p) <= hi!,
  };
  const without = (facet: keyof typeof ok) =>
    base.filter((p) => (Object.keys(ok) as (keyof typeof ok)[]).every((k) => k === facet || ok[k](p)));
  const count = <T extends string>(products: S['Product'][], keys: (p: S['Product']) => T[]) => {
    const out = new Map<T, number>();
    for (const p of products) for (const k of keys(p)) out.set(k, (out.get(k) ?? 0) + 1);
    return out;
  };
  const priced = without('price').map(effective);
  return {
    total: base.filter((p) => Object.values(ok).every((test) => test(p))).length,
    brands: count(without('brand'), (p) => [p.brandSlug!]),
    badges: count(without('badges'), (p) => p.badges),
    children: count(without('category'), (p) => p.categories.map((c) => c.slug).filter((s) => children.includes(s))),
    price: { min: priced.length ? Math.min(...priced) : 0, max: priced.length ? Math.max(...priced) : 0 },
  };
}

function check(page: S['ProductPage'], want: ReturnType<typeof expected>, label: string) {
  const facet = (slug: string) => page.filters!.find((x) => x.slug === slug)!;
  expect(page.total, label).toBe(want.total);
  expect(new Map(facet('brand').items!.map((i) => [i.slug, i.count])), label).toEqual(want.brands);
  expect(new Map(facet('badges').items!.map((i) => [i.slug, i.count])), label).toEqual(want.badges);
  expect(new Map(facet('category').items!.map((i) => [i.slug, i.count])), label).toEqual(want.children);
  expect({ min: facet('price').min, max: facet('price').max }, label).toEqual(want.price);
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
  const res = await server.request(SUMMIT, `/api/products?o=${encodeURIComponent(JSON.stringify({ limit: 1000 }))}`, { token });
  all = ((await res.json()) as S['ProductPage']).items;
});
afterAll(() => server.close());

const TOP = [
  'electronics',
  'home-and-kitchen',
  'sports-and-outdoors',
  'fashion-and-accessories',
  'office-and-stationery',
  'toys-and-games',
  'travel',
];

describe('facet counts', () => {
  const queries: [string, Query, string[]][] = [
    ['nothing', {}, TOP],
    ['brand', { filters: { brand: 'aurora,stride,lumen' } }, TOP],
    ['badges', { filters: { badges: 'new,discount' } }, TOP],
    ['price', { filters: { price: '1000-6000' } }, TOP],
    ['every filter', { filters: { brand: 'aurora,stride,lumen,pixelnest', badges: 'new', price: '0-9000' } }, TOP],
    ['search', { search: 'smart' }, TOP],
    ['search and brand', { search: 'smart', filters: { brand: 'aurora,lumen,pixelnest' } }, TOP],
    ['category page', { category: 'electronics' }, ['audio', 'smart-home', 'computing']],
    [
      'category page with filters',
      { category: 'electronics', filters: { badges: 'featured', price: '500-20000' } },
      ['audio', 'smart-home', 'computing'],
    ],
    [
      'category page, narrower category filter',
      { category: 'electronics', filters: { category: 'audio', brand: 'aurora' } },
      ['audio', 'smart-home', 'computing'],
    ],
    ['a leaf', { category: 'headphones', filters: { brand: 'aurora' } }, []],
    ['nothing matches', { filters: { price: '999999-999999' } }, TOP],
  ];

  it.each(queries)('%s', async (label, query, children) => {
    const want = expected(query, children);
    // Each combination lists something (bar the last), so the comparison is not of empty sets.
    if (label !== 'nothing matches') expect(want.total, label).toBeGreaterThan(0);
    check(await list(query), want, label);
  });

  it('a page, a size or an order changes the items, never the counts', async () => {
    const query: Query = { filters: { badges: 'featured' } };
    const first = await list(query);
    for (const variant of [
      { page: 3 },
      { limit: 48 },
      { sort: 'price_desc' as const },
      { page: 2, limit: 24, sort: 'name_asc' as const },
    ]) {
      const other = await list({ ...query, ...variant });
      expect(other.total).toBe(first.total);
      expect(other.filters).toEqual(first.filters);
    }
  });
});
