// The catalogue as the shop reads it: paging, every sort, filters and their counts, categories
// with descendants, literal search text, suggestions, the fixture products and the category tree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { PASSWORD, startTestServer, SUMMIT, TIERED, type TestServer } from '../support/test-server.ts';

type S = components['schemas'];
type Query = Partial<S['ProductQuery']>;

const HOSTILE = 'hostile.localhost';

let server: TestServer;
const tokens: Record<string, string> = {};
/** Every product Summit Rewards lists, in the default order. */
let all: S['Product'][];

async function get<T>(host: string, path: string): Promise<{ status: number; body: T }> {
  const res = await server.request(host, path, { token: tokens[host] });
  return { status: res.status, body: (await res.json()) as T };
}

async function list(query: Query = {}, options: { host?: string; includeFilters?: boolean } = {}): Promise<S['ProductPage']> {
  const params = new URLSearchParams({ o: JSON.stringify(query) });
  if (options.includeFilters) params.set('includeFilters', 'true');
  const res = await get<S['ProductPage']>(options.host ?? SUMMIT, `/api/products?${params}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function suggestions(q: string, o?: Record<string, unknown>, host = SUMMIT) {
  const params = new URLSearchParams({ q });
  if (o) params.set('o', JSON.stringify(o));
  return get<{ items: S['Suggestion'][] } & Partial<S['Error']>>(host, `/api/products/suggestions?${params}`);
}

const effective = (p: S['Product']) => p.discountPrice ?? p.price;
const filter = (page: S['ProductPage'], slug: string) => page.filters!.find((f) => f.slug === slug)!;
/** What the server searches: name and brand, lower case. */
const searchText = (p: S['Product']) => `${p.name} ${p.brandName}`.toLowerCase();
const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

beforeAll(async () => {
  server = await startTestServer();
  tokens[SUMMIT] = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
  tokens[HOSTILE] = await server.signIn(HOSTILE, 'alex@summit.example', PASSWORD);
  tokens[TIERED] = await server.signIn(TIERED, 'GOLD-1001', 'Apex#2026');
  all = (await list({ limit: 1000 })).items;
});
afterAll(() => server.close());

describe('GET /api/products: paging', () => {
  it('defaults to page 1 of 12 and counts every product of the program', async () => {
    const page = await list();
    expect(page).toMatchObject({ page: 1, limit: 12, total: 360 });
    expect(page.items).toHaveLength(12);
    expect(all).toHaveLength(360);
    expect(page.items.map((p) => p.slug)).toEqual(all.slice(0, 12).map((p) => p.slug));
    expect(page.filters).toBeUndefined();
  });

  it('pages cover every product exactly once', async () => {
    const seen: string[] = [];
    for (let n = 1; n <= 4; n++) {
      const page = await list({ limit: 100, page: n });
      expect(page).toMatchObject({ page: n, limit: 100, total: 360 });
      expect(page.items).toHaveLength(n < 4 ? 100 : 60);
      seen.push(...page.items.map((p) => p.productID));
    }
    expect(new Set(seen).size).toBe(360);
    expect(seen).toEqual(all.map((p) => p.productID));
  });

  it('a page past the end is empty but keeps the total', async () => {
    const page = await list({ limit: 24, page: 100 });
    expect(page).toMatchObject({ items: [], total: 360, page: 100, limit: 24 });
  });
});

describe('GET /api/products: sorting', () => {
  const comparators: Record<'name' | 'brand' | 'price', (a: S['Product'], b: S['Product']) => number> = {
    name: (a, b) => cmp(a.name.toLowerCase(), b.name.toLowerCase()) || cmp(a.productID, b.productID),
    brand: (a, b) =>
      cmp(a.brandName.toLowerCase(), b.brandName.toLowerCase()) ||
      cmp(a.name.toLowerCase(), b.name.toLowerCase()) ||
      cmp(a.productID, b.productID),
    price: (a, b) => cmp(effective(a), effective(b)) || cmp(a.productID, b.productID),
  };

  for (const key of ['name', 'brand', 'price'] as const) {
    it(`${key}_asc is ordered and ${key}_desc is exactly its reverse`, async () => {
      const asc = (await list({ limit: 1000, sort: `${key}_asc` })).items;
      const desc = (await list({ limit: 1000, sort: `${key}_desc` })).items;
      expect(asc).toHaveLength(360);
      expect(asc.map((p) => p.productID)).toEqual([...asc].sort(comparators[key]).map((p) => p.productID));
      expect(desc.map((p) => p.productID)).toEqual([...asc].reverse().map((p) => p.productID));
      // The sort is stable across pages too.
      const page3 = (await list({ limit: 12, page: 3, sort: `${key}_desc` })).items;
      expect(page3.map((p) => p.productID)).toEqual(desc.slice(24, 36).map((p) => p.productID));
    });
  }

  it('the default order is brand A-Z', async () => {
    expect(all.map((p) => p.productID)).toEqual((await list({ limit: 1000, sort: 'brand_asc' })).items.map((p) => p.productID));
    const first = all[0]!.brandName.toLowerCase();
    const last = all.at(-1)!.brandName.toLowerCase();
    expect(first < last).toBe(true);
  });
});

describe('GET /api/products: filters', () => {
  it('brand: comma-separated slugs', async () => {
    const page = await list({ limit: 1000, filters: { brand: 'aurora,stride' } });
    const expected = all.filter((p) => p.brandSlug === 'aurora' || p.brandSlug === 'stride');
    expect(page.total).toBe(expected.length);
    expect(page.items.map((p) => p.slug)).toEqual(expected.map((p) => p.slug));
    expect(page.items.map((p) => p.slug)).toEqual(expect.arrayContaining(['aurora-wireless-headphones', 'trailblazer-running-shoe']));
    expect(new Set(page.items.map((p) => p.brandSlug))).toEqual(new Set(['aurora', 'stride']));
  });

  it('badges: any of the listed badges; source narrows to one badge', async () => {
    for (const badges of ['discount', 'new,featured']) {
      const wanted = badges.split(',');
      const page = await list({ limit: 1000, filters: { badges } });
      const expected = all.filter((p) => p.badges.some((b) => wanted.includes(b)));
      expect(expected.length).toBeGreaterThan(0);
      expect(page.total, badges).toBe(expected.length);
      expect(page.items.map((p) => p.productID)).toEqual(expected.map((p) => p.productID));
    }
    const featured = await list({ limit: 1000, source: 'featured' });
    expect(featured.total).toBe(all.filter((p) => p.badges.includes('featured')).length);
    expect(featured.items.every((p) => p.badges.includes('featured'))).toBe(true);
    expect((await list({ source: 'all' })).total).toBe(360);
  });

  it('price: min-max on the price paid (discount price when there is one), bounds included', async () => {
    const page = await list({ limit: 1000, filters: { price: '1200-4500' } });
    const expected = all.filter((p) => effective(p) >= 1200 && effective(p) <= 4500);
    expect(page.total).toBe(expected.length);
    expect(page.items.map((p) => p.productID)).toEqual(expected.map((p) => p.productID));
    expect(page.items.map((p) => p.slug)).toEqual(expect.arrayContaining(['everyday-water-bottle', 'aurora-wireless-headphones']));
    // The watch is listed at 36,000 but sells at 30,000.
    const watch = await list({ filters: { price: '30000-30000' } });
    expect(watch.items.map((p) => p.slug)).toContain('heritage-chronograph-watch');
    expect((await list({ filters: { price: '35000-36000' } })).items.map((p) => p.slug)).not.toContain('heritage-chronograph-watch');
  });

  it('a top-level category includes the products of its grandchildren', async () => {
    const electronics = await list({ limit: 1000, category: 'electronics' });
    expect(electronics.items.map((p) => p.slug)).toEqual(expect.arrayContaining(['aurora-wireless-headphones', 'echo-smart-speaker']));
    for (const p of electronics.items) expect(p.categories.map((c) => c.slug)).toContain('electronics');
    const expected = all.filter((p) => p.categories.some((c) => c.slug === 'electronics'));
    expect(electronics.total).toBe(expected.length);
    // The same set through the filter form of the query.
    expect((await list({ limit: 1000, filters: { category: 'electronics' } })).total).toBe(electronics.total);
    // Its leaf is a subset.
    const headphones = await list({ limit: 1000, category: 'headphones' });
    expect(headphones.total).toBeLessThan(electronics.total);
    expect(headphones.items.every((p) => electronics.items.some((e) => e.productID === p.productID))).toBe(true);
    // The aurora fixture sits in Electronics > Audio > Headphones.
    const aurora = all.find((p) => p.slug === 'aurora-wireless-headphones')!;
    expect(aurora.categories.map((c) => c.slug)).toEqual(['electronics', 'audio', 'headphones']);
    expect((await list({ category: 'no-such-category' })).total).toBe(0);
  });

  it('filters combine (AND across kinds)', async () => {
    const page = await list({ limit: 1000, category: 'electronics', filters: { badges: 'new', price: '0-5000' } });
    const expected = all.filter(
      (p) => p.categories.some((c) => c.slug === 'electronics') && p.badges.includes('new') && effective(p) <= 5000,
    );
    expect(page.total).toBe(expected.length);
    expect(page.items.map((p) => p.slug)).toContain('aurora-wireless-headphones');
  });
});

describe('GET /api/products: search', () => {
  it('matches name or brand, case-insensitively', async () => {
    for (const search of ['AURORA', 'aurora wireless', 'Stride', 'bottle', 'Watch']) {
      const page = await list({ limit: 1000, search });
      const expected = all.filter((p) => searchText(p).includes(search.toLowerCase()));
      expect(page.total, search).toBe(expected.length);
      expect(
        page.items.map((p) => p.productID),
        search,
      ).toEqual(expected.map((p) => p.productID));
    }
    expect((await list({ search: 'AURORA' })).items.map((p) => p.slug)).toContain('aurora-wireless-headphones');
  });

  it('% and _ in the search text are literal, not LIKE wildcards', async () => {
    expect((await list({ search: '%' })).total).toBe(all.filter((p) => searchText(p).includes('%')).length);
    expect((await list({ search: '%' })).total).toBe(0);
    expect((await list({ search: '_' })).total).toBe(0);
    expect((await list({ search: 'aur_ra' })).total).toBe(0);
    expect((await list({ search: 'aur%headphones' })).total).toBe(0);
    expect((await list({ search: '\\' })).total).toBe(0);
    // Where the text really holds them, they match: hostile-sample's name carries window.__xss.
    const hostile = await list({ search: '__xss' }, { host: HOSTILE });
    expect(hostile.items.map((p) => p.slug)).toEqual(['hostile-sample']);
    expect((await list({ search: 'window._' }, { host: HOSTILE })).total).toBe(1);
  });

  it('surrounding spaces are ignored and an empty search lists everything', async () => {
    expect((await list({ search: '  aurora  ' })).total).toBe((await list({ search: 'aurora' })).total);
    expect((await list({ search: '' })).total).toBe(360);
  });
});

describe('GET /api/products?includeFilters=true', () => {
  it('returns category, brand, badges and price for a points program, with counts that match the lists', async () => {
    const page = await list({}, { includeFilters: true });
    expect(page.filters!.map((f) => f.slug)).toEqual(['category', 'brand', 'badges', 'price']);
    expect(filter(page, 'category')).toMatchObject({ kind: 'category' });
    expect(filter(page, 'brand')).toMatchObject({ kind: 'check' });
    expect(filter(page, 'badges')).toMatchObject({ kind: 'check' });

    const categories = filter(page, 'category').items!;
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories.reduce((n, c) => n + c.count, 0)).toBe(page.total);
    for (const c of categories) expect((await list({ category: c.slug })).total, c.slug).toBe(c.count);

    const brands = filter(page, 'brand').items!;
    expect(brands.length).toBeGreaterThanOrEqual(25);
    expect(brands.reduce((n, b) => n + b.count, 0)).toBe(page.total);
    // Most common first.
    expect(brands.map((b) => b.count)).toEqual([...brands.map((b) => b.count)].sort((a, b) => b - a));
    for (const b of brands.slice(0, 5).concat(brands.slice(-2))) {
      expect((await list({ filters: { brand: b.slug } })).total, b.slug).toBe(b.count);
    }
    expect(brands.find((b) => b.slug === 'aurora')).toMatchObject({ name: 'Aurora' });

    const badges = filter(page, 'badges').items!;
    expect(badges.map((b) => b.slug).sort()).toEqual(['discount', 'featured', 'new']);
    for (const b of badges) expect((await list({ filters: { badges: b.slug } })).total, b.slug).toBe(b.count);

    const price = filter(page, 'price');
    expect(price).toMatchObject({ kind: 'range', min: Math.min(...all.map(effective)), max: Math.max(...all.map(effective)) });
  });

  it("each facet is counted without its own filter but with the others'", async () => {
    const filtered = await list({ filters: { brand: 'aurora', badges: 'new' } }, { includeFilters: true });
    const unfiltered = await list({}, { includeFilters: true });
    // The brand list still offers every brand that has new products, so more can be ticked.
    const brandCounts = filter(filtered, 'brand').items!;
    const newOnly = await list({ limit: 1000, filters: { badges: 'new' } });
    expect(brandCounts.reduce((n, b) => n + b.count, 0)).toBe(newOnly.total);
    // The badge counts are those of aurora's products.
    const auroraProducts = all.filter((p) => p.brandSlug === 'aurora');
    for (const b of filter(filtered, 'badges').items!) {
      expect(b.count, b.slug).toBe(auroraProducts.filter((p) => p.badges.includes(b.slug as S['Badge'])).length);
    }
    expect(filter(filtered, 'category').items!.reduce((n, c) => n + c.count, 0)).toBe(filtered.total);
    expect(filtered.total).toBe(auroraProducts.filter((p) => p.badges.includes('new')).length);
    expect(unfiltered.total).toBe(360);
  });

  it('inside a category, the category filter lists its children', async () => {
    const page = await list({ category: 'electronics' }, { includeFilters: true });
    const children = filter(page, 'category').items!;
    expect(children.map((c) => c.slug)).toEqual(['audio', 'smart-home', 'computing']);
    expect(children.reduce((n, c) => n + c.count, 0)).toBe(page.total);
  });

  it('a plateau program (tiered.localhost) has no price filter', async () => {
    const page = await list({}, { host: TIERED, includeFilters: true });
    expect(page.filters!.map((f) => f.slug)).toEqual(['category', 'brand', 'badges']);
    expect(page.total).toBe(360);
    expect(filter(page, 'brand').items!.reduce((n, b) => n + b.count, 0)).toBe(page.total);
  });
});

describe('GET /api/products/suggestions', () => {
  it('needs at least 3 characters', async () => {
    expect((await suggestions('au')).status).toBe(400);
    expect((await suggestions('  au  ')).status).toBe(400);
    expect((await suggestions('aur')).status).toBe(200);
  });

  /** What the suggestions must be: names starting with q first, then the other matches, each by name. */
  function expectedSuggestions(q: string, limit: number): string[] {
    const byName = (a: S['Product'], b: S['Product']) => cmp(a.name.toLowerCase(), b.name.toLowerCase()) || cmp(a.productID, b.productID);
    const matches = all.filter((p) => searchText(p).includes(q));
    const prefix = matches.filter((p) => p.name.toLowerCase().startsWith(q)).sort(byName);
    const rest = matches.filter((p) => !p.name.toLowerCase().startsWith(q)).sort(byName);
    return [...prefix, ...rest].slice(0, limit).map((p) => p.slug);
  }

  it('responses at most 5 by default', async () => {
    for (const q of ['aur', 'pro', 'smart', 'classic', 'tra', 'bottle']) {
      const res = await suggestions(q);
      expect(res.status).toBe(200);
      expect(
        res.body.items.map((i) => i.slug),
        q,
      ).toEqual(expectedSuggestions(q, 5));
      expect(res.body.items.length).toBeLessThanOrEqual(5);
    }
    expect(all.filter((p) => searchText(p).includes('classic')).length).toBeGreaterThan(5);
    expect((await suggestions('classic')).body.items).toHaveLength(5);
    expect((await suggestions('classic', { limit: 2 })).body.items).toHaveLength(2);
  });

  it('puts names that start with the text before other matches, even ones earlier in the alphabet', async () => {
    // "Smart Bulb" and the like start with "smart"; "Advanced Smart Speaker" holds it later and
    // comes after them, although it sorts before them by name.
    const smart = (await suggestions('smart', { limit: 20 })).body.items;
    expect(smart.map((i) => i.slug)).toEqual(expectedSuggestions('smart', 20));
    const starts = smart.filter((i) => i.name.toLowerCase().startsWith('smart'));
    expect(starts.length).toBeGreaterThan(0);
    expect(smart.slice(0, starts.length)).toEqual(starts);
    const later = smart.slice(starts.length);
    expect(later.some((i) => i.name.toLowerCase() < starts[0]!.name.toLowerCase())).toBe(true);
    // A brand matches too: Hydrapeak's products for "hyd", Everyday Water Bottle among them.
    const hyd = await suggestions('hyd', { limit: 20 });
    expect(hyd.body.items.map((i) => i.slug)).toEqual(expectedSuggestions('hyd', 20));
    expect(hyd.body.items.every((i) => i.brandName === 'Hydrapeak')).toBe(true);
    expect(hyd.body.items.map((i) => i.slug)).toContain('everyday-water-bottle');
    for (const q of ['meri', 'son', 'trail', 'hea']) {
      expect(
        (await suggestions(q, { limit: 20 })).body.items.map((i) => i.slug),
        q,
      ).toEqual(expectedSuggestions(q, 20));
    }
    const aurora = await suggestions('AURORA WIRE');
    expect(aurora.body.items[0]).toMatchObject({
      slug: 'aurora-wireless-headphones',
      name: 'Aurora Wireless Headphones',
      brandName: 'Aurora',
    });
    expect(aurora.body.items[0]!.image).toMatch(/aurora-wireless-headphones/);
  });

  it('can be kept to a category; wildcards are literal here too', async () => {
    const inAudio = await suggestions('aurora wire', { category: 'audio' });
    expect(inAudio.body.items.map((i) => i.slug)).toContain('aurora-wireless-headphones');
    expect((await suggestions('aurora wire', { category: 'cookware' })).body.items).toEqual([]);
    expect((await suggestions('%%%')).body.items).toEqual([]);
    expect((await suggestions('a_r')).body.items).toEqual([]);
  });
});

describe('GET /api/products/{slug}: the fixture products of product/demo.md rule 22', () => {
  async function product(slug: string, host = SUMMIT) {
    const res = await get<S['Product']>(host, `/api/products/${slug}`);
    expect(res.status, slug).toBe(200);
    return res.body;
  }

  it('aurora-wireless-headphones', async () => {
    const p = await product('aurora-wireless-headphones');
    expect(p).toMatchObject({
      name: 'Aurora Wireless Headphones',
      brandName: 'Aurora',
      brandSlug: 'aurora',
      price: 4500,
      discountPrice: null,
      badges: ['new'],
    });
    expect(p.options!.map((o) => o.optionColorValue)).toEqual(['Black', 'White', 'Blue']);
    expect(p.features).toHaveLength(5);
    expect(p.langs).toMatchObject({ fr: { productName: 'Casque sans fil Aurora' }, es: expect.any(Object), de: expect.any(Object) });
    expect(p.categories.map((c) => c.slug)).toEqual(['electronics', 'audio', 'headphones']);
    expect(p.images!.length).toBeGreaterThan(0);
  });

  it('trailblazer-running-shoe: 7 sizes, Red and Grey, no Red / 12', async () => {
    const p = await product('trailblazer-running-shoe');
    expect(p).toMatchObject({ brandName: 'Stride', price: 8000 });
    const options = p.options!;
    expect(options).toHaveLength(13);
    expect([...new Set(options.map((o) => o.optionSizeValue))]).toEqual(['6', '7', '8', '9', '10', '11', '12']);
    expect([...new Set(options.map((o) => o.optionColorValue))]).toEqual(['Red', 'Grey']);
    expect(options.some((o) => o.optionColorValue === 'Red' && o.optionSizeValue === '12')).toBe(false);
    expect(options.some((o) => o.optionColorValue === 'Grey' && o.optionSizeValue === '12')).toBe(true);
  });

  it('everyday-water-bottle: no options, sales copy, prop65, dimensions', async () => {
    const p = await product('everyday-water-bottle');
    expect(p).toMatchObject({ price: 1200, prop65: 'Y', dims: { itemHeight: 10, itemWidth: 3, itemWeight: 1 } });
    expect(p.options).toEqual([]);
    expect(p.productSalesCopy).toMatch(/cold for 24 hours/);
  });

  it('echo-smart-speaker: one option and a video', async () => {
    const p = await product('echo-smart-speaker');
    expect(p.price).toBe(6000);
    expect(p.options).toHaveLength(1);
    expect(p.resources!.product!.map((r) => r.productResourceType)).toEqual(['Video']);
    expect(p.resources!.product![0]!.productResourceEmbed).toMatch(/<iframe/);
  });

  it('heritage-chronograph-watch: 30,000 after discount, badge discount', async () => {
    const p = await product('heritage-chronograph-watch');
    expect(p).toMatchObject({ price: 36000, discountPrice: 30000, badges: ['discount'] });
  });

  it('custom-engraved-pen: Engraving Font, Serif or Script', async () => {
    const p = await product('custom-engraved-pen');
    expect(p).toMatchObject({ price: 2500, optionsCustom1Label: 'Engraving Font' });
    expect(p.options!.map((o) => o.optionCustom1Value)).toEqual(['Serif', 'Script']);
  });

  it('the fixtures are the same in every program', async () => {
    const summit = await product('custom-engraved-pen');
    expect(await product('custom-engraved-pen', TIERED)).toEqual(summit);
    expect(await product('custom-engraved-pen', HOSTILE)).toEqual(summit);
  });

  it('an unknown slug is 404; the catalogue needs a signed-in participant', async () => {
    expect((await get(SUMMIT, '/api/products/no-such-product')).status).toBe(404);
    expect((await server.request(SUMMIT, '/api/products/everyday-water-bottle')).status).toBe(401);
    expect((await server.request(SUMMIT, '/api/products')).status).toBe(401);
    expect((await server.request(SUMMIT, '/api/categories')).status).toBe(401);
  });
});

describe('hostile-sample', () => {
  it('exists only on hostile.localhost', async () => {
    const hostile = await get<S['Product']>(HOSTILE, '/api/products/hostile-sample');
    expect(hostile.status).toBe(200);
    expect(hostile.body.name).toContain('<script>');
    expect((await get(SUMMIT, '/api/products/hostile-sample')).status).toBe(404);
    expect((await get(TIERED, '/api/products/hostile-sample')).status).toBe(404);
    expect(all.some((p) => p.slug === 'hostile-sample')).toBe(false);
    expect((await list({ search: 'hostile' })).total).toBe(0);
    expect((await suggestions('hostile')).body.items).toEqual([]);
    const hostileList = await list({ limit: 1000 }, { host: HOSTILE });
    expect(hostileList.total).toBe(361);
    expect(hostileList.items.map((p) => p.slug)).toContain('hostile-sample');
  });
});

describe('GET /api/categories', () => {
  it('is a tree three levels deep whose item counts match the product lists', async () => {
    const res = await get<S['Category'][]>(SUMMIT, '/api/categories');
    expect(res.status).toBe(200);
    const tree = res.body;
    expect(tree.length).toBeGreaterThanOrEqual(6);
    expect(tree.map((c) => c.slug)).toContain('electronics');
    const depthOf = (c: S['Category']): number => (c.children.length ? 1 + Math.max(...c.children.map(depthOf)) : 1);
    for (const top of tree) {
      expect(top.parent).toBeNull();
      expect(depthOf(top), top.slug).toBe(3);
      for (const child of top.children) {
        expect(child.parent).toBe(top.id);
        expect(child.children.length).toBeGreaterThan(0);
        for (const leaf of child.children) {
          expect(leaf.parent).toBe(child.id);
          expect(leaf.children).toEqual([]);
        }
      }
    }
    // Each product sits in one leaf, so a node counts the sum of its children.
    const visit = (c: S['Category']) => {
      if (c.children.length) expect(c.items, c.slug).toBe(c.children.reduce((n, k) => n + k.items, 0));
      c.children.forEach(visit);
    };
    tree.forEach(visit);
    expect(tree.reduce((n, c) => n + c.items, 0)).toBe(360);
    const electronics = tree.find((c) => c.slug === 'electronics')!;
    expect(electronics.items).toBe((await list({ category: 'electronics' })).total);
    const headphones = electronics.children.flatMap((c) => c.children).find((c) => c.slug === 'headphones')!;
    expect(headphones.items).toBe((await list({ category: 'headphones' })).total);
    expect(headphones.feedCategory).toEqual({
      productCategoryChild: 'Electronics',
      productCategoryGrandChild: 'Audio',
      productCategoryGreatGrandChild: 'Headphones',
    });
  });

  it("counts the program's own products: the Hostile Sandbox has one more", async () => {
    const summit = (await get<S['Category'][]>(SUMMIT, '/api/categories')).body;
    const hostile = (await get<S['Category'][]>(HOSTILE, '/api/categories')).body;
    const total = (t: S['Category'][]) => t.reduce((n, c) => n + c.items, 0);
    expect(total(hostile)).toBe(total(summit) + 1);
  });

  it('/api/categories/languages names every category in each program locale', async () => {
    const tree = (await get<S['Category'][]>(SUMMIT, '/api/categories')).body;
    const flat: S['Category'][] = [];
    const walk = (c: S['Category']) => {
      flat.push(c);
      c.children.forEach(walk);
    };
    tree.forEach(walk);

    const res = await get<S['LanguageCategories'][]>(SUMMIT, '/api/categories/languages');
    expect(res.status).toBe(200);
    expect(res.body.map((l) => l.locale)).toEqual(['en', 'fr', 'sp', 'ge', 'it', 'pt', 'nl']);
    const en = res.body.find((l) => l.locale === 'en')!;
    const fr = res.body.find((l) => l.locale === 'fr')!;
    expect(en.categories).toHaveLength(flat.length);
    expect(fr.categories).toHaveLength(flat.length);
    const enName = new Map(en.categories.map((c) => [c.slug, c.name]));
    for (const c of flat) expect(enName.get(c.slug)).toBe(c.name);
    const frName = new Map(fr.categories.map((c) => [c.slug, c.name]));
    expect(frName.get('electronics')).toBe('Électronique');
    expect(fr.categories.filter((c) => c.name !== enName.get(c.slug)).length).toBeGreaterThan(flat.length / 2);

    // Apex Tiers has en and fr only.
    const tiered = await get<S['LanguageCategories'][]>(TIERED, '/api/categories/languages');
    expect(tiered.body.map((l) => l.locale)).toEqual(['en', 'fr']);
  });
});
