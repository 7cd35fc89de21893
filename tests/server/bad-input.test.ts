// Malformed, oversized and wrongly typed input: every such request responds 400 with the contract's
// Error body (`error: 'bad_request'` and `fields` naming each field at fault), never a 500 and never
// a stack trace, and changes nothing: balance, orders, transactions, addresses and cart read back
// the same afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { ALEX, ALEX_SID, AURORA, BOTTLE, CA_ADDRESS, FR_ADDRESS, US_ADDRESS, USA } from '../support/fixtures.ts';
import { loadContract } from '../support/openapi-validator.ts';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

type S = components['schemas'];

const contract = loadContract();

const SID = ALEX_SID;
const ADDRESS_ID = 'addr_alex_summit_2';
const CART: S['CartItem'][] = [
  { id: 'line-1', productId: AURORA, productSlug: 'aurora-wireless-headphones', optionId: `${AURORA}_blue`, quantity: 1 },
  { id: 'line-2', productId: BOTTLE, optionId: null, quantity: 3 },
];

const x = (n: number) => 'x'.repeat(n);
const order = (extra: Record<string, unknown> = {}) => ({
  shippingAddress: US_ADDRESS,
  region: USA,
  items: [{ productId: BOTTLE, quantity: 1 }],
  ...extra,
});
const line = (item: Record<string, unknown>) => order({ items: [item] });
const cart = (item: Record<string, unknown>) => ({ cartItems: [item] });

let server: TestServer;
let token: string;

interface Raw {
  method?: string;
  json?: unknown;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/**
 * Sends a request that must be refused: 400, the contract's Error body with `bad_request`, and
 * exactly `fields` named (in any order). Returns the body.
 */
async function refused(op: string, path: string, init: Raw, fields: string[]): Promise<S['Error']> {
  const [method, template] = op.split(' ') as [string, string];
  const headers: Record<string, string> = { ...init.headers };
  if (init.contentType !== undefined) headers['content-type'] = init.contentType;
  const res = await server.request(SUMMIT, path, {
    method,
    token,
    headers,
    ...(init.json !== undefined ? { json: init.json } : {}),
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const text = await res.text();
  expect(res.status, `${op} ${path}: ${text.slice(0, 400)}`).toBe(400);
  expect(text).not.toMatch(/\n\s+at |\bat .+\.(?:ts|js):\d+|"stack"/);
  const body = JSON.parse(text) as S['Error'];
  contract.assertResponse(method, template, 400, body);
  expect(body.error).toBe('bad_request');
  expect(body.fields?.map((f) => f.field).sort(), `${op} ${path} fields`).toEqual([...fields].sort());
  for (const f of body.fields ?? []) expect(f.message.length).toBeGreaterThan(0);
  return body;
}

/** A body over the limit: 413 with the Error body, whatever the operation. */
async function tooLarge(op: string, path: string, init: Raw): Promise<void> {
  const [method, template] = op.split(' ') as [string, string];
  const headers: Record<string, string> = { ...init.headers };
  if (init.contentType !== undefined) headers['content-type'] = init.contentType;
  const res = await server.request(SUMMIT, path, {
    method,
    token,
    headers,
    ...(init.json !== undefined ? { json: init.json } : {}),
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const text = await res.text();
  expect(res.status, `${op} ${path}: ${text.slice(0, 400)}`).toBe(413);
  const body = JSON.parse(text) as S['Error'];
  contract.assertResponse(method, template, 413, body);
  expect(body).toEqual({ error: 'payload_too_large', message: 'The body is larger than 64 kB.' });
}

/** What a refused request must leave as it was, read back through the API. */
async function snapshot() {
  const self = (await (await server.request(SUMMIT, '/api/self', { token })).json()) as S['User'];
  const orders = (await (await server.request(SUMMIT, '/api/orders', { token })).json()) as S['Order'][];
  const transactions = (await (await server.request(SUMMIT, '/api/transactions', { token })).json()) as S['Transaction'][];
  return {
    name: self.name,
    email: self.email,
    balance: self.balance,
    addresses: self.addresses,
    cartItems: self.cartItems,
    orders: orders.map((o) => o.id),
    transactions: transactions.map((t) => t.id),
  };
}

/** Runs `fn` (a batch of refused requests) and checks that the participant's data did not move. */
async function unchanged(fn: () => Promise<void>) {
  const before = await snapshot();
  await fn();
  expect(await snapshot()).toEqual(before);
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn(SUMMIT, ALEX, PASSWORD);
  // A cart that is not empty, so a refused cart update visibly leaves it alone.
  const res = await server.request(SUMMIT, `/api/users/${SID}/cart`, { method: 'PUT', token, json: { cartItems: CART } });
  expect(res.status).toBe(200);
});
afterAll(() => server.close());

describe('the body as a whole', () => {
  it('the baseline holds what the refusals must keep', async () => {
    const base = await snapshot();
    expect(base).toMatchObject({ balance: 25_000, cartItems: CART });
    expect(base.addresses).toHaveLength(2);
    expect(base.orders.length).toBeGreaterThanOrEqual(3);
    expect(base.transactions.length).toBeGreaterThanOrEqual(10);
  });

  it('malformed JSON', async () => {
    await unchanged(async () => {
      const bad = '{"items": [{"productId": "p_000003", "quantity": 1}';
      await refused('POST /token', '/token', { body: '{"email": "alex@summit.example", ', contentType: 'application/json' }, ['(body)']);
      await refused('POST /api/orders', '/api/orders', { body: bad, contentType: 'application/json' }, ['(body)']);
      await refused('PUT /api/users/{sid}/cart', `/api/users/${SID}/cart`, { body: '{cartItems: []}', contentType: 'application/json' }, [
        '(body)',
      ]);
      await refused(
        'POST /api/users/{sid}/addresses',
        `/api/users/${SID}/addresses`,
        { body: '{"fullName": "A\'}', contentType: 'application/json' },
        ['(body)'],
      );
      await refused(
        'POST /api/users/{sid}/addresses/{addressId}',
        `/api/users/${SID}/addresses/${ADDRESS_ID}`,
        { body: 'undefined', contentType: 'application/json' },
        ['(body)'],
      );
      await refused('POST /api/users/{sid}', `/api/users/${SID}`, { body: '', contentType: 'application/json' }, ['(body)']);
      await refused(
        'POST /api/users/changepassword',
        '/api/users/changepassword',
        { body: '{"currentPassword":', contentType: 'application/json' },
        ['(body)'],
      );
      // Control characters inside a JSON string are not JSON either.
      await refused(
        'POST /api/users/{sid}',
        `/api/users/${SID}`,
        { body: '{"name":"Al\u0000ex","email":"alex@summit.example"}', contentType: 'application/json' },
        ['(body)'],
      );
    });
  });

  it('JSON that is not an object', async () => {
    await unchanged(async () => {
      for (const body of ['null', '[]', '"order"', '42', 'true', '[{"productId":"p_000003","quantity":1}]']) {
        await refused('POST /api/orders', '/api/orders', { body, contentType: 'application/json' }, ['(body)']);
      }
      await refused('PUT /api/users/{sid}/cart', `/api/users/${SID}/cart`, { body: '[]', contentType: 'application/json' }, ['(body)']);
    });
  });

  it('a content type other than JSON', async () => {
    await unchanged(async () => {
      const json = JSON.stringify(order());
      await refused('POST /api/orders', '/api/orders', { body: json, contentType: 'text/plain' }, ['(body)']);
      await refused('POST /api/orders', '/api/orders', { body: json, contentType: 'application/x-www-form-urlencoded' }, ['(body)']);
      await refused('POST /api/orders', '/api/orders', { body: json, contentType: 'multipart/form-data; boundary=x' }, ['(body)']);
      // Look-alikes of application/json are not it.
      await refused('POST /api/orders', '/api/orders', { body: json, contentType: 'application/jsonp' }, ['(body)']);
      await refused('POST /api/orders', '/api/orders', { body: json, contentType: 'text/html; x=application/json' }, ['(body)']);
      // No content type at all (a string body is sent as text/plain by fetch).
      await refused('POST /api/orders', '/api/orders', { body: json }, ['(body)']);
      await refused(
        'POST /token',
        '/token',
        { body: 'email=alex%40summit.example&password=x', contentType: 'application/x-www-form-urlencoded' },
        ['(body)'],
      );
      await refused(
        'POST /api/users/{sid}/addresses',
        `/api/users/${SID}/addresses`,
        { body: JSON.stringify(US_ADDRESS), contentType: 'text/plain' },
        ['(body)'],
      );
    });
    // A charset parameter is fine.
    const res = await server.request(SUMMIT, '/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ email: ALEX, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
  });

  it('a body over 64 KB is 413 (too large), not 400', async () => {
    await unchanged(async () => {
      // Valid JSON and, but for its size, a valid order: the size alone refuses it.
      const padded = order({ total: 0 });
      const big = JSON.stringify(padded).replace('"total":0', `"total":0${' '.repeat(66 * 1024)}`);
      expect(big.length).toBeGreaterThan(64 * 1024);
      await tooLarge('POST /api/orders', '/api/orders', { body: big, contentType: 'application/json' });
      await tooLarge('PUT /api/users/{sid}/cart', `/api/users/${SID}/cart`, {
        json: { cartItems: Array.from({ length: 2000 }, (_, i) => ({ id: `l${i}`, productId: BOTTLE, quantity: 1 })) },
      });
      await tooLarge('POST /api/users/{sid}', `/api/users/${SID}`, { json: { name: x(70_000), email: ALEX } });
      await tooLarge('POST /token', '/token', { json: { email: ALEX, password: x(100_000) } });
    });
  });
});

describe('missing and oversized fields', () => {
  it('required fields missing', async () => {
    await unchanged(async () => {
      await refused('POST /token', '/token', { json: {} }, ['email']);
      await refused('POST /api/orders', '/api/orders', { json: {} }, ['items', 'shippingAddress', 'region']);
      await refused('POST /api/orders', '/api/orders', { json: order({ items: [] }) }, ['items']);
      await refused('POST /api/orders', '/api/orders', { json: line({ quantity: 1 }) }, ['items.0.productId']);
      await refused('POST /api/orders', '/api/orders', { json: line({ productId: BOTTLE }) }, ['items.0.quantity']);
      await refused('POST /api/orders', '/api/orders', { json: order({ region: { location: 'USA-CONT' } }) }, ['region.country']);
      const noAddress = await refused('POST /api/orders', '/api/orders', { json: order({ shippingAddress: { country: 'USA' } }) }, [
        'shippingAddress.fullName',
        'shippingAddress.phone',
        'shippingAddress.townCity',
        'shippingAddress.stateCounty',
        'shippingAddress.postcode',
        'shippingAddress.address1',
      ]);
      expect(noAddress.fields?.find((f) => f.field === 'shippingAddress.fullName')?.message).toMatch(/name/i);
      await refused('POST /api/users/{sid}/addresses', `/api/users/${SID}/addresses`, { json: {} }, [
        'fullName',
        'phone',
        'country',
        'townCity',
        'stateCounty',
        'postcode',
        'address1',
      ]);
      await refused('POST /api/users/{sid}', `/api/users/${SID}`, { json: {} }, ['name', 'email']);
      await refused('PUT /api/users/{sid}/cart', `/api/users/${SID}/cart`, { json: {} }, ['cartItems']);
      await refused('POST /api/users/changepassword', '/api/users/changepassword', { json: { currentPassword: PASSWORD } }, [
        'newPassword',
      ]);
    });
    // The password did not change.
    await server.signIn(SUMMIT, ALEX, PASSWORD);
  });

  it('a name of 51 characters', async () => {
    await unchanged(async () => {
      await refused('POST /api/users/{sid}', `/api/users/${SID}`, { json: { name: x(51), email: ALEX } }, ['name']);
      await refused('POST /api/users/{sid}', `/api/users/${SID}`, { json: { name: ' A ', email: ALEX } }, ['name']);
      await refused('POST /api/users/{sid}', `/api/users/${SID}`, { json: { name: 'Alex Morgan', email: 'alex@summit' } }, ['email']);
      await refused('POST /api/users/{sid}/addresses', `/api/users/${SID}/addresses`, { json: { ...US_ADDRESS, fullName: x(51) } }, [
        'fullName',
      ]);
      await refused('POST /api/orders', '/api/orders', { json: order({ shippingAddress: { ...US_ADDRESS, fullName: x(51) } }) }, [
        'shippingAddress.fullName',
      ]);
    });
  });

  it('address lines, company, town and phone over their limits', async () => {
    await unchanged(async () => {
      const add = (fields: Record<string, unknown>, expected: string[]) =>
        refused('POST /api/users/{sid}/addresses', `/api/users/${SID}/addresses`, { json: { ...US_ADDRESS, ...fields } }, expected);
      await add({ address1: x(51) }, ['address1']);
      await add({ address2: x(51) }, ['address2']);
      await add({ companyName: x(51) }, ['companyName']);
      await add({ townCity: x(51) }, ['townCity']);
      await add({ stateCounty: 'COL' }, ['stateCounty']);
      await add({ phone: '+1 (555) 010-2026 99' }, ['phone']);
      await add({ phone: '555-010' }, ['phone']);
      await add({ phoneExt: '123456' }, ['phoneExt']);
      await add({ phoneExt: '12a' }, ['phoneExt']);
      await add({ email: 'not-an-email' }, ['email']);
      // Lines 3 and 4 exist only outside the USA, and elsewhere hold 50 characters.
      await add({ address3: 'Building 4' }, ['address3']);
      await add({ address4: 'Floor 2' }, ['address4']);
      // Outside the USA the account book refuses the country too [validation 16], and the lines still hold 50.
      await add({ ...FR_ADDRESS, stateCounty: 'ID', address3: x(51) }, ['address3', 'country']);
      await add({ customField1: { label: 'Cost Centre', value: x(101) } }, ['customField1.value']);
      // The same rules at checkout, under shippingAddress.
      const ship = (fields: Record<string, unknown>, expected: string[]) =>
        refused('POST /api/orders', '/api/orders', { json: order({ shippingAddress: { ...US_ADDRESS, ...fields } }) }, expected);
      await ship({ address1: x(51) }, ['shippingAddress.address1']);
      await ship({ address2: x(51) }, ['shippingAddress.address2']);
      await ship({ address3: 'Building 4' }, ['shippingAddress.address3']);
      await ship({ phone: '+1 (555) 010-2026' }, ['shippingAddress.phone']); // 17 characters; checkout allows 16
      await ship({ ...FR_ADDRESS, stateCounty: 'IDFR' }, ['shippingAddress.stateCounty']);
      await refused('POST /api/orders', '/api/orders', { json: order({ customField1: x(101) }) }, ['customField1']);
      await refused('POST /api/orders', '/api/orders', { json: order({ claimEmail: 'someone@' }) }, ['claimEmail']);
      await refused('POST /api/orders', '/api/orders', { json: order({ region: { location: x(33), country: 'USA' } }) }, [
        'region.location',
      ]);
      await refused('POST /api/orders', '/api/orders', { json: order({ region: { location: 'USA-CONT', country: 'usa' } }) }, [
        'region.country',
      ]);
    });
  });

  it('postcodes by country', async () => {
    await unchanged(async () => {
      const add = (address: Record<string, unknown>, expected: string[]) =>
        refused('POST /api/users/{sid}/addresses', `/api/users/${SID}/addresses`, { json: address }, expected);
      // USA: 5 digits, optionally +4; at most 10 characters.
      await add({ ...US_ADDRESS, postcode: '8020' }, ['postcode']);
      await add({ ...US_ADDRESS, postcode: '80202-12345' }, ['postcode']);
      await add({ ...US_ADDRESS, postcode: 'ABCDE' }, ['postcode']);
      await add({ ...US_ADDRESS, postcode: '' }, ['postcode']);
      // Canada: A1A 1A1; at most 7 characters in the account form (whose book then refuses the country).
      await add({ ...CA_ADDRESS, postcode: 'K1A 0B1X' }, ['postcode', 'country']);
      await add({ ...CA_ADDRESS, postcode: '12345' }, ['postcode', 'country']);
      // Elsewhere: free text, at most 9 characters in the account form.
      await add({ ...FR_ADDRESS, stateCounty: 'ID', postcode: x(10) }, ['postcode', 'country']);
      // At checkout every country allows 10.
      const ship = (address: Record<string, unknown>) =>
        refused('POST /api/orders', '/api/orders', { json: order({ shippingAddress: address }) }, ['shippingAddress.postcode']);
      await ship({ ...US_ADDRESS, postcode: '8020' });
      await ship({ ...US_ADDRESS, postcode: '80202-12345' });
      await ship({ ...CA_ADDRESS, postcode: 'K1A-0B1-X' });
      await ship({ ...FR_ADDRESS, postcode: x(11) });
      await refused(
        'POST /api/users/{sid}/addresses/{addressId}',
        `/api/users/${SID}/addresses/${ADDRESS_ID}`,
        { json: { ...US_ADDRESS, postcode: '1234' } },
        ['postcode'],
      );
    });
  });

  it('the limits are exact: one character less is accepted', async () => {
    const low = await server.signIn(SUMMIT, 'low@summit.example', PASSWORD);
    const ok = async (path: string, json: unknown, status = 200) => {
      const res = await server.request(SUMMIT, path, { token: low, json });
      expect(res.status, `${path}: ${await res.clone().text()}`).toBe(status);
      return res.json() as Promise<Record<string, unknown>>;
    };
    expect((await ok('/api/users/u_low_summit', { name: x(50), email: 'low@summit.example' })).name).toBe(x(50));
    await ok(
      '/api/users/u_low_summit/addresses',
      { ...US_ADDRESS, fullName: x(50), address1: x(50), address2: x(50), postcode: '80202-1234' },
      201,
    );
  });

  it('an account address outside the USA, valid for its country: refused, naming the country', async () => {
    await unchanged(async () => {
      // The account forms save USA addresses only [validation 16]; a request sent directly is held to the same rule.
      const only = [{ field: 'country', message: 'Only addresses in the USA can be saved to your account.' }];
      const valid = [
        { ...CA_ADDRESS, postcode: 'k1a 0b1' },
        { ...FR_ADDRESS, stateCounty: 'ID', postcode: x(9), address3: x(50), address4: x(50) },
      ];
      for (const address of valid) {
        const added = await refused('POST /api/users/{sid}/addresses', `/api/users/${SID}/addresses`, { json: address }, ['country']);
        expect(added.fields).toEqual(only);
        // An edit cannot move an address abroad either.
        const edited = await refused(
          'POST /api/users/{sid}/addresses/{addressId}',
          `/api/users/${SID}/addresses/${ADDRESS_ID}`,
          { json: address },
          ['country'],
        );
        expect(edited.fields).toEqual(only);
      }
    });
    // Checkout addresses are not the account book's: Canada and France still ship (checked, not placed).
    for (const address of [CA_ADDRESS, FR_ADDRESS]) {
      const res = await server.request(SUMMIT, '/api/orders', {
        method: 'POST',
        token,
        json: order({ shippingAddress: address, total: -1 }),
      });
      const body = (await res.json()) as S['Error'];
      expect(res.status).toBe(400);
      expect(body.fields?.map((f) => f.field)).toEqual(['total']);
    }
  });
});

describe('wrong types and unknown ids in orders and carts', () => {
  const BAD_QUANTITIES: unknown[] = ['2', 1.5, -1, 0, 1000, null, true, [1], { n: 1 }, 1e308];

  it('quantities that are not whole numbers from 1 to 999', async () => {
    await unchanged(async () => {
      for (const quantity of BAD_QUANTITIES) {
        await refused('POST /api/orders', '/api/orders', { json: line({ productId: BOTTLE, quantity }) }, ['items.0.quantity']);
        await refused('PUT /api/users/{sid}/cart', `/api/users/${SID}/cart`, { json: cart({ productId: BOTTLE, quantity }) }, [
          'cartItems.0.quantity',
        ]);
      }
      // The line at fault is named by its position.
      await refused(
        'POST /api/orders',
        '/api/orders',
        {
          json: order({
            items: [
              { productId: BOTTLE, quantity: 1 },
              { productId: BOTTLE, quantity: '2' },
            ],
          }),
        },
        ['items.1.quantity'],
      );
    });
  });

  it('other fields of the wrong type', async () => {
    await unchanged(async () => {
      await refused('POST /api/orders', '/api/orders', { json: line({ productId: 3, quantity: 1 }) }, ['items.0.productId']);
      await refused('POST /api/orders', '/api/orders', { json: line({ productId: "p_000003' OR '1'='1", quantity: 1 }) }, [
        'items.0.productId',
      ]);
      await refused('POST /api/orders', '/api/orders', { json: line({ productId: BOTTLE, optionId: 7, quantity: 1 }) }, [
        'items.0.optionId',
      ]);
      await refused('POST /api/orders', '/api/orders', { json: order({ items: { productId: BOTTLE, quantity: 1 } }) }, ['items']);
      await refused('POST /api/orders', '/api/orders', { json: order({ total: 'free' }) }, ['total']);
      await refused('POST /api/orders', '/api/orders', { json: order({ total: -1 }) }, ['total']);
      await refused('POST /api/orders', '/api/orders', { json: order({ shippingAddress: 'home' }) }, ['shippingAddress']);
      await refused('POST /api/orders', '/api/orders', { json: order({ shippingAddress: { ...US_ADDRESS, default: 'yes' } }) }, [
        'shippingAddress.default',
      ]);
      await refused('POST /api/users/{sid}', `/api/users/${SID}`, { json: { name: ['Alex'], email: ALEX } }, ['name']);
      await refused('PUT /api/users/{sid}/cart', `/api/users/${SID}/cart`, { json: { cartItems: 'all' } }, ['cartItems']);
      await refused(
        'PUT /api/users/{sid}/cart',
        `/api/users/${SID}/cart`,
        { json: cart({ productId: BOTTLE, productSlug: 'Not A Slug', quantity: 1 }) },
        ['cartItems.0.productSlug'],
      );
      await refused('POST /token', '/token', { json: { email: ALEX, password: 2026 } }, ['password']);
    });
  });

  it('unknown products and options', async () => {
    const [hostile] = await server.db.query<{ id: string }>(`SELECT id FROM products WHERE slug = 'hostile-sample'`);
    expect(hostile?.id).toBeTruthy();
    const cases: [Record<string, unknown>, string][] = [
      [{ productId: 'p_999999', quantity: 1 }, 'productId'],
      // A product of another program is unknown here.
      [{ productId: hostile!.id, quantity: 1 }, 'productId'],
      [{ productId: AURORA, optionId: 'p_000001_purple', quantity: 1 }, 'optionId'],
      // Another product's option.
      [{ productId: AURORA, optionId: 'p_000004_charcoal', quantity: 1 }, 'optionId'],
      // A product with options needs one of them; one without takes none.
      [{ productId: AURORA, quantity: 1 }, 'optionId'],
      [{ productId: AURORA, optionId: null, quantity: 1 }, 'optionId'],
      [{ productId: BOTTLE, optionId: 'p_000001_black', quantity: 1 }, 'optionId'],
    ];
    await unchanged(async () => {
      for (const [item, field] of cases) {
        await refused('POST /api/orders', '/api/orders', { json: line(item) }, [`items.0.${field}`]);
        await refused('PUT /api/users/{sid}/cart', `/api/users/${SID}/cart`, { json: cart(item) }, [`cartItems.0.${field}`]);
      }
      // Only the line at fault is named.
      await refused(
        'POST /api/orders',
        '/api/orders',
        {
          json: order({
            items: [
              { productId: BOTTLE, quantity: 1 },
              { productId: 'p_999999', quantity: 1 },
            ],
          }),
        },
        ['items.1.productId'],
      );
      await refused(
        'PUT /api/users/{sid}/cart',
        `/api/users/${SID}/cart`,
        { json: { cartItems: [...CART, { productId: AURORA, optionId: 'nope', quantity: 1 }] } },
        ['cartItems.2.optionId'],
      );
    });
  });

  it('an Idempotency-Key outside its pattern', async () => {
    await unchanged(async () => {
      const res = await server.request(SUMMIT, '/api/orders', { token, json: order(), headers: { 'Idempotency-Key': 'short' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'bad_request' });
    });
  });
});

describe('catalogue queries', () => {
  const products = (o: unknown) => `/api/products?o=${encodeURIComponent(typeof o === 'string' ? o : JSON.stringify(o))}`;

  it('a bad `o` in GET /api/products', async () => {
    await unchanged(async () => {
      await refused('GET /api/products', products('{limit: 12}'), {}, ['o']);
      await refused('GET /api/products', products('{"limit":12'), {}, ['o']);
      await refused('GET /api/products', products('null'), {}, ['o']);
      await refused('GET /api/products', products('[]'), {}, ['o']);
      await refused('GET /api/products', products('"brand_asc"'), {}, ['o']);
      await refused('GET /api/products', products({ sort: 'cheapest' }), {}, ['sort']);
      await refused('GET /api/products', products({ sort: 'price_asc; DROP TABLE products' }), {}, ['sort']);
      await refused('GET /api/products', products({ limit: 0 }), {}, ['limit']);
      await refused('GET /api/products', products({ limit: 1001 }), {}, ['limit']);
      await refused('GET /api/products', products({ limit: '12' }), {}, ['limit']);
      await refused('GET /api/products', products({ limit: 12.5 }), {}, ['limit']);
      await refused('GET /api/products', products({ page: 0 }), {}, ['page']);
      await refused('GET /api/products', products({ page: 100_001 }), {}, ['page']);
      await refused('GET /api/products', products({ source: 'sale' }), {}, ['source']);
      await refused('GET /api/products', products({ category: 'Not A Slug' }), {}, ['category']);
      await refused('GET /api/products', products({ search: x(101) }), {}, ['search']);
      await refused('GET /api/products', products({ filters: { brand: x(2001) } }), {}, ['filters.brand']);
      await refused('GET /api/products', products({ filters: 'brand=aurora' }), {}, ['filters']);
      await refused('GET /api/products', products({ unknown: 1 }), {}, ['unknown']);
      await refused('GET /api/products', products({ region: { location: 'USA-CONT', country: 'us' } }), {}, ['region.country']);
    });
  });

  it('suggestions need 3 to 100 characters and a valid `o`', async () => {
    await unchanged(async () => {
      await refused('GET /api/products/suggestions', '/api/products/suggestions?q=au', {}, ['q']);
      await refused('GET /api/products/suggestions', `/api/products/suggestions?q=${encodeURIComponent('  au  ')}`, {}, ['q']);
      await refused('GET /api/products/suggestions', '/api/products/suggestions', {}, ['q']);
      await refused('GET /api/products/suggestions', `/api/products/suggestions?q=${x(101)}`, {}, ['q']);
      await refused('GET /api/products/suggestions', `/api/products/suggestions?q=aur&o=${encodeURIComponent('{"limit":')}`, {}, ['o']);
      await refused('GET /api/products/suggestions', `/api/products/suggestions?q=aur&o=${encodeURIComponent('{"limit":21}')}`, {}, [
        'limit',
      ]);
      await refused('GET /api/products/suggestions', `/api/products/suggestions?q=aur&o=${encodeURIComponent('{"sort":"name_asc"}')}`, {}, [
        'sort',
      ]);
    });
  });
});

describe('text the database cannot hold', () => {
  // A NUL or half a surrogate pair is valid JSON and passes every length rule, but PostgreSQL
  // refuses it; the server must respond 400 naming the field, not fail with a 500.
  const NUL = 'Al\u0000ex';
  const LONE = 'Al\ud800ex';

  it('in bodies', async () => {
    await unchanged(async () => {
      await refused('POST /api/users/{sid}', `/api/users/${SID}`, { json: { name: NUL, email: ALEX } }, ['name']);
      await refused('POST /api/users/{sid}', `/api/users/${SID}`, { json: { name: LONE, email: ALEX } }, ['name']);
      await refused('POST /api/users/{sid}/addresses', `/api/users/${SID}/addresses`, { json: { ...US_ADDRESS, address2: NUL } }, [
        'address2',
      ]);
      await refused(
        'POST /api/users/{sid}/addresses/{addressId}',
        `/api/users/${SID}/addresses/${ADDRESS_ID}`,
        { json: { ...US_ADDRESS, fullName: LONE } },
        ['fullName'],
      );
      await refused('PUT /api/users/{sid}/cart', `/api/users/${SID}/cart`, { json: cart({ id: NUL, productId: BOTTLE, quantity: 1 }) }, [
        'cartItems.0.id',
      ]);
      await refused('POST /api/orders', '/api/orders', { json: order({ customField1: NUL }) }, ['customField1']);
      await refused('POST /api/orders', '/api/orders', { json: order({ shippingAddress: { ...US_ADDRESS, address2: LONE } }) }, [
        'shippingAddress.address2',
      ]);
      await refused('POST /token', '/token', { json: { email: NUL, password: PASSWORD } }, ['email']);
    });
  });

  it('in query parameters and paths', async () => {
    await unchanged(async () => {
      await refused('GET /api/products', `/api/products?o=${encodeURIComponent(JSON.stringify({ search: NUL }))}`, {}, ['search']);
      await refused('GET /api/products', `/api/products?o=${encodeURIComponent(JSON.stringify({ filters: { brand: LONE } }))}`, {}, [
        'filters.brand',
      ]);
      await refused('GET /api/products/suggestions', '/api/products/suggestions?q=abc%00def', {}, ['q']);
      // A path that names nothing is simply not found.
      for (const [path, method] of [
        ['/api/products/abc%00def', 'GET'],
        [`/api/users/${SID}/addresses/abc%00def`, 'DELETE'],
      ] as const) {
        const res = await server.request(SUMMIT, path, { method, token });
        expect(res.status, path).toBe(404);
        expect(await res.json()).toMatchObject({ error: 'not_found' });
      }
      const res = await server.request(SUMMIT, `/api/users/${SID}/addresses/abc%00def`, { token, json: US_ADDRESS });
      expect(res.status).toBe(404);
    });
  });
});
