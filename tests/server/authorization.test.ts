// Who may call what: every protected operation refuses a missing, garbage, revoked, expired or
// foreign-program token with 401; a participant cannot touch another's record (403) nor see
// another's orders or addresses (404); lists hold only the caller's own rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { sha256 } from '../../server/lib/ids.ts';
import { loadContract } from '../support/openapi-validator.ts';
import { CLAIM, PASSWORD, startTestServer, SUMMIT, TIERED, type TestServer } from '../support/test-server.ts';
import { ALEX, ALEX_SID, BOTTLE, US_ADDRESS, USA } from '../support/fixtures.ts';

type S = components['schemas'];

const contract = loadContract();

const SPRING = 'rebuilding.localhost';
const ALEX_ADDRESS = 'addr_alex_summit_2';
const ALEX_ORDER = 'ord_alex_1';
const LOW_SID = 'u_low_summit';
const ORDER = {
  shippingAddress: { ...US_ADDRESS, fullName: 'Mallory Intruder' },
  region: USA,
  items: [{ productId: BOTTLE, quantity: 1 }],
};

/** A valid body for each protected operation that takes one, so only the token can be at fault. */
const BODIES: Record<string, unknown> = {
  'POST /api/users/changepassword': { currentPassword: PASSWORD, newPassword: 'Taken#2027' },
  'POST /api/users/{sid}': { name: 'Mallory', email: 'mallory@summit.example' },
  'PUT /api/users/{sid}/cart': { cartItems: [{ productId: BOTTLE, quantity: 5 }] },
  'PUT /api/users/{sid}/language': { language: 'fr' },
  'POST /api/users/{sid}/addresses': US_ADDRESS,
  'POST /api/users/{sid}/addresses/{addressId}': US_ADDRESS,
  'POST /api/orders': ORDER,
};

/** Every operation of the contract that does not declare itself open (`security: []`). */
const PROTECTED = contract.operations.filter((op) => {
  const [method, path] = op.split(' ') as [string, string];
  const security = (contract.doc.paths[path]![method.toLowerCase()] as { security?: unknown[] }).security;
  return security === undefined || security.length > 0;
});

/** The operation's path with alex's own ids filled in. */
function pathOf(
  op: string,
  ids: { sid: string; addressId: string; orderId: string } = { sid: ALEX_SID, addressId: ALEX_ADDRESS, orderId: ALEX_ORDER },
) {
  const template = op.split(' ')[1]!;
  return template
    .replace('{sid}', ids.sid)
    .replace('{addressId}', ids.addressId)
    .replace('{orderId}', ids.orderId)
    .replace('{slug}', 'aurora-wireless-headphones')
    .replace('/api/products/suggestions', '/api/products/suggestions?q=aurora');
}

let server: TestServer;

interface CallResult {
  status: number;
  body: unknown;
}

/** Calls `op` and validates a refusal against the contract; returns status and body. */
async function send(
  op: string,
  init: { host?: string; token?: string; headers?: Record<string, string>; path?: string; json?: unknown } = {},
): Promise<CallResult> {
  const [method, template] = op.split(' ') as [string, string];
  const json = init.json ?? BODIES[op];
  const res = await server.request(init.host ?? SUMMIT, init.path ?? pathOf(op), {
    method,
    ...(init.token ? { token: init.token } : {}),
    ...(init.headers ? { headers: init.headers } : {}),
    ...(json !== undefined ? { json } : {}),
  });
  const text = await res.text();
  const body: unknown = text === '' ? '' : JSON.parse(text);
  // Refusals are what this file is about; contract.test.ts validates the success bodies.
  if (res.status >= 400) contract.assertResponse(method, template, res.status, body);
  return { status: res.status, body };
}

async function expectStatus(op: string, status: number, init: Parameters<typeof send>[1] = {}) {
  const response = await send(op, init);
  expect(response.status, `${op} ${init.path ?? pathOf(op)} at ${init.host ?? SUMMIT}: ${JSON.stringify(response.body).slice(0, 300)}`).toBe(
    status,
  );
  return response.body as S['Error'];
}

/** Everything of a participant that a refused call could have changed, straight from the database. */
async function state(userId: string) {
  const [user] = await server.db.query<{
    name: string;
    email: string;
    balance: number | null;
    cart_items: unknown;
    password_hash: string | null;
    language: string | null;
  }>('SELECT name, email, balance, cart_items, password_hash, language FROM users WHERE id = $1', [userId]);
  const addresses = await server.db.query('SELECT id, is_default, data FROM addresses WHERE user_id = $1 ORDER BY id', [userId]);
  const orders = await server.db.query('SELECT id, status, total FROM orders WHERE user_id = $1 ORDER BY id', [userId]);
  const transactions = await server.db.query('SELECT id, amount, balance FROM transactions WHERE user_id = $1 ORDER BY id', [userId]);
  return { user, addresses, orders, transactions };
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('401 on every protected operation', () => {
  it('the contract protects exactly the participant’s operations', () => {
    // A new operation must be placed here on purpose: open to visitors, or behind a token.
    expect([...PROTECTED].sort()).toEqual(
      [
        'POST /api/signout',
        'GET /api/self',
        'POST /api/users/changepassword',
        'POST /api/users/{sid}',
        'PUT /api/users/{sid}/cart',
        'PUT /api/users/{sid}/language',
        'POST /api/users/{sid}/addresses',
        'POST /api/users/{sid}/addresses/{addressId}',
        'DELETE /api/users/{sid}/addresses/{addressId}',
        'GET /api/orders',
        'POST /api/orders',
        'GET /api/orders/{orderId}',
        'GET /api/transactions',
        'GET /api/categories',
        'GET /api/categories/languages',
        'GET /api/products',
        'GET /api/products/suggestions',
        'GET /api/products/{slug}',
      ].sort(),
    );
  });

  it('with no token, a garbage token or a malformed Authorization header', async () => {
    const before = await state(ALEX_SID);
    const variants: { label: string; init: { token?: string; headers?: Record<string, string> } }[] = [
      { label: 'no token', init: {} },
      { label: 'garbage', init: { token: 'garbage-token-that-was-never-issued-0123456789' } },
      { label: 'too short', init: { token: 'abc' } },
      { label: 'not bearer', init: { headers: { authorization: `Basic ${Buffer.from(`${ALEX}:${PASSWORD}`).toString('base64')}` } } },
      { label: 'empty bearer', init: { headers: { authorization: 'Bearer ' } } },
      { label: 'bad characters', init: { headers: { authorization: "Bearer ' OR '1'='1' -- aaaaaaaaaaaaaaaa" } } },
    ];
    for (const op of PROTECTED) {
      for (const { label, init } of variants) {
        const body = await expectStatus(op, 401, init);
        expect(body.error, `${op} ${label}`).toBe('unauthorized');
      }
    }
    expect(await state(ALEX_SID)).toEqual(before);
  });

  it('with a token revoked by POST /api/signout', async () => {
    const token = await server.signIn(SUMMIT, ALEX, PASSWORD);
    await expectStatus('GET /api/self', 200, { token });
    await expectStatus('POST /api/signout', 204, { token });
    const before = await state(ALEX_SID);
    for (const op of PROTECTED) await expectStatus(op, 401, { token });
    expect(await state(ALEX_SID)).toEqual(before);
    // Another session of the same participant is not affected.
    const other = await server.signIn(SUMMIT, ALEX, PASSWORD);
    await expectStatus('GET /api/self', 200, { token: other });
  });

  it('with an expired token', async () => {
    const token = await server.signIn(SUMMIT, ALEX, PASSWORD);
    await server.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(token)]);
    const before = await state(ALEX_SID);
    for (const op of PROTECTED) await expectStatus(op, 401, { token });
    expect(await state(ALEX_SID)).toEqual(before);
  });

  it('with a token from another program, on every protected operation', async () => {
    // alex is a participant of both Summit Rewards and Spring Catalog, with one account in each.
    const summit = await server.signIn(SUMMIT, ALEX, PASSWORD);
    const spring = await server.signIn(SPRING, ALEX, PASSWORD);
    const gold = await server.signIn(TIERED, 'GOLD-1003', 'Apex#2026');
    const claim = await server.signIn(CLAIM, 'THANKS-0010');
    await expectStatus('GET /api/self', 200, { host: SPRING, token: spring });
    const before = { summit: await state(ALEX_SID), spring: await state('u_alex_spring') };
    for (const op of PROTECTED) {
      await expectStatus(op, 401, { host: SPRING, token: summit });
      await expectStatus(op, 401, { token: spring, path: pathOf(op) });
      await expectStatus(op, 401, { token: gold });
      await expectStatus(op, 401, { token: claim });
    }
    expect({ summit: await state(ALEX_SID), spring: await state('u_alex_spring') }).toEqual(before);
    // The tokens still work where they were issued.
    await expectStatus('GET /api/self', 200, { token: summit });
    await expectStatus('GET /api/self', 200, { host: TIERED, token: gold });
  });
});

describe('another participant’s records', () => {
  let low: string;
  let alex: string;
  beforeAll(async () => {
    low = await server.signIn(SUMMIT, 'low@summit.example', PASSWORD);
    alex = await server.signIn(SUMMIT, ALEX, PASSWORD);
  });

  it('403 for another sid on profile, cart, language and addresses; nothing of theirs changes', async () => {
    const before = await state(ALEX_SID);
    const ownBefore = await state(LOW_SID);
    const foreign = { sid: ALEX_SID, addressId: ALEX_ADDRESS, orderId: ALEX_ORDER };
    for (const op of [
      'POST /api/users/{sid}',
      'PUT /api/users/{sid}/cart',
      'PUT /api/users/{sid}/language',
      'POST /api/users/{sid}/addresses',
      'POST /api/users/{sid}/addresses/{addressId}',
      'DELETE /api/users/{sid}/addresses/{addressId}',
    ]) {
      const body = await expectStatus(op, 403, { token: low, path: pathOf(op, foreign) });
      expect(body.error).toBe('forbidden');
      // The same participant's id in another program is not theirs here either.
      await expectStatus(op, 403, { token: low, path: pathOf(op, { ...foreign, sid: 'u_alex_spring' }) });
    }
    expect(await state(ALEX_SID)).toEqual(before);
    expect(await state(LOW_SID)).toEqual(ownBefore);
  });

  it('404 for another participant’s address under one’s own sid', async () => {
    const before = await state(ALEX_SID);
    const mine = { sid: LOW_SID, addressId: ALEX_ADDRESS, orderId: ALEX_ORDER };
    for (const op of ['POST /api/users/{sid}/addresses/{addressId}', 'DELETE /api/users/{sid}/addresses/{addressId}']) {
      const body = await expectStatus(op, 404, { token: low, path: pathOf(op, mine) });
      expect(body.error).toBe('not_found');
    }
    expect(await state(ALEX_SID)).toEqual(before);
    // The owner still reaches it.
    const self = (await send('GET /api/self', { token: alex })).body as S['User'];
    expect(self.addresses.map((a) => a.id)).toContain(ALEX_ADDRESS);
  });

  it('404 for another participant’s order; order lists hold only one’s own', async () => {
    const body = await expectStatus('GET /api/orders/{orderId}', 404, { token: low, path: `/api/orders/${ALEX_ORDER}` });
    expect(body.error).toBe('not_found');
    // alex's account in another program does not see the Summit order either.
    const spring = await server.signIn(SPRING, ALEX, PASSWORD);
    await expectStatus('GET /api/orders/{orderId}', 404, { host: SPRING, token: spring, path: `/api/orders/${ALEX_ORDER}` });
    await expectStatus('GET /api/orders/{orderId}', 200, { token: alex, path: `/api/orders/${ALEX_ORDER}` });

    // A buyer places an order; alex and low cannot read it, the buyer can.
    const buyer = await server.signIn(SUMMIT, 'buyer010@summit.example', PASSWORD);
    const placed = (await send('POST /api/orders', { token: buyer, json: ORDER })).body as S['OrderPlaced'];
    expect(placed.success).toBe(true);
    await expectStatus('GET /api/orders/{orderId}', 404, { token: alex, path: `/api/orders/${placed.id}` });
    await expectStatus('GET /api/orders/{orderId}', 404, { token: low, path: `/api/orders/${placed.id}` });
    await expectStatus('GET /api/orders/{orderId}', 200, { token: buyer, path: `/api/orders/${placed.id}` });

    const alexOrders = (await send('GET /api/orders', { token: alex })).body as S['Order'][];
    const buyerOrders = (await send('GET /api/orders', { token: buyer })).body as S['Order'][];
    const dbIds = async (userId: string) =>
      (await server.db.query<{ id: string }>('SELECT id FROM orders WHERE user_id = $1', [userId])).map((r) => r.id).sort();
    expect(alexOrders.map((o) => o.id).sort()).toEqual(await dbIds(ALEX_SID));
    expect(alexOrders.map((o) => o.id)).not.toContain(placed.id);
    expect(buyerOrders.map((o) => o.id)).toEqual([placed.id]);
    expect(buyerOrders[0]!.user.email).toBe('buyer010@summit.example');
    expect(await send('GET /api/orders', { token: low })).toMatchObject({ status: 200, body: [] });
    expect(await send('GET /api/orders', { host: SPRING, token: spring })).toMatchObject({ status: 200, body: [] });
  });

  it('transactions list only the caller’s own', async () => {
    const alexList = (await send('GET /api/transactions', { token: alex })).body as S['Transaction'][];
    const lowList = (await send('GET /api/transactions', { token: low })).body as S['Transaction'][];
    const dbIds = async (userId: string) =>
      (await server.db.query<{ id: string }>('SELECT id FROM transactions WHERE user_id = $1', [userId])).map((r) => r.id).sort();
    expect(alexList.length).toBeGreaterThanOrEqual(10);
    expect(lowList.length).toBeGreaterThanOrEqual(1);
    expect(alexList.map((t) => t.id).sort()).toEqual(await dbIds(ALEX_SID));
    expect(lowList.map((t) => t.id).sort()).toEqual(await dbIds(LOW_SID));
    const alexIds = new Set(alexList.map((t) => t.id));
    expect(lowList.filter((t) => alexIds.has(t.id))).toEqual([]);
    // Each list's running balance ends at its owner's balance.
    const self = async (token: string) => ((await send('GET /api/self', { token })).body as S['User']).balance;
    expect(alexList[0]!.balance).toBe(await self(alex));
    expect(lowList[0]!.balance).toBe(await self(low));
  });

  it('a signed-in claim participant may not change a password (403); a plateau participant may', async () => {
    const claim = await server.signIn(CLAIM, 'THANKS-0011');
    const before = await state('u_thanks_0011');
    const body = await expectStatus('POST /api/users/changepassword', 403, {
      host: CLAIM,
      token: claim,
      json: { currentPassword: 'anything', newPassword: 'Taken#2027' },
    });
    expect(body.error).toBe('forbidden');
    expect(await state('u_thanks_0011')).toEqual(before);
    expect(before.user?.password_hash).toBeNull();

    const silver = await server.signIn(TIERED, 'SILVER-2005', 'Apex#2026');
    const response = await send('POST /api/users/changepassword', {
      host: TIERED,
      token: silver,
      json: { currentPassword: 'Apex#2026', newPassword: 'Silver#2027' },
    });
    expect(response).toMatchObject({ status: 200, body: { success: true } });
    await server.signIn(TIERED, 'SILVER-2005', 'Silver#2027');
  });
});
