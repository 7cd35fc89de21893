// Whole list responses are cached for a minute: the same query from anyone in the program is served
// without touching the catalogue again, while sign-in is still checked on every request. Below
// that, a list's order (its product ids) and each product's serialized answer are kept too, so a
// new page of a known order reads only products not yet kept, by id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { PASSWORD, startTestServer, SUMMIT, TIERED, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let catalogueQueries = 0;
const texts: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
  const query = server.db.query;
  server.db.query = ((text: string, params?: readonly unknown[]) => {
    if (/\bFROM products\b/.test(text)) {
      catalogueQueries++;
      texts.push(text);
    }
    return query(text, params);
  }) as typeof query;
});
afterAll(() => server.close());

const list = (query: object, extra = '') => `/api/products?o=${encodeURIComponent(JSON.stringify(query))}${extra}`;

async function counted(host: string, path: string, token?: string) {
  const before = catalogueQueries;
  const res = await server.request(host, path, { token });
  return { status: res.status, body: await res.text(), queries: catalogueQueries - before, texts: texts.slice(before) };
}

describe('list responses cached for a minute', () => {
  it('answers the same query, from another participant too, without reading the catalogue again', async () => {
    const alex = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    const other = await server.signIn(SUMMIT, 'buyer001@summit.example', PASSWORD);
    const path = list({ limit: 24, sort: 'price_desc', filters: { badges: 'new' } }, '&includeFilters=true');
    const first = await counted(SUMMIT, path, alex);
    expect(first.status).toBe(200);
    expect(first.queries).toBeGreaterThan(0);
    const again = await counted(SUMMIT, path, other);
    expect(again).toEqual({ ...first, queries: 0, texts: [] });
    const page = JSON.parse(again.body) as { items: { productID: string }[]; total: number; filters: unknown[] };
    expect(page.items).toHaveLength(24);
    expect(page.filters.length).toBeGreaterThan(0);
  });

  it('computes another page, order or filter set as its own response', async () => {
    const alex = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    const one = await counted(SUMMIT, list({ limit: 12, page: 2 }), alex);
    const two = await counted(SUMMIT, list({ limit: 12, page: 3 }), alex);
    expect(two.queries).toBeGreaterThan(0);
    expect(JSON.parse(two.body).items).not.toEqual(JSON.parse(one.body).items);
  });

  it('keeps each program’s answers apart', async () => {
    const alex = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    const gold = await server.signIn(TIERED, 'GOLD-1001', 'Apex#2026');
    const path = list({ limit: 12, sort: 'name_desc' });
    await counted(SUMMIT, path, alex);
    const tiered = await counted(TIERED, path, gold);
    expect(tiered.status).toBe(200);
    expect(tiered.queries).toBeGreaterThan(0);
  });

  it('still asks for sign-in: a cached response is not given to a visitor or a revoked token', async () => {
    const alex = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    const path = list({ limit: 12 });
    expect((await counted(SUMMIT, path, alex)).status).toBe(200);
    expect((await counted(SUMMIT, path)).status).toBe(401);
    const out = await server.request(SUMMIT, '/api/signout', { method: 'POST', token: alex });
    expect(out.status).toBeLessThan(300);
    expect((await counted(SUMMIT, path, alex)).status).toBe(401);
  });
});

describe('orders and products kept below the responses', () => {
  const byId = /WHERE p\.id = ANY\(/;

  it('a first page walks the index for its ids alone; paging on keeps a prefix of the order', async () => {
    const alex = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    const opening = await counted(SUMMIT, list({ limit: 12, sort: 'brand_desc' }), alex);
    expect(opening.texts.filter((t) => /ORDER BY/.test(t))).toEqual([expect.stringMatching(/LIMIT 12 OFFSET 0$/)]);
    // The catalogue here is shorter than the shortest prefix: it is read whole, without OFFSET.
    const first = await counted(SUMMIT, list({ limit: 12, page: 4, sort: 'brand_desc' }), alex);
    expect(first.texts.filter((t) => /ORDER BY/.test(t))).toEqual([expect.stringMatching(/ p\.id DESC LIMIT 1024$/)]);
    const next = await counted(SUMMIT, list({ limit: 12, page: 5, sort: 'brand_desc' }), alex);
    expect(next.texts).toHaveLength(1);
    expect(next.texts[0]).toMatch(byId);
    const items = (JSON.parse(next.body) as { items: { productID: string }[] }).items;
    expect(items).toHaveLength(12);
    expect(items.map((i) => i.productID)).not.toContain((JSON.parse(first.body) as { items: { productID: string }[] }).items[0]!.productID);
    // The first page again, in another size: a slice of the kept prefix too.
    const again = await counted(SUMMIT, list({ limit: 24, sort: 'brand_desc' }), alex);
    expect(again.texts.filter((t) => /ORDER BY/.test(t))).toEqual([]);
    expect((JSON.parse(again.body) as { items: { productID: string }[] }).items.slice(0, 12)).toEqual(
      (JSON.parse(opening.body) as { items: unknown[] }).items,
    );
  });

  it('a page past the end of a list reads no order at all', async () => {
    const alex = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    const past = await counted(SUMMIT, list({ limit: 96, page: 50, sort: 'price_desc' }), alex);
    expect(past.status).toBe(200);
    expect(JSON.parse(past.body)).toMatchObject({ items: [], page: 50, limit: 96 });
    expect(past.texts.filter((t) => /ORDER BY/.test(t))).toEqual([]);
  });

  it('a product already answered in one list is not read again for another', async () => {
    const alex = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    const up = await counted(SUMMIT, list({ limit: 24, search: 'aurora', sort: 'name_asc' }), alex);
    const down = await counted(SUMMIT, list({ limit: 24, search: 'aurora', sort: 'name_desc' }), alex);
    const ids = (body: string) => (JSON.parse(body) as { items: { productID: string }[] }).items.map((i) => i.productID);
    expect(ids(up.body).length).toBeGreaterThan(1);
    expect(ids(down.body)).toEqual([...ids(up.body)].reverse());
    // The new order's ids only: every product is kept from the first response.
    expect(down.texts).toHaveLength(1);
    expect(down.texts[0]).not.toMatch(byId);
  });

  it('a kept product answers exactly as the product call does', async () => {
    const alex = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    const page = JSON.parse((await counted(SUMMIT, list({ limit: 12, sort: 'price_asc' }), alex)).body) as { items: { slug: string }[] };
    for (const item of page.items.slice(0, 3)) {
      const res = await server.request(SUMMIT, `/api/products/${item.slug}`, { token: alex });
      expect(await res.json()).toEqual(item);
    }
  });

  it('answers each product as the database holds it: its columns, its details and its categories, outermost first', async () => {
    const db = server.db;
    // A discounted product with badges, one with several categories, and the Hostile Sandbox's own
    // product, whose texts carry quotes, angle brackets and script payloads.
    const picked = await db.query<{ slug: string }>(
      `(SELECT slug FROM products WHERE discount_price IS NOT NULL AND cardinality(badges) > 1 ORDER BY id LIMIT 1)
       UNION (SELECT p.slug FROM products p JOIN product_categories pc ON pc.product_id = p.id
               GROUP BY p.slug HAVING count(*) >= 2 ORDER BY p.slug LIMIT 1)`,
    );
    expect(picked).toHaveLength(2);
    const asked = [...picked.map(({ slug }) => ({ host: SUMMIT, slug })), { host: 'hostile.localhost', slug: 'hostile-sample' }];
    for (const { host, slug } of asked) {
      const alex = await server.signIn(host, 'alex@summit.example', PASSWORD);
      const [row] = await db.query<{
        id: string;
        name: string;
        brand_name: string;
        brand_slug: string;
        price: number;
        discount_price: number | null;
        badges: string[];
        details: Record<string, unknown>;
      }>('SELECT id, name, brand_name, brand_slug, price, discount_price, badges, details FROM products WHERE slug = $1', [slug]);
      const categories = await db.query<{ id: string; name: string; slug: string }>(
        `SELECT c.id, c.name, c.slug FROM product_categories pc JOIN categories c ON c.id = pc.category_id
          WHERE pc.product_id = $1 ORDER BY c.depth`,
        [row!.id],
      );
      const expected = {
        ...row!.details,
        productID: row!.id,
        slug,
        name: row!.name,
        brandName: row!.brand_name,
        brandSlug: row!.brand_slug,
        price: row!.price,
        discountPrice: row!.discount_price,
        badges: row!.badges,
        categories,
      };
      const res = await server.request(host, `/api/products/${slug}`, { token: alex });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual(expected);
    }
  });
});

describe('PRODUCT_CACHE_MB', () => {
  it('reads 256 MiB by default, takes a whole number, and refuses anything else', () => {
    expect(readConfig({}).productCacheMb).toBe(256);
    expect(readConfig({ PRODUCT_CACHE_MB: '0' }).productCacheMb).toBe(0);
    expect(readConfig({ PRODUCT_CACHE_MB: '1024' }).productCacheMb).toBe(1024);
    expect(() => readConfig({ PRODUCT_CACHE_MB: 'lots' })).toThrow(/PRODUCT_CACHE_MB must be a whole number/);
    expect(() => readConfig({ PRODUCT_CACHE_MB: '-1' })).toThrow(/PRODUCT_CACHE_MB/);
  });

  it('at 0 keeps no product: each new list reads its products again, and answers the same', async () => {
    const bare = await startTestServer({ productCacheMb: 0 });
    try {
      const alex = await bare.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
      const reads: string[] = [];
      const query = bare.db.query;
      bare.db.query = ((text: string, params?: readonly unknown[]) => {
        if (/WHERE p\.id = ANY\(/.test(text)) reads.push(text);
        return query(text, params);
      }) as typeof query;
      const up = await bare.request(SUMMIT, list({ limit: 24, search: 'aurora', sort: 'name_asc' }), { token: alex });
      const down = await bare.request(SUMMIT, list({ limit: 24, search: 'aurora', sort: 'name_desc' }), { token: alex });
      const items = async (res: Response) => ((await res.json()) as { items: { productID: string }[] }).items;
      const [upItems, downItems] = [await items(up), await items(down)];
      expect(upItems.length).toBeGreaterThan(1);
      expect(downItems).toEqual([...upItems].reverse());
      expect(reads).toHaveLength(2);
    } finally {
      await bare.close();
    }
  });
});
