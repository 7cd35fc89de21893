// The interaction bench times a sort change by waiting for the list on screen to change. When the
// seeded product names began with their brand, a name order and the brand order of the same
// direction showed the same page: a cycle with two of those in a row made the bench wait out its
// timeout and press Escape, and that keypress, which painted nothing, was reported as a ~400 ms
// INP. The probe tells lists apart by their first and last card (and legend and count, the same
// for every order here): each step of the cycle must change one of those cards on the first page
// of 96. Generated names no longer carry the brand, so now every order has a page of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_CYCLE } from '../../bench/lib/interaction.ts';
import { createApp } from '../../server/app.ts';
import { boot } from '../../server/boot.ts';
import { readConfig } from '../../server/config.ts';
import type { Deps } from '../../server/context.ts';
import { DEFAULT_SORT } from '../../src/features/catalogue/list-address.ts';
import { PASSWORD, SUMMIT } from '../support/test-server.ts';

// The bench's catalogue, not the tests' 360 products: at 360 the last cards of the two look-alike
// orders happen to differ, at 10,000 they do not.
const PRODUCTS = 10_000;

let deps: Deps;
let app: ReturnType<typeof createApp>;
let token: string;
beforeAll(async () => {
  deps = await boot({ ...readConfig({}), dataDir: 'memory', seedProducts: PRODUCTS, production: true, seedDemo: true, distDir: '.tmp/no-dist', ssr: false });
  app = createApp(deps);
  const res = await app.request(`http://${SUMMIT}/token`, {
    method: 'POST',
    headers: { host: SUMMIT, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'alex@summit.example', password: PASSWORD }),
  });
  token = ((await res.json()) as { access_token: string }).access_token;
}, 120_000);
afterAll(async () => {
  await deps.mail.close();
  await deps.db.close();
});

/** The first and last product of the first page of 96: what the probe compares. */
async function ends(sort: string): Promise<[string, string]> {
  const res = await app.request(`http://${SUMMIT}/api/products?o=${encodeURIComponent(JSON.stringify({ limit: 96, sort }))}`, {
    headers: { host: SUMMIT, authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const { items } = (await res.json()) as { items: { productID: string }[] };
  expect(items).toHaveLength(96);
  return [items[0]!.productID, items.at(-1)!.productID];
}

// On PGlite on every run: an in-memory database of its own.
describe("the interaction bench's sort cycle", () => {
  it("starts from the default order and changes the first page's ends at every step, round the cycle", async () => {
    expect(SORT_CYCLE.at(-1)).toBe(DEFAULT_SORT);
    const pages = new Map<string, [string, string]>();
    for (const sort of SORT_CYCLE) pages.set(sort, await ends(sort));
    for (const [i, sort] of SORT_CYCLE.entries()) {
      const before = SORT_CYCLE.at(i - 1)!;
      expect(pages.get(sort), `${before} → ${sort}`).not.toEqual(pages.get(before));
    }
  });

  it('every order shows a first page of its own: a name order is not the brand order of the same direction', async () => {
    const sorts = ['name_asc', 'name_desc', 'brand_asc', 'brand_desc', 'price_asc', 'price_desc'];
    const pages = await Promise.all(sorts.map(async (sort) => JSON.stringify(await ends(sort))));
    expect(new Set(pages).size).toBe(sorts.length);
  });
});
