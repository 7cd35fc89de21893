// The cart kept on the participant's record ([cart 16-17; demo 30]: after sign-in the server's items are the
// cart; each later change is pushed; the last change wins), and how it meets the order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { PASSWORD, startTestServer, SUMMIT, TIERED, type TestServer } from '../support/test-server.ts';

type S = components['schemas'];

const AURORA = 'p_000001';
const BOTTLE = 'p_000003';
const PEN = 'p_000006';
const SID = 'u_buyer031_summit';
const EMAIL = 'buyer031@summit.example';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const put = (token: string, cartItems: unknown, sid = SID) =>
  server.request(SUMMIT, `/api/users/${sid}/cart`, { method: 'PUT', token, json: { cartItems } });
async function cartOf(token: string, host = SUMMIT): Promise<S['CartItem'][]> {
  const res = await server.request(host, '/api/self', { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as S['User']).cartItems;
}

describe('the cart on the record', () => {
  it('follows the participant to another browser (another session)', async () => {
    const laptop = await server.signIn(SUMMIT, EMAIL, PASSWORD);
    const items = [{ id: 'l-a', productId: AURORA, productSlug: 'aurora-wireless-headphones', optionId: `${AURORA}_blue`, quantity: 2 }];
    expect((await put(laptop, items)).status).toBe(200);
    const phone = await server.signIn(SUMMIT, EMAIL, PASSWORD);
    expect(await cartOf(phone)).toEqual(items);
  });

  it('the last change wins, whichever browser made it', async () => {
    const a = await server.signIn(SUMMIT, EMAIL, PASSWORD);
    const b = await server.signIn(SUMMIT, EMAIL, PASSWORD);
    await put(a, [{ productId: BOTTLE, productSlug: 'everyday-water-bottle', optionId: null, quantity: 1 }]);
    await put(b, [{ productId: PEN, productSlug: 'custom-engraved-pen', optionId: `${PEN}_script`, quantity: 3 }]);
    expect((await cartOf(a)).map((i) => [i.productId, i.quantity])).toEqual([[PEN, 3]]);
    await put(a, []);
    expect(await cartOf(b)).toEqual([]);
  });

  it('refuses a line that could not be ordered, and keeps the cart as it was', async () => {
    const token = await server.signIn(SUMMIT, EMAIL, PASSWORD);
    const before = [{ productId: BOTTLE, productSlug: 'everyday-water-bottle', optionId: null, quantity: 1 }];
    await put(token, before);
    for (const [line, field] of [
      [{ productId: AURORA, quantity: 1 }, 'cartItems.0.optionId'],
      [{ productId: BOTTLE, optionId: `${AURORA}_blue`, quantity: 1 }, 'cartItems.0.optionId'],
      [{ productId: 'p_nope', quantity: 1 }, 'cartItems.0.productId'],
      [{ productId: BOTTLE, quantity: 1000 }, 'cartItems.0.quantity'],
      [{ productId: BOTTLE, quantity: 1, price: 1 }, null],
    ] as const) {
      const res = await put(token, [line]);
      if (field === null) {
        // Unknown fields are dropped, never stored: the server prices orders itself.
        expect(res.status).toBe(200);
        expect(await cartOf(token)).toEqual([{ productId: BOTTLE, quantity: 1 }]);
        await put(token, before);
        continue;
      }
      expect(res.status).toBe(400);
      const body = (await res.json()) as S['Error'];
      expect(body.fields?.map((f) => f.field)).toEqual([field]);
      expect(await cartOf(token)).toEqual(before);
    }
  });

  it("another participant's cart is not reachable", async () => {
    const token = await server.signIn(SUMMIT, EMAIL, PASSWORD);
    expect((await put(token, [], 'u_alex_summit')).status).toBe(403);
    expect((await put(token, [], 'u_gold_1004')).status).toBe(403);
  });

  it('a plateau participant keeps a cart too, which the one-gift order then empties; the address has no email', async () => {
    const token = await server.signIn(TIERED, 'GOLD-1006', 'Apex#2026');
    const res = await server.request(TIERED, '/api/users/u_gold_1006/cart', {
      method: 'PUT',
      token,
      json: { cartItems: [{ productId: BOTTLE, productSlug: 'everyday-water-bottle', optionId: null, quantity: 1 }] },
    });
    expect(res.status).toBe(200);
    const order = await server.request(TIERED, '/api/orders', {
      token,
      json: {
        items: [{ productId: BOTTLE, optionId: null, quantity: 1 }],
        shippingAddress: {
          fullName: 'Gold Member',
          address1: '1 Apex Road',
          townCity: 'Denver',
          stateCounty: 'CO',
          postcode: '80202',
          country: 'USA',
          phone: '555-010-1006',
        },
        region: { location: 'USA-CONT', country: 'USA' },
      },
    });
    expect(order.status).toBe(200);
    expect(await cartOf(token, TIERED)).toEqual([]);
    // A plateau user id is no email address: the order's address carries none rather than the id.
    const { id } = (await order.json()) as { id: string };
    const placed = (await (await server.request(TIERED, `/api/orders/${id}`, { token })).json()) as S['Order'];
    expect(placed.shippingAddress.email).toBeNull();
  });
});
