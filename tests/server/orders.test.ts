// POST /api/orders and the order history: the server prices every line itself, moves points or
// marks the gift used in one transaction, and responses repeated checkouts idempotently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { AURORA, BOTTLE, DE_ADDRESS, EU, FR_ADDRESS, TRAILBLAZER, US_ADDRESS, USA, WATCH } from '../support/fixtures.ts';
import { CLAIM, PASSWORD, startTestServer, SUMMIT, TIERED, type TestServer } from '../support/test-server.ts';

type S = components['schemas'];



type Line = { productId: string; optionId?: string | null; quantity: number };

function orderBody(items: Line[], extra: Record<string, unknown> = {}) {
  return { shippingAddress: US_ADDRESS, region: USA, items, ...extra };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function placeOrder(host: string, token: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await server.request(host, '/api/orders', { token, json: body, headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { id?: string; fields?: S['Error']['fields'] } };
}

async function getJson<T>(host: string, path: string, token: string): Promise<T> {
  const res = await server.request(host, path, { token });
  expect(res.status, `${path} answered ${res.status}`).toBe(200);
  return (await res.json()) as T;
}

/** Everything an order could change, read straight from the database. */
async function snapshot(userId: string) {
  const [user] = await server.db.query<{ balance: number | null; status: string | null; cart_items: unknown[] }>(
    'SELECT balance, status, cart_items FROM users WHERE id = $1',
    [userId],
  );
  const [orders] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [userId]);
  const [items] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.user_id = $1',
    [userId],
  );
  const [txns] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions WHERE user_id = $1', [userId]);
  return { ...user!, orders: orders!.n, items: items!.n, transactions: txns!.n };
}

async function setCart(userId: string, cart: unknown[]) {
  await server.db.query('UPDATE users SET cart_items = $2::jsonb WHERE id = $1', [userId, JSON.stringify(cart)]);
}

describe('pricing: the server prices every line itself', () => {
  // A generated product with options, rewritten so that every price source is present and distinct:
  // list 2,000, discount 1,500, EU region cost (costMSRP) 1,800, and one option priced 2,600.
  let productId: string;
  let pricedOption: string;
  let plainOption: string;
  let token: string;

  beforeAll(async () => {
    const [row] = await server.db.query<{ id: string; details: S['Product'] }>(
      `SELECT id, details FROM products
        WHERE program_id IS NULL AND id NOT IN ('p_000001','p_000002','p_000003','p_000004','p_000005','p_000006')
          AND jsonb_array_length(details->'options') >= 2
        ORDER BY id LIMIT 1`,
    );
    productId = row!.id;
    const options = row!.details.options!.map((o, i) => ({ ...o, price: i === 0 ? 2600 : null }));
    pricedOption = options[0]!.optionID;
    plainOption = options[1]!.optionID;
    const details = {
      ...row!.details,
      options,
      costs: [{ regionName: 'European Union', regionCCCode: 'EU', price: 1700, costHandling: 100, costMSRP: 1800 }],
    };
    await server.db.query('UPDATE products SET price = 2000, discount_price = 1500, details = $2::jsonb WHERE id = $1', [
      productId,
      JSON.stringify(details),
    ]);
    token = await server.signIn(SUMMIT, 'buyer001@summit.example', PASSWORD);
  });

  async function priceOf(line: Line, region: S['Region'], sentTotal: number) {
    const shippingAddress = region.location === 'EU' ? FR_ADDRESS : US_ADDRESS;
    const placed = await placeOrder(SUMMIT, token, orderBody([line], { region, total: sentTotal, shippingAddress }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await getJson<S['Order']>(SUMMIT, `/api/orders/${placed.body.id}`, token);
    return { unit: order.items[0]!.price, line: order.items[0]!.total, total: order.total };
  }

  it('ignores the total the client sends and charges the catalogue price', async () => {
    const before = await snapshot('u_buyer001_summit');
    const placed = await placeOrder(SUMMIT, token, orderBody([{ productId: BOTTLE, quantity: 3 }], { total: 1 }));
    expect(placed.status).toBe(200);
    const order = await getJson<S['Order']>(SUMMIT, `/api/orders/${placed.body.id}`, token);
    expect(order.total).toBe(3600);
    expect(order.items[0]).toMatchObject({ price: 1200, quantity: 3, total: 3600 });
    const after = await snapshot('u_buyer001_summit');
    expect(after.balance).toBe(before.balance! - 3600);
  });

  it('a total sent too high is not charged either', async () => {
    const before = await snapshot('u_buyer001_summit');
    const placed = await placeOrder(SUMMIT, token, orderBody([{ productId: BOTTLE, quantity: 1 }], { total: 99_999 }));
    expect(placed.status).toBe(200);
    expect((await snapshot('u_buyer001_summit')).balance).toBe(before.balance! - 1200);
  });

  it('discount price beats the list price when the region has no cost of its own', async () => {
    expect(await priceOf({ productId, optionId: plainOption, quantity: 2 }, USA, 0)).toEqual({ unit: 1500, line: 3000, total: 3000 });
  });

  it("the region's cost (costMSRP) beats the discount price", async () => {
    expect(await priceOf({ productId, optionId: plainOption, quantity: 1 }, EU, 1500)).toEqual({ unit: 1800, line: 1800, total: 1800 });
  });

  it("the option's own price beats the region cost and the discount", async () => {
    expect(await priceOf({ productId, optionId: pricedOption, quantity: 1 }, EU, 1800)).toEqual({ unit: 2600, line: 2600, total: 2600 });
    expect(await priceOf({ productId, optionId: pricedOption, quantity: 2 }, USA, 1500)).toEqual({ unit: 2600, line: 5200, total: 5200 });
  });

  it('sums several lines', async () => {
    const placed = await placeOrder(
      SUMMIT,
      token,
      orderBody(
        [
          { productId, optionId: plainOption, quantity: 1 },
          { productId: BOTTLE, quantity: 2 },
        ],
        { total: 5 },
      ),
    );
    expect(placed.status).toBe(200);
    const order = await getJson<S['Order']>(SUMMIT, `/api/orders/${placed.body.id}`, token);
    expect(order.items.map((i) => [i.price, i.quantity, i.total])).toEqual([
      [1500, 1, 1500],
      [1200, 2, 2400],
    ]);
    expect(order.total).toBe(3900);
  });

  it("refuses another program's own product and unknown products (400, nothing changes)", async () => {
    const before = await snapshot('u_buyer001_summit');
    const hostile = await placeOrder(SUMMIT, token, orderBody([{ productId: 'p_hostile_sample', quantity: 1 }]));
    expect(hostile.status).toBe(400);
    expect(hostile.body.fields).toEqual([{ field: 'items.0.productId', message: 'No such product.' }]);
    const unknown = await placeOrder(
      SUMMIT,
      token,
      orderBody([
        { productId: BOTTLE, quantity: 1 },
        { productId: 'p_nope', quantity: 1 },
      ]),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual([{ field: 'items.1.productId', message: 'No such product.' }]);
    expect(await snapshot('u_buyer001_summit')).toEqual(before);
  });
});

describe('shipping abroad: the phone rule follows the country', () => {
  const germany: S['Region'] = { location: 'EU', country: 'DEU' };
  let token: string;

  beforeAll(async () => {
    token = await server.signIn(SUMMIT, 'buyer001@summit.example', PASSWORD);
  });

  it('a German address with an international number is placed', async () => {
    const before = await snapshot('u_buyer001_summit');
    const body = { shippingAddress: DE_ADDRESS, region: germany, items: [{ productId: BOTTLE, quantity: 1 }] };
    const placed = await placeOrder(SUMMIT, token, body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await getJson<S['Order']>(SUMMIT, `/api/orders/${placed.body.id}`, token);
    expect(order.shippingAddress).toMatchObject({ country: 'DEU', phone: '+49 30 1234567' });
    expect((await snapshot('u_buyer001_summit')).orders).toBe(before.orders + 1);
  });

  it.each([
    ['a German number too short', DE_ADDRESS, '+49 30 12', 'Please enter a valid phone number with 7 to 15 digits, for example +49 30 1234567.'],
    ['a German number with letters', DE_ADDRESS, '+49 30 CALL-ME', 'Please enter a valid phone number with 7 to 15 digits, for example +49 30 1234567.'],
    ['a German number past sixteen characters', DE_ADDRESS, '+49 (0)30 1234 5678', 'This entry is too long.'],
    ['a German number on a USA address', US_ADDRESS, '+49 30 1234567', 'Please enter a valid phone number, for example (555) 123-4567.'],
  ])('%s is refused (400, nothing placed)', async (_name, address, phone, message) => {
    const before = await snapshot('u_buyer001_summit');
    const region = address.country === 'USA' ? USA : germany;
    const placed = await placeOrder(SUMMIT, token, {
      shippingAddress: { ...address, phone },
      region,
      items: [{ productId: BOTTLE, quantity: 1 }],
    });
    expect(placed.status).toBe(400);
    expect(placed.body.fields).toEqual([{ field: 'shippingAddress.phone', message }]);
    expect(await snapshot('u_buyer001_summit')).toEqual(before);
  });
});

describe('a points order', () => {
  let token: string;
  let sid: string;
  let placedId: string;

  beforeAll(async () => {
    token = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    sid = (await getJson<S['User']>(SUMMIT, '/api/self', token)).sid;
  });

  it('deducts exactly the total, writes one transaction line and clears the cart', async () => {
    await setCart('u_alex_summit', [
      { id: 'l1', productId: AURORA, optionId: `${AURORA}_black`, quantity: 1 },
      { id: 'l2', productId: BOTTLE, optionId: null, quantity: 2 },
    ]);
    const before = await snapshot('u_alex_summit');
    expect(before.balance).toBe(25_000);
    expect(before.cart_items).toHaveLength(2);
    const txnsBefore = await getJson<S['Transaction'][]>(SUMMIT, '/api/transactions', token);

    const placed = await placeOrder(
      SUMMIT,
      token,
      orderBody(
        [
          { productId: AURORA, optionId: `${AURORA}_black`, quantity: 1 },
          { productId: BOTTLE, optionId: null, quantity: 2 },
        ],
        { total: 6900, customField1: 'CC-9999' },
      ),
    );
    expect(placed.status).toBe(200);
    expect(placed.body).toEqual({ success: true, id: expect.any(String) });
    const id = placed.body.id!;
    placedId = id;

    const after = await snapshot('u_alex_summit');
    expect(after.balance).toBe(25_000 - 6900);
    expect(after.cart_items).toEqual([]);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.transactions).toBe(before.transactions + 1);

    const self = await getJson<S['User']>(SUMMIT, '/api/self', token);
    expect(self.balance).toBe(18_100);
    expect(self.cartItems).toEqual([]);
    expect(self.status).toBeNull(); // points participants are never marked Used by ordering

    const txns = await getJson<S['Transaction'][]>(SUMMIT, '/api/transactions', token);
    expect(txns).toHaveLength(txnsBefore.length + 1);
    const order = await getJson<S['Order']>(SUMMIT, `/api/orders/${id}`, token);
    expect(txns[0]).toMatchObject({ amount: -6900, balance: 18_100, description: `Order #${order.orderNumber}` });
    // The previous newest line is untouched and its balance leads into the new one.
    expect(txns.slice(1)).toEqual(txnsBefore);
    expect(txns[1]!.balance + txns[0]!.amount).toBe(txns[0]!.balance);
  });

  it('appears first in GET /api/orders and in GET /api/orders/{id} with its items', async () => {
    const list = await getJson<S['Order'][]>(SUMMIT, '/api/orders', token);
    expect(list).toHaveLength(5);
    // Newest first (the seeded history is dated before this order).
    const dates = list.map((o) => Date.parse(o.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const listed = list.find((o) => o.id === placedId);
    const one = await getJson<S['Order']>(SUMMIT, `/api/orders/${placedId}`, token);
    expect(one).toEqual(listed);
    expect(one).toMatchObject({
      status: 'received',
      total: 6900,
      region: USA,
      customField1: 'CC-9999',
      user: { email: 'alex@summit.example' },
      shippingAddress: { ...US_ADDRESS, address2: null, address3: null, address4: null, email: 'alex@summit.example' },
    });
    expect(Number(one.orderNumber)).toBeGreaterThan(Math.max(...list.slice(1).map((o) => Number(o.orderNumber))));
    expect(Date.now() - Date.parse(one.date)).toBeLessThan(60_000);
    expect(one.items).toHaveLength(2);
    expect(one.items[0]).toMatchObject({
      name: 'Aurora Wireless Headphones',
      product: { productID: AURORA, slug: 'aurora-wireless-headphones' },
      quantity: 1,
      price: 4500,
      total: 4500,
      options: [{ field: 'color', label: null, value: 'Black' }],
      productDropShipDays: 3,
      tracking: null,
    });
    expect(one.items[0]!.product.image).toMatch(/black/i);
    expect(one.items[1]).toMatchObject({
      name: 'Everyday Water Bottle',
      product: { productID: BOTTLE, slug: 'everyday-water-bottle' },
      quantity: 2,
      price: 1200,
      total: 2400,
      options: [],
      productDropShipDays: 4,
    });
  });

  it('lists options in the product’s order, custom ones with the product’s label (Engraving Font)', async () => {
    const placed = await placeOrder(
      SUMMIT,
      token,
      orderBody([
        { productId: 'p_000006', optionId: 'p_000006_serif', quantity: 1 },
        { productId: TRAILBLAZER, optionId: `${TRAILBLAZER}_grey_12`, quantity: 1 },
      ]),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await getJson<S['Order']>(SUMMIT, `/api/orders/${placed.body.id}`, token);
    expect(order.items.map((i) => i.options)).toEqual([
      [{ field: 'custom1', label: 'Engraving Font', value: 'Serif' }],
      // Color before Size, as the product's selectors and the cart show them.
      [
        { field: 'color', label: null, value: 'Grey' },
        { field: 'size', label: null, value: '12' },
      ],
    ]);
    expect(order.items.map((i) => i.productDropShipDays)).toEqual([12, 7]);
    expect(order.total).toBe(2500 + 8000);
    expect((await snapshot('u_alex_summit')).balance).toBe(18_100 - 10_500);
  });

  it('an older order keeps its label → value map; it is read in the product’s order all the same', async () => {
    const buyer = await server.signIn(SUMMIT, 'buyer030@summit.example', PASSWORD);
    const placed = await placeOrder(
      SUMMIT,
      buyer,
      orderBody([
        { productId: TRAILBLAZER, optionId: `${TRAILBLAZER}_grey_12`, quantity: 1 },
        { productId: 'p_000006', optionId: 'p_000006_serif', quantity: 1 },
        { productId: AURORA, optionId: `${AURORA}_blue`, quantity: 1 },
      ]),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const maps = [{ Color: 'Grey', Size: '12' }, { 'Engraving Font': 'Serif' }, { Size: 'M', Color: 'Blue', 'Option 2': 'Matte' }];
    const items = await server.db.query<{ id: string }>('SELECT id FROM order_items WHERE order_id = $1 ORDER BY position', [placed.body.id]);
    for (const [i, map] of maps.entries()) await server.db.query('UPDATE order_items SET options = $2::jsonb WHERE id = $1', [items[i]!.id, JSON.stringify(map)]);
    // What the database gives back: jsonb sorts keys by length, Size before Color.
    const [stored] = await server.db.query<{ options: Record<string, string> }>('SELECT options FROM order_items WHERE id = $1', [items[0]!.id]);
    expect(Object.keys(stored!.options)).toEqual(['Size', 'Color']);

    const order = await getJson<S['Order']>(SUMMIT, `/api/orders/${placed.body.id}`, buyer);
    expect(order.items.map((i) => i.options)).toEqual([
      [
        { field: 'color', label: null, value: 'Grey' },
        { field: 'size', label: null, value: '12' },
      ],
      [{ field: 'custom1', label: 'Engraving Font', value: 'Serif' }],
      [
        { field: 'color', label: null, value: 'Blue' },
        { field: 'size', label: null, value: 'M' },
        { field: 'custom2', label: null, value: 'Matte' },
      ],
    ]);
    const [listed] = await getJson<S['Order'][]>(SUMMIT, '/api/orders', buyer);
    expect(listed!.items.map((i) => i.options)).toEqual(order.items.map((i) => i.options));
  });

  it('another participant cannot read the order', async () => {
    const other = await server.signIn(SUMMIT, 'low@summit.example', PASSWORD);
    const res = await server.request(SUMMIT, `/api/orders/${placedId}`, { token: other });
    expect(res.status).toBe(404);
    expect(await getJson<S['Order'][]>(SUMMIT, '/api/orders', other)).toEqual([]);
  });

  it('balance too low: 409 and nothing changes (heritage watch 30,000 > alex)', async () => {
    await setCart('u_alex_summit', [{ id: 'w', productId: WATCH, optionId: null, quantity: 1 }]);
    const before = await snapshot('u_alex_summit');
    const [seq] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    const placed = await placeOrder(SUMMIT, token, orderBody([{ productId: WATCH, quantity: 1 }], { total: 0 }));
    expect(placed.status).toBe(409);
    expect(placed.body).toMatchObject({ error: 'conflict', message: 'Your cart total exceeds your available points balance.' });
    expect(await snapshot('u_alex_summit')).toEqual(before);
    const [seqAfter] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(seqAfter!.n).toBe(seq!.n);
  });

  it('the discounted watch (30,000) is exactly affordable at 30,000 and leaves 0', async () => {
    await server.db.query('UPDATE users SET balance = 30000 WHERE id = $1', ['u_low_summit']);
    const low = await server.signIn(SUMMIT, 'low@summit.example', PASSWORD);
    const placed = await placeOrder(SUMMIT, low, orderBody([{ productId: WATCH, quantity: 1 }]));
    expect(placed.status).toBe(200);
    expect((await snapshot('u_low_summit')).balance).toBe(0);
    const again = await placeOrder(SUMMIT, low, orderBody([{ productId: BOTTLE, quantity: 1 }]));
    expect(again.status).toBe(409);
  });

  it('a total past any possible balance is a 409, not a server error (100 lines of 999 watches)', async () => {
    const before = await snapshot('u_alex_summit');
    const lines = Array.from({ length: 100 }, () => ({ productId: WATCH, quantity: 999 }));
    const placed = await placeOrder(SUMMIT, token, orderBody(lines));
    expect(placed.status).toBe(409);
    expect(placed.body.message).toBe('Your cart total exceeds your available points balance.');
    expect(await snapshot('u_alex_summit')).toEqual(before);
  });

  it('a closed program (Winter Wonders) takes no orders', async () => {
    const closed = await server.signIn('closed.localhost', 'alex@summit.example', PASSWORD);
    const [user] = await server.db.query<{ id: string }>(
      "SELECT u.id FROM users u JOIN program_hosts h ON h.program_id = u.program_id WHERE h.host = 'closed.localhost' AND u.login = 'alex@summit.example'",
    );
    const before = await snapshot(user!.id);
    const placed = await placeOrder('closed.localhost', closed, orderBody([{ productId: BOTTLE, quantity: 1 }]));
    expect(placed.status).toBe(403);
    expect(await snapshot(user!.id)).toEqual(before);
    // The rebuilding program still does (its participants see the rebuilding page, not a closed shop).
    const spring = await server.signIn('rebuilding.localhost', 'alex@summit.example', PASSWORD);
    expect((await placeOrder('rebuilding.localhost', spring, orderBody([{ productId: BOTTLE, quantity: 1 }]))).status).toBe(200);
  });

  it('a participant marked Used cannot order (409)', async () => {
    const used = await server.signIn(SUMMIT, 'used@summit.example', PASSWORD);
    const before = await snapshot('u_used_summit');
    const placed = await placeOrder(SUMMIT, used, orderBody([{ productId: BOTTLE, quantity: 1 }]));
    expect(placed.status).toBe(409);
    expect(await snapshot('u_used_summit')).toEqual(before);
  });

  it('needs a signed-in participant', async () => {
    const res = await server.request(SUMMIT, '/api/orders', { json: orderBody([{ productId: BOTTLE, quantity: 1 }]) });
    expect(res.status).toBe(401);
    expect(sid).toBe('u_alex_summit');
  });
});

describe('options', () => {
  let token: string;
  beforeAll(async () => {
    token = await server.signIn(SUMMIT, 'buyer002@summit.example', PASSWORD);
  });

  it('a product with options needs one of its own optionIds (400, nothing changes)', async () => {
    const before = await snapshot('u_buyer002_summit');
    const missing = await placeOrder(SUMMIT, token, orderBody([{ productId: AURORA, quantity: 1 }]));
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual([{ field: 'items.0.optionId', message: expect.any(String) }]);
    // Trailblazer Red / 12 does not exist.
    const redTwelve = await placeOrder(
      SUMMIT,
      token,
      orderBody([{ productId: TRAILBLAZER, optionId: `${TRAILBLAZER}_red_12`, quantity: 1 }]),
    );
    expect(redTwelve.status).toBe(400);
    expect(redTwelve.body.fields).toEqual([{ field: 'items.0.optionId', message: expect.any(String) }]);
    // Another product's option.
    const foreign = await placeOrder(SUMMIT, token, orderBody([{ productId: TRAILBLAZER, optionId: `${AURORA}_black`, quantity: 1 }]));
    expect(foreign.status).toBe(400);
    // An option on a product that has none.
    const extra = await placeOrder(SUMMIT, token, orderBody([{ productId: BOTTLE, optionId: `${AURORA}_black`, quantity: 1 }]));
    expect(extra.status).toBe(400);
    expect(extra.body.fields).toEqual([{ field: 'items.0.optionId', message: expect.any(String) }]);
    expect(await snapshot('u_buyer002_summit')).toEqual(before);
  });

  it('Red / 11 and Grey / 12 exist', async () => {
    for (const optionId of [`${TRAILBLAZER}_red_11`, `${TRAILBLAZER}_grey_12`]) {
      const placed = await placeOrder(SUMMIT, token, orderBody([{ productId: TRAILBLAZER, optionId, quantity: 1 }]));
      expect(placed.status, optionId).toBe(200);
    }
  });
});

describe('plateau: one gift per participant', () => {
  it('one gift means one line of quantity 1 (400 otherwise, nothing changes)', async () => {
    const token = await server.signIn(TIERED, 'GOLD-1003', 'Apex#2026');
    const two = await placeOrder(
      TIERED,
      token,
      orderBody([
        { productId: BOTTLE, quantity: 1 },
        { productId: WATCH, quantity: 1 },
      ]),
    );
    expect(two.status).toBe(400);
    expect(two.body.fields?.map((f) => f.field)).toEqual(['items']);
    const many = await placeOrder(TIERED, token, orderBody([{ productId: WATCH, quantity: 999 }]));
    expect(many.status).toBe(400);
    expect(many.body.fields?.map((f) => f.field)).toEqual(['items.0.quantity']);
    const code = await server.signIn(CLAIM, 'THANKS-0004');
    const claimMany = await placeOrder(
      CLAIM,
      code,
      orderBody([{ productId: WATCH, quantity: 5 }], { shippingAddress: { ...US_ADDRESS, email: 'gift@example.com' } }),
    );
    expect(claimMany.status).toBe(400);
    const [rows] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.login IN ('GOLD-1003', 'THANKS-0004')",
    );
    expect(rows!.n).toBe(0);
    expect((await getJson<S['User']>(TIERED, '/api/self', token)).status).toBeNull();
    expect((await getJson<S['User']>(CLAIM, '/api/self', code)).status).toBeNull();
  });

  it('GOLD-1001 orders once, is marked Used, and a second order is refused', async () => {
    const token = await server.signIn(TIERED, 'GOLD-1001', 'Apex#2026');
    const self = await getJson<S['User']>(TIERED, '/api/self', token);
    expect(self.status).toBeNull();
    const first = await placeOrder(TIERED, token, orderBody([{ productId: BOTTLE, quantity: 1 }], { total: 1200 }));
    expect(first.status).toBe(200);
    const order = await getJson<S['Order']>(TIERED, `/api/orders/${first.body.id}`, token);
    expect(order.items).toHaveLength(1);
    expect(order.total).toBe(0); // plateau programs show and charge no points
    expect((await getJson<S['User']>(TIERED, '/api/self', token)).status).toBe('Used');
    const [user] = await server.db.query<{ status: string; balance: number | null }>(
      "SELECT status, balance FROM users WHERE login = 'GOLD-1001'",
    );
    expect(user!.status).toBe('Used');
    expect(user!.balance).toBe(self.balance);

    const second = await placeOrder(TIERED, token, orderBody([{ productId: BOTTLE, quantity: 1 }]));
    expect(second.status).toBe(409);
    expect(await getJson<S['Order'][]>(TIERED, '/api/orders', token)).toHaveLength(1);

    // Another participant of the level is unaffected.
    const other = await server.signIn(TIERED, 'GOLD-1002', 'Apex#2026');
    expect((await getJson<S['User']>(TIERED, '/api/self', other)).status).toBeNull();
  });
});

describe('claim: one gift per code', () => {
  const claimBody = (email?: string) =>
    orderBody([{ productId: AURORA, optionId: `${AURORA}_blue`, quantity: 1 }], {
      shippingAddress: { ...US_ADDRESS, ...(email === undefined ? {} : { email }) },
      claimEmail: 'winner@example.com',
    });

  it('THANKS-0001 needs the shipping email, is then marked Used and can still sign in', async () => {
    const token = await server.signIn(CLAIM, 'THANKS-0001');
    const noEmail = await placeOrder(CLAIM, token, claimBody());
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.fields?.map((f) => f.field)).toEqual(['shippingAddress.email']);
    const badEmail = await placeOrder(CLAIM, token, claimBody('not-an-email'));
    expect(badEmail.status).toBe(400);
    expect((await getJson<S['User']>(CLAIM, '/api/self', token)).status).toBeNull();

    const placed = await placeOrder(CLAIM, token, claimBody('winner@example.com'));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await getJson<S['Order']>(CLAIM, `/api/orders/${placed.body.id}`, token);
    expect(order).toMatchObject({ total: 0, claimEmail: 'winner@example.com' });
    expect(order.shippingAddress.email).toBe('THANKS-0001');
    expect(order.items[0]).toMatchObject({ options: [{ field: 'color', label: null, value: 'Blue' }], quantity: 1 });

    const self = await getJson<S['User']>(CLAIM, '/api/self', token);
    expect(self.status).toBe('Used');
    expect(self.claimEmail).toBe('winner@example.com');

    // Signing in again with the code still works; the app then shows the used-account page.
    const again = await server.signIn(CLAIM, 'thanks-0001');
    expect((await getJson<S['User']>(CLAIM, '/api/self', again)).status).toBe('Used');
    const second = await placeOrder(CLAIM, again, claimBody('winner@example.com'));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This code has already been used.');
    expect(await getJson<S['Order'][]>(CLAIM, '/api/orders', again)).toHaveLength(1);

    // The next code is still unused.
    const next = await server.signIn(CLAIM, 'THANKS-0002');
    expect((await getJson<S['User']>(CLAIM, '/api/self', next)).status).toBeNull();
  });

  it('without a separate claim email, the shipping email is kept as the order claim email; the address card carries the code', async () => {
    const token = await server.signIn(CLAIM, 'THANKS-0003');
    const placed = await placeOrder(
      CLAIM,
      token,
      orderBody([{ productId: BOTTLE, quantity: 1 }], { shippingAddress: { ...US_ADDRESS, email: 'gift@example.com' } }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await getJson<S['Order']>(CLAIM, `/api/orders/${placed.body.id}`, token);
    expect(order.claimEmail).toBe('gift@example.com');
    expect(order.shippingAddress.email).toBe('THANKS-0003');
    expect((await getJson<S['User']>(CLAIM, '/api/self', token)).claimEmail).toBe('gift@example.com');
  });

  it('THANKS-USED signs in, sees status Used, and cannot order', async () => {
    const token = await server.signIn(CLAIM, 'THANKS-USED');
    expect((await getJson<S['User']>(CLAIM, '/api/self', token)).status).toBe('Used');
    const placed = await placeOrder(CLAIM, token, claimBody('someone@example.com'));
    expect(placed.status).toBe(409);
    const [row] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.login = 'THANKS-USED'",
    );
    expect(row!.n).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  let token: string;
  beforeAll(async () => {
    token = await server.signIn(SUMMIT, 'buyer003@summit.example', PASSWORD);
  });

  it('the same key and body response the same order; only one is placed and paid', async () => {
    const before = await snapshot('u_buyer003_summit');
    const body = orderBody([{ productId: BOTTLE, quantity: 2 }], { total: 2400 });
    const key = { 'Idempotency-Key': 'checkout-attempt-0001' };
    const first = await placeOrder(SUMMIT, token, body, key);
    expect(first.status).toBe(200);
    // The same body with its keys in another order is the same request.
    const reordered = { total: 2400, items: [{ quantity: 2, productId: BOTTLE }], region: USA, shippingAddress: US_ADDRESS };
    const second = await placeOrder(SUMMIT, token, reordered, key);
    expect(second).toEqual(first);
    const third = await placeOrder(SUMMIT, token, body, key);
    expect(third).toEqual(first);
    const after = await snapshot('u_buyer003_summit');
    expect(after.orders).toBe(before.orders + 1);
    expect(after.transactions).toBe(before.transactions + 1);
    expect(after.balance).toBe(before.balance! - 2400);
  });

  it('the same key with a different body is refused (409) and changes nothing', async () => {
    const before = await snapshot('u_buyer003_summit');
    const key = { 'Idempotency-Key': 'checkout-attempt-0001' };
    const changed = await placeOrder(SUMMIT, token, orderBody([{ productId: BOTTLE, quantity: 3 }]), key);
    expect(changed.status).toBe(409);
    expect(changed.body.error).toBe('conflict');
    expect(await snapshot('u_buyer003_summit')).toEqual(before);
  });

  it('a new key places a new order; keys belong to one participant', async () => {
    const body = orderBody([{ productId: BOTTLE, quantity: 1 }]);
    const a = await placeOrder(SUMMIT, token, body, { 'Idempotency-Key': 'checkout-attempt-0002' });
    const b = await placeOrder(SUMMIT, token, body, { 'Idempotency-Key': 'checkout-attempt-0003' });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.id).not.toBe(b.body.id);
    const other = await server.signIn(SUMMIT, 'buyer004@summit.example', PASSWORD);
    const c = await placeOrder(SUMMIT, other, body, { 'Idempotency-Key': 'checkout-attempt-0002' });
    expect(c.status).toBe(200);
    expect(c.body.id).not.toBe(a.body.id);
  });

  it('a malformed key is a 400', async () => {
    const before = await snapshot('u_buyer003_summit');
    const bad = await placeOrder(SUMMIT, token, orderBody([{ productId: BOTTLE, quantity: 1 }]), { 'Idempotency-Key': 'short' });
    expect(bad.status).toBe(400);
    expect(await snapshot('u_buyer003_summit')).toEqual(before);
  });
});

describe("alex's seeded history", () => {
  it('has a Shipped order with tracking, a received one, one in API Error and a cancelled one, newest first', async () => {
    const fresh = await startTestServer();
    try {
      const token = await fresh.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
      const res = await fresh.request(SUMMIT, '/api/orders', { token });
      const orders = (await res.json()) as S['Order'][];
      expect(orders.map((o) => o.status)).toEqual(['Cancelled', 'received', 'API Error', 'Shipped']);
      const dates = orders.map((o) => Date.parse(o.date));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);

      const shipped = orders[3]!;
      expect(shipped.items.map((i) => i.product.slug)).toEqual(['aurora-wireless-headphones', 'everyday-water-bottle']);
      for (const item of shipped.items) {
        expect(item.tracking).toEqual({
          trackingNumber: '1Z999AA10123456784',
          trackingCompany: 'UPS',
          trackingLink: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        });
      }
      expect(shipped.items[0]!.options).toEqual([{ field: 'color', label: null, value: 'Black' }]);
      expect(shipped.total).toBe(4500 + 2 * 1200);
      for (const o of orders.slice(0, 3)) for (const item of o.items) expect(item.tracking).toBeNull();
      expect(orders[1]!.items[0]!.options).toEqual([{ field: 'custom1', label: 'Engraving Font', value: 'Script' }]);

      const txns = (await (await fresh.request(SUMMIT, '/api/transactions', { token })).json()) as S['Transaction'][];
      expect(txns.length).toBeGreaterThanOrEqual(10);
      expect(txns[0]!.balance).toBe(25_000);
      // Each line's balance is the previous one plus its amount, and the order debits name the orders.
      for (let i = 0; i < txns.length - 1; i++) expect(txns[i + 1]!.balance + txns[i]!.amount).toBe(txns[i]!.balance);
      for (const o of orders) expect(txns.find((t) => t.description === `Order #${o.orderNumber}`)?.amount).toBe(-o.total);
      // The cancelled order's points came back, as the operator's cancellation writes it.
      const cancelled = orders[0]!;
      expect(txns.find((t) => t.description === `Order #${cancelled.orderNumber} cancelled`)?.amount).toBe(cancelled.total);
    } finally {
      await fresh.close();
    }
  });
});

describe('an order is priced by the region it ships to', () => {
  let token: string;
  beforeAll(async () => {
    token = await server.signIn(SUMMIT, 'buyer005@summit.example', PASSWORD);
  });

  async function refused(host: string, who: string, body: unknown, field: string, message: string) {
    const before = await snapshot(who);
    const placed = await placeOrder(host, host === SUMMIT ? token : await server.signIn(host, 'GOLD-1009', 'Apex#2026'), body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(400);
    expect(placed.body.fields).toContainEqual({ field, message });
    expect(await snapshot(who)).toEqual(before);
  }

  it('a French address in the European Union region is placed, at that region\'s price', async () => {
    const placed = await placeOrder(SUMMIT, token, orderBody([{ productId: BOTTLE, quantity: 1 }], { region: EU, shippingAddress: FR_ADDRESS }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });

  it('a region that does not exist is refused, and nothing is placed', async () => {
    await refused(
      SUMMIT,
      'u_buyer005_summit',
      orderBody([{ productId: BOTTLE, quantity: 1 }], { region: { location: 'NOWHERE', country: 'FRA' }, shippingAddress: FR_ADDRESS }),
      'region.location',
      'There is no such shipping region.',
    );
  });

  it('a region the program does not offer is refused (Apex Tiers ships to the USA and North America only)', async () => {
    await refused(
      TIERED,
      'u_gold_1009',
      orderBody([{ productId: BOTTLE, quantity: 1 }], { region: EU, shippingAddress: FR_ADDRESS }),
      'region.location',
      'This program does not ship to that region.',
    );
  });

  it('a country outside the region is refused: France at the Continental USA price', async () => {
    await refused(
      SUMMIT,
      'u_buyer005_summit',
      orderBody([{ productId: BOTTLE, quantity: 1 }], { region: USA, shippingAddress: FR_ADDRESS }),
      'shippingAddress.country',
      'That country is not in your shipping region. To ship there, change your region at the top of the page.',
    );
  });
});
