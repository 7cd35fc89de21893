// A server killed mid-order (docs/security.md, Faults): SIGKILL between requests, and inside the order
// transaction (held open by the test-only switch STOREFRONT_TEST_HOLD_ORDER_TX_MS), then a restart
// on the same data. No order is half-placed, no points are lost or doubled, and the participant
// finishes: the retried POST with the same Idempotency-Key places exactly one order.
//
// On the run's database: PGlite on disk (DATA_DIR), or PostgreSQL when DATABASE_URL is set (CI's
// second run).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { readConfig } from '../../server/config.ts';
import { HOLD_MARKER } from '../../server/lib/faults.ts';
import { childDatabase, onPostgres } from '../support/child-database.ts';
import { freePort } from '../support/free-port.ts';
import { logTail, startServer, type ServerHandle } from '../support/server-process.ts';

type S = components['schemas'];

const BUYER = 'buyer007@summit.example';
const PASSWORD = 'Summit#2026';
const BOTTLE_PRICE = 1200;
const ORDER: S['OrderRequest'] = {
  shippingAddress: {
    fullName: 'Buyer Seven',
    address1: '7 Load Street',
    townCity: 'Denver',
    stateCounty: 'CO',
    postcode: '80202',
    country: 'USA',
    phone: '(555) 010-2026',
  },
  region: { location: 'USA-CONT', country: 'USA' },
  items: [{ productId: 'p_000003', quantity: 3 }], // Everyday Water Bottle, 1,200 points each
};
const TOTAL = 3 * BOTTLE_PRICE;

interface CallResult<T> {
  status: number;
  body: T;
}

/** Real HTTP to the spawned server (host 127.0.0.1 is Summit Rewards). */
async function call<T>(server: ServerHandle, path: string, init: { token?: string; json?: unknown; key?: string } = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.key) headers['idempotency-key'] = init.key;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: init.json === undefined ? 'GET' : 'POST',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

interface Ledger {
  balance: number;
  orders: S['Order'][];
  transactions: S['Transaction'][];
}

/** What the participant sees, with the ledger's own invariants checked on the way. */
async function ledger(server: ServerHandle, token: string): Promise<Ledger> {
  const self = await call<S['User']>(server, '/api/self', { token });
  const orders = await call<S['Order'][]>(server, '/api/orders', { token });
  const transactions = await call<S['Transaction'][]>(server, '/api/transactions', { token });
  expect([self.status, orders.status, transactions.status]).toEqual([200, 200, 200]);
  // Newest first: each line's balance is the one before it plus its amount; the newest is the balance.
  const lines = [...transactions.body].reverse();
  for (let i = 1; i < lines.length; i++) expect(lines[i]!.balance, `transaction ${lines[i]!.id}`).toBe(lines[i - 1]!.balance + lines[i]!.amount);
  expect(lines.at(-1)?.balance ?? self.body.balance).toBe(self.body.balance);
  // Every order paid from points has exactly one transaction line, for its total.
  for (const order of orders.body) {
    const paid = transactions.body.filter((t) => t.description === `Order #${order.orderNumber}`);
    expect(paid.map((t) => t.amount), `order ${order.orderNumber}`).toEqual([-order.total]);
  }
  return { balance: self.body.balance!, orders: orders.body, transactions: transactions.body };
}

async function signIn(server: ServerHandle): Promise<string> {
  const res = await call<S['AccessToken']>(server, '/token', { json: { email: BUYER, password: PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.access_token;
}

/** SIGKILL: no shutdown handler runs, no connection is closed politely. */
async function kill9(server: ServerHandle): Promise<void> {
  process.kill(server.pid, 'SIGKILL');
  await server.stop(); // resolves once the process has exited
  const gone = await fetch(`${server.baseUrl}/api/health`).then(
    () => 'answered',
    () => 'refused',
  );
  expect(gone).toBe('refused');
}

async function waitForLog(server: ServerHandle, text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (readFileSync(server.logFile, 'utf8').includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`"${text}" did not appear in ${server.logFile}:\n${logTail(server.logFile)}`);
}

const newKey = () => `fault-${randomBytes(9).toString('base64url')}`;

/** Both kills and both restarts on one storage, named by `env`. */
async function killScenario(env: Record<string, string | undefined>) {
  const servers: ServerHandle[] = [];
  const start = async (extra: Record<string, string | undefined> = {}) => {
    const server = await startServer({ port: await freePort(), env: { ...env, ...extra } });
    servers.push(server);
    return server;
  };
  try {
    // 1. Inside the order transaction: the order row, its lines, the deduction and the transaction
    //    line are written but not committed when the process dies.
    const holding = await start({ STOREFRONT_TEST_HOLD_ORDER_TX_MS: '120000' });
    const token = await signIn(holding);
    const before = await ledger(holding, token);
    expect(before.balance).toBe(100_000);
    const key = newKey();
    const inFlight = call(holding, '/api/orders', { token, json: ORDER, key }).then(
      (answer) => ({ answered: answer.status }),
      (error: unknown) => ({ failed: String(error) }),
    );
    await waitForLog(holding, HOLD_MARKER);
    await kill9(holding);
    // The participant's browser saw the connection drop, not a response.
    expect(await inFlight).toMatchObject({ failed: expect.any(String) });

    const restarted = await start();
    // Sessions are stored: the same token still works after the crash.
    const afterCrash = await ledger(restarted, token);
    expect(afterCrash).toEqual(before);

    // The participant presses Confirm again: the same key places the order, once.
    const retried = await call<S['OrderPlaced']>(restarted, '/api/orders', { token, json: ORDER, key });
    expect(retried.status).toBe(200);
    const again = await call<S['OrderPlaced']>(restarted, '/api/orders', { token, json: ORDER, key });
    expect(again).toEqual(retried);
    const placed = await ledger(restarted, token);
    expect(placed.balance).toBe(before.balance - TOTAL);
    expect(placed.orders.map((o) => o.id)).toEqual([retried.body.id, ...before.orders.map((o) => o.id)]);
    expect(placed.transactions).toHaveLength(before.transactions.length + 1);

    // 2. Between requests: the order is committed and answered, then the process dies at once.
    const key2 = newKey();
    const committed = await call<S['OrderPlaced']>(restarted, '/api/orders', { token, json: ORDER, key: key2 });
    expect(committed.status).toBe(200);
    await kill9(restarted);

    const third = await start();
    const afterSecondCrash = await ledger(third, token);
    expect(afterSecondCrash.balance).toBe(before.balance - 2 * TOTAL);
    expect(afterSecondCrash.orders[0]!.id).toBe(committed.body.id);
    expect(afterSecondCrash.orders).toHaveLength(before.orders.length + 2);
    // A browser that never saw the response retries: the same order, nothing paid twice.
    const replay = await call<S['OrderPlaced']>(third, '/api/orders', { token, json: ORDER, key: key2 });
    expect(replay).toEqual(committed);
    expect(await ledger(third, token)).toEqual(afterSecondCrash);

    // And the shop goes on: a new sign-in and a new order continue the numbering.
    const fresh = await signIn(third);
    const next = await call<S['OrderPlaced']>(third, '/api/orders', { token: fresh, json: ORDER, key: newKey() });
    expect(next.status).toBe(200);
    const final = await ledger(third, fresh);
    expect(final.balance).toBe(before.balance - 3 * TOTAL);
    const numbers = final.orders.map((o) => Number(o.orderNumber));
    expect(new Set(numbers).size).toBe(numbers.length);
  } finally {
    for (const server of servers) await server.stop();
  }
}

describe('the test-only switch', () => {
  it('holds the order transaction only when asked, and never in production', () => {
    expect(readConfig({}).faults.holdOrderTransactionMs).toBe(0);
    expect(readConfig({ STOREFRONT_TEST_HOLD_ORDER_TX_MS: '5000' }).faults.holdOrderTransactionMs).toBe(5000);
    expect(readConfig({ STOREFRONT_TEST_HOLD_ORDER_TX_MS: '5000', NODE_ENV: 'production' }).faults.holdOrderTransactionMs).toBe(0);
  });
});

describe(`kill -9 on ${onPostgres ? 'PostgreSQL (DATABASE_URL)' : 'PGlite on disk (DATA_DIR)'}, restart on the same data`, () => {
  it('no order half-placed, no points lost or doubled; the retried POST places exactly one order', async () => {
    const database = await childDatabase();
    try {
      await killScenario({ ...database.env, NODE_ENV: undefined });
    } finally {
      await database.drop();
    }
  }, 300_000);
});
