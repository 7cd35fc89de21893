// Whole list answers are kept a minute: the same query from anyone in the program is answered
// without touching the catalogue again, while sign-in is still checked on every request. Below
// that, a list's order (its product ids) and each product's serialized answer are kept too, so a
// new page of a known order reads only products not yet kept, by id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('list answers kept a minute', () => {
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

  it('computes another page, order or filter set as its own answer', async () => {
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

  it('still asks for sign-in: a kept answer is not given to a visitor or a revoked token', async () => {
    const alex = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    const path = list({ limit: 12 });
    expect((await counted(SUMMIT, path, alex)).status).toBe(200);
    expect((await counted(SUMMIT, path)).status).toBe(401);
    const out = await server.request(SUMMIT, '/api/signout', { method: 'POST', token: alex });
    expect(out.status).toBeLessThan(300);
    expect((await counted(SUMMIT, path, alex)).status).toBe(401);
  });
});

describe('orders and products kept below the answers', () => {
  const byId = /WHERE p\.id = ANY\(/;

  it('a first page walks the index for its ids alone; paging on keeps the whole order', async () => {
    const alex = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    const opening = await counted(SUMMIT, list({ limit: 12, sort: 'brand_desc' }), alex);
    expect(opening.texts.filter((t) => /ORDER BY/.test(t))).toEqual([expect.stringMatching(/LIMIT 12 OFFSET 0$/)]);
    const first = await counted(SUMMIT, list({ limit: 12, page: 4, sort: 'brand_desc' }), alex);
    expect(first.texts.filter((t) => /ORDER BY/.test(t))).toEqual([expect.not.stringMatching(/LIMIT/)]);
    const next = await counted(SUMMIT, list({ limit: 12, page: 5, sort: 'brand_desc' }), alex);
    expect(next.texts).toHaveLength(1);
    expect(next.texts[0]).toMatch(byId);
    const items = (JSON.parse(next.body) as { items: { productID: string }[] }).items;
    expect(items).toHaveLength(12);
    expect(items.map((i) => i.productID)).not.toContain((JSON.parse(first.body) as { items: { productID: string }[] }).items[0]!.productID);
  });

  it('a product already answered in one list is not read again for another', async () => {
    const alex = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    const up = await counted(SUMMIT, list({ limit: 24, search: 'aurora', sort: 'name_asc' }), alex);
    const down = await counted(SUMMIT, list({ limit: 24, search: 'aurora', sort: 'name_desc' }), alex);
    const ids = (body: string) => (JSON.parse(body) as { items: { productID: string }[] }).items.map((i) => i.productID);
    expect(ids(up.body).length).toBeGreaterThan(1);
    expect(ids(down.body)).toEqual([...ids(up.body)].reverse());
    // The new order's ids only: every product is kept from the first answer.
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
});
