// Whole list answers are kept a minute: the same query from anyone in the program is answered
// without touching the catalogue again, while sign-in is still checked on every request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestServer, SUMMIT, TIERED, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let catalogueQueries = 0;
beforeAll(async () => {
  server = await startTestServer();
  const query = server.db.query;
  server.db.query = ((text: string, params?: readonly unknown[]) => {
    if (/\bFROM products\b/.test(text)) catalogueQueries++;
    return query(text, params);
  }) as typeof query;
});
afterAll(() => server.close());

const list = (query: object, extra = '') => `/api/products?o=${encodeURIComponent(JSON.stringify(query))}${extra}`;

async function counted(host: string, path: string, token?: string) {
  const before = catalogueQueries;
  const res = await server.request(host, path, { token });
  return { status: res.status, body: await res.text(), queries: catalogueQueries - before };
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
    expect(again).toEqual({ ...first, queries: 0 });
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
