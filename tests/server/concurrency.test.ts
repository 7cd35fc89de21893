// Orders placed at the same moment: the balance check-and-deduct, the one-gift rule and the
// Idempotency-Key must hold under real concurrency (PostgreSQL with a pool of connections) as
// well as on PGlite (one connection, serial transactions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { CLAIM, PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

type S = components['schemas'];

const BOTTLE = 'p_000003'; // Everyday Water Bottle, 1,200 points, no options
const PRICE = 1200;
const body = {
  shippingAddress: {
    fullName: 'Buyer Concurrent',
    address1: '1 Rewards Plaza',
    townCity: 'Denver',
    stateCounty: 'CO',
    postcode: '80202',
    country: 'USA',
    phone: '555-010-2026',
    email: 'buyer@example.com',
  },
  region: { location: 'USA-CONT', country: 'USA' },
  items: [{ productId: BOTTLE, quantity: 1 }],
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function place(host: string, token: string, headers: Record<string, string> = {}) {
  const res = await server.request(host, '/api/orders', { token, json: body, headers });
  return { status: res.status, body: (await res.json()) as { id?: string; error?: string } };
}

const count = async (sql: string, params: unknown[]) => (await server.db.query<{ n: number }>(sql, params))[0]!.n;

describe('concurrent orders against one balance', () => {
  it('30 orders at once on a balance for exactly 10: 10 succeed, 20 get 409, balance ends at 0', async () => {
    const userId = 'u_buyer010_summit';
    await server.db.query('UPDATE users SET balance = $2 WHERE id = $1', [userId, 10 * PRICE]);
    const ordersBefore = await count('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [userId]);
    const txnsBefore = await count('SELECT count(*)::int AS n FROM transactions WHERE user_id = $1', [userId]);
    const token = await server.signIn(SUMMIT, 'buyer010@summit.example', PASSWORD);

    // Watch the balance from outside while the orders race: it must never go below 0.
    const seen: number[] = [];
    let racing = true;
    const watcher = (async () => {
      while (racing) {
        const [row] = await server.db.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [userId]);
        seen.push(row!.balance);
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const results = await Promise.all(Array.from({ length: 30 }, () => place(SUMMIT, token)));
    racing = false;
    await watcher;

    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error).toBe('conflict');
    expect(new Set(results.filter((r) => r.status === 200).map((r) => r.body.id)).size).toBe(10);
    expect(seen.every((b) => b >= 0)).toBe(true);

    const [user] = await server.db.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [userId]);
    expect(user!.balance).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [userId])).toBe(ordersBefore + 10);
    expect(
      await count('SELECT count(*)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.user_id = $1', [userId]),
    ).toBe(ordersBefore + 10);
    expect(await count('SELECT count(*)::int AS n FROM transactions WHERE user_id = $1', [userId])).toBe(txnsBefore + 10);

    // The ten debit lines are -1,200 each and their running balances step down 10,800 … 0, each once.
    const debits = await server.db.query<{ amount: number; balance: number }>(
      'SELECT amount, balance FROM transactions WHERE user_id = $1 AND amount < 0 ORDER BY balance DESC',
      [userId],
    );
    expect(debits.map((d) => d.amount)).toEqual(Array(10).fill(-PRICE));
    expect(debits.map((d) => d.balance)).toEqual(Array.from({ length: 10 }, (_, i) => (9 - i) * PRICE));

    const self = (await (await server.request(SUMMIT, '/api/self', { token })).json()) as S['User'];
    expect(self.balance).toBe(0);
    const listed = (await (await server.request(SUMMIT, '/api/orders', { token })).json()) as S['Order'][];
    expect(listed).toHaveLength(ordersBefore + 10);
  });

  it('the same order from 10 sessions of the same participant, balance for 3: exactly 3 succeed', async () => {
    const userId = 'u_buyer011_summit';
    await server.db.query('UPDATE users SET balance = $2 WHERE id = $1', [userId, 3 * PRICE + PRICE - 1]);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => server.signIn(SUMMIT, 'buyer011@summit.example', PASSWORD)));
    const results = await Promise.all(tokens.map((t) => place(SUMMIT, t)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    const [user] = await server.db.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [userId]);
    expect(user!.balance).toBe(PRICE - 1);
    expect(await count('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [userId])).toBe(3);
  });
});

describe('one claim code redeemed 10 times at once', () => {
  it('exactly one order succeeds; the code ends Used', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) tokens.push(await server.signIn(CLAIM, 'THANKS-0050'));
    expect(new Set(tokens).size).toBe(10);
    const results = await Promise.all(tokens.map((t) => place(CLAIM, t)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const [user] = await server.db.query<{ id: string; status: string }>("SELECT id, status FROM users WHERE login = 'THANKS-0050'");
    expect(user!.status).toBe('Used');
    expect(await count('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [user!.id])).toBe(1);
    expect(
      await count('SELECT count(*)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.user_id = $1', [user!.id]),
    ).toBe(1);
  });
});

describe('the same Idempotency-Key 10 times at once', () => {
  it('places one order and responses all ten with its id', async () => {
    const userId = 'u_buyer012_summit';
    const [before] = await server.db.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [userId]);
    const token = await server.signIn(SUMMIT, 'buyer012@summit.example', PASSWORD);
    const key = { 'Idempotency-Key': 'concurrent-checkout-1' };
    const results = await Promise.all(Array.from({ length: 10 }, () => place(SUMMIT, token, key)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const ids = new Set(results.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [userId])).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND amount < 0', [userId])).toBe(1);
    const [after] = await server.db.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [userId]);
    expect(after!.balance).toBe(before!.balance - PRICE);
  });

  it('from 10 sessions of the same participant as well', async () => {
    const userId = 'u_buyer013_summit';
    const tokens = await Promise.all(Array.from({ length: 10 }, () => server.signIn(SUMMIT, 'buyer013@summit.example', PASSWORD)));
    const key = { 'Idempotency-Key': 'concurrent-checkout-2' };
    const results = await Promise.all(tokens.map((t) => place(SUMMIT, t, key)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [userId])).toBe(1);
  });
});
