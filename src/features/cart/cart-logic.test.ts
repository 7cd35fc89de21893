import { QueryClient } from '@tanstack/react-query';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, MemoryStorage } from '../../../tests/unit/api/fake-fetch';
import { lineIdOf } from '../../../machines/cart/cart-lines';
import { createApiClient } from '../../api/client';
import type { Product } from '../../api/queries/product';
import { createTokenStore } from '../../api/token-store';
import { pushCart, resolveCartLines } from './cart-logic';

const aurora = {
  productID: 'p_000001',
  slug: 'aurora-wireless-headphones',
  name: 'Aurora Wireless Headphones',
  productName: 'Aurora Wireless Headphones',
  price: 4500,
  discountPrice: null,
  costs: [{ regionName: 'European Union', regionCCCode: 'EU', price: 4000, costHandling: 100, costMSRP: 4200 }],
  options: [{ optionID: 'p_000001_black', optionColorValue: 'Black', price: null }],
  langs: { de: { productName: 'Aurora Kabellose Kopfhörer' } },
} as unknown as Product;

function deps(programType: 'points' | 'claim' = 'points', region = { location: 'USA-CONT', country: 'USA' }) {
  const fake = fakeFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/products/aurora-wireless-headphones') return json(aurora);
    if (pathname === '/api/products/down') return json({ error: 'unavailable', message: 'x' }, 503);
    if (request.method === 'PUT') return json({ cartItems: [] });
    return json({ error: 'not_found', message: pathname }, 404);
  });
  const tokenStore = createTokenStore({ local: new MemoryStorage(), session: new MemoryStorage() });
  const api = createApiClient({ baseUrl: 'http://shop.test', tokenStore, onUnauthorized: () => {}, fetch: fake.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { fake, api, queryClient, sid: 'u1', programType, pricing: () => ({ region, locale: 'ge' as const }) };
}

/** Runs promise logic to its response. */
const run = <T = unknown>(logic: AnyActorLogic, input: unknown): Promise<T> =>
  toPromise(createActor(logic, { input }).start()) as Promise<T>;
const item = (productSlug: string, optionId: string | null, quantity = 1, productId = 'p_000001') => ({
  productId,
  productSlug,
  optionId,
  quantity,
});

describe('resolveCartLines', () => {
  it("prices the record's items in the region, names them in the language, and ids them by product and option", async () => {
    const d = deps('points', { location: 'EU', country: 'FRA' });
    const resolved = await run(resolveCartLines(d), { items: [item('aurora-wireless-headphones', 'p_000001_black', 2)] });
    expect(resolved).toEqual({
      lines: [
        {
          id: lineIdOf('p_000001', 'p_000001_black'),
          productId: 'p_000001',
          productSlug: 'aurora-wireless-headphones',
          optionId: 'p_000001_black',
          quantity: 2,
          unitPrice: 4200,
          name: 'Aurora Kabellose Kopfhörer',
        },
      ],
      dropped: 0,
    });
  });

  it('drops lines of unknown products, unknown options or a mismatched id, and merges repeats', async () => {
    const resolved = await run<{ lines: { quantity: number }[]; dropped: number }>(resolveCartLines(deps()), {
      items: [
        item('aurora-wireless-headphones', 'p_000001_black', 1),
        item('aurora-wireless-headphones', 'p_000001_black', 3),
        item('aurora-wireless-headphones', 'p_000001_pink'),
        item('aurora-wireless-headphones', null),
        item('aurora-wireless-headphones', 'p_000001_black', 1, 'p_000999'),
        item('gone', null),
        { productId: 'p_000001', quantity: 1 },
      ],
    });
    expect(resolved.lines.map((l) => l.quantity)).toEqual([4]);
    expect(resolved.dropped).toBe(6);
  });

  it('no points outside points programs', async () => {
    const resolved = await run<{ lines: { unitPrice: number }[] }>(resolveCartLines(deps('claim')), {
      items: [item('aurora-wireless-headphones', 'p_000001_black')],
    });
    expect(resolved.lines[0]!.unitPrice).toBe(0);
  });

  it('a catalogue outage fails the whole resolution (nothing is dropped for it)', async () => {
    await expect(run(resolveCartLines(deps()), { items: [item('down', null)] })).rejects.toMatchObject({ status: 503 });
  });
});

describe('pushCart', () => {
  it("PUTs the record's items to /api/users/{sid}/cart", async () => {
    const d = deps();
    const line = {
      id: 'l-1',
      productId: 'p_000001',
      productSlug: 'aurora-wireless-headphones',
      optionId: 'p_000001_black',
      quantity: 2,
      unitPrice: 4500,
      name: 'x',
    };
    await run(pushCart(d), { lines: [line] });
    const request = d.fake.last();
    expect(`${request.method} ${new URL(request.url).pathname}`).toBe('PUT /api/users/u1/cart');
    expect(await request.json()).toEqual({
      cartItems: [{ id: 'l-1', productId: 'p_000001', productSlug: 'aurora-wireless-headphones', optionId: 'p_000001_black', quantity: 2 }],
    });
  });
});
