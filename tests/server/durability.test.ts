// The real server process keeps what it was told across a restart: an order placed before a
// SIGTERM is still there after starting again on the same data, the points stay deducted, and the
// demo seed does not run a second time.
//
// From empty, so the seed runs once and only once: on PGlite on disk (DATA_DIR a fresh temporary
// directory) on every run, and with DATABASE_URL set also on a fresh PostgreSQL database created
// for the test through the admin connection and dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { dropDatabase, onPostgres } from '../support/child-database.ts';
import { freePort } from '../support/free-port.ts';
import { BOTTLE, US_ADDRESS, USA } from '../support/fixtures.ts';
import { startServer, type ServerHandle } from '../support/server-process.ts';

type S = components['schemas'];

const PASSWORD = 'Summit#2026';
const ORDER = {
  shippingAddress: US_ADDRESS,
  region: USA,
  items: [{ productId: BOTTLE, quantity: 2 }], // Everyday Water Bottle, 1,200 points each
};

/** Talks to the spawned server over real HTTP; host 127.0.0.1 is Summit Rewards. */
function client(server: ServerHandle) {
  return async function call<T>(path: string, init: { token?: string; json?: unknown } = {}): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: init.json === undefined ? 'GET' : 'POST',
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
}

interface Observed {
  products: number;
  categories: number;
  orders: S['Order'][];
  balance: number;
  transactions: number;
}

async function observe(server: ServerHandle, token: string): Promise<Observed> {
  const call = client(server);
  const products = await call<S['ProductPage']>(`/api/products?o=${encodeURIComponent(JSON.stringify({ limit: 1 }))}`, { token });
  const categories = await call<S['Category'][]>('/api/categories', { token });
  const orders = await call<S['Order'][]>('/api/orders', { token });
  const self = await call<S['User']>('/api/self', { token });
  const txns = await call<S['Transaction'][]>('/api/transactions', { token });
  for (const r of [products, categories, orders, self, txns]) expect(r.status).toBe(200);
  return {
    products: products.body.total,
    categories: categories.body.length,
    orders: orders.body,
    balance: self.body.balance!,
    transactions: txns.body.length,
  };
}

/** Start, order, stop, start again on the same storage; the order and the deduction survive. */
async function restartScenario(env: Record<string, string | undefined>) {
  const first = await startServer({ port: await freePort(), env });
  let second: ServerHandle | undefined;
  try {
    const call = client(first);
    const signIn = await call<S['AccessToken']>('/token', { json: { email: 'alex@summit.example', password: PASSWORD } });
    expect(signIn.status).toBe(200);
    const token = signIn.body.access_token;
    const before = await observe(first, token);
    expect(before.balance).toBe(25_000);
    expect(before.products).toBeGreaterThanOrEqual(300);

    const placed = await call<S['OrderPlaced']>('/api/orders', { token, json: ORDER });
    expect(placed.status).toBe(200);
    const afterOrder = await observe(first, token);
    expect(afterOrder.balance).toBe(25_000 - 2400);
    expect(afterOrder.orders).toHaveLength(before.orders.length + 1);

    await first.stop();
    const gone = await fetch(`${first.baseUrl}/api/health`).then(
      () => 'answered',
      () => 'refused',
    );
    expect(gone).toBe('refused');

    second = await startServer({ port: await freePort(), env });
    // Sessions are stored too: the token from before the restart still works.
    const after = await observe(second, token);
    expect(after).toEqual(afterOrder);
    const order = after.orders.find((o) => o.id === placed.body.id);
    expect(order).toMatchObject({ total: 2400, status: 'received' });
    expect(order!.items[0]).toMatchObject({ product: { slug: 'everyday-water-bottle' }, quantity: 2, price: 1200 });

    // A fresh sign-in works as well, and the next order continues the order numbers.
    const again = await client(second)<S['AccessToken']>('/token', { json: { email: 'alex@summit.example', password: PASSWORD } });
    expect(again.status).toBe(200);
    const next = await client(second)<S['OrderPlaced']>('/api/orders', { token: again.body.access_token, json: ORDER });
    expect(next.status).toBe(200);
    const final = await observe(second, again.body.access_token);
    expect(final.balance).toBe(25_000 - 4800);
    const numbers = final.orders.map((o) => Number(o.orderNumber));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(Number(final.orders.find((o) => o.id === next.body.id)!.orderNumber)).toBeGreaterThan(Number(order!.orderNumber));
    expect(final.products).toBe(before.products);
  } finally {
    await first.stop();
    await second?.stop();
  }
}

describe('restart on PGlite on disk (DATA_DIR)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-durability-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the order, the deduction and the sessions; seeds once', async () => {
    // DATABASE_URL would win over DATA_DIR, so the PGlite variant removes it from the child's environment.
    await restartScenario({ DATA_DIR: join(dir, 'data'), DATABASE_URL: undefined, SEED_PRODUCTS: undefined });

    // With both processes gone, open the directory directly: one seed, one set of programs.
    const { openPglite } = await import('../../server/db/pglite.ts');
    const db = await openPglite(join(dir, 'data'));
    try {
      const [counts] = await db.query<{ programs: number; products: number; alex: number; orders: number }>(
        `SELECT (SELECT count(*)::int FROM programs) AS programs,
                (SELECT count(*)::int FROM products) AS products,
                (SELECT count(*)::int FROM users WHERE login = 'alex@summit.example') AS alex,
                (SELECT count(*)::int FROM orders WHERE user_id = 'u_alex_summit') AS orders`,
      );
      expect(counts!.programs).toBe(6); // five demo programs and the Hostile Sandbox
      expect(counts!.products).toBe(361); // 360 shared and hostile-sample
      expect(counts!.alex).toBe(4); // Summit Rewards, Winter Wonders, Spring Catalog, Hostile Sandbox: once each
      expect(counts!.orders).toBe(6); // four seeded, two placed
      const migrations = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(new Set(migrations.map((m) => m.name)).size).toBe(migrations.length);
    } finally {
      await db.close();
    }
  }, 240_000);
});

describe.runIf(onPostgres)('restart on PostgreSQL (DATABASE_URL)', () => {
  it('keeps the order, the deduction and the sessions; seeds once', async () => {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `storefront_durability_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      await restartScenario({ DATABASE_URL: url.toString(), SEED_PRODUCTS: undefined });
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      try {
        const { rows } = await check.query<{ programs: number; products: number; orders: number }>(
          `SELECT (SELECT count(*)::int FROM programs) AS programs, (SELECT count(*)::int FROM products) AS products,
                  (SELECT count(*)::int FROM orders WHERE user_id = 'u_alex_summit') AS orders`,
        );
        expect(rows[0]).toEqual({ programs: 6, products: 361, orders: 6 });
      } finally {
        await check.end();
      }
    } finally {
      await dropDatabase(admin, name);
      await admin.end();
    }
  }, 240_000);
});
