// Helpers of the cart and checkout browser tests: a participant signed in with a cart put on their
// record through the real API (the catalogue's Add To Cart is another branch; after sign-in the
// record's items are the cart [cart 17]), calls to the API as the page's participant, the checkout
// form filled through its labels, and screenshots under reports/screenshots/cart/.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshotWidths, type WidthsOptions } from '../support/browser';
import { DESKTOP, signInByApi, visit, type Visit } from './shell-support';

/** Fixture products [demo 22] as cart lines: p_000001 … p_000006 in that rule's order. */
export const line = {
  aurora: (colour: 'black' | 'white' | 'blue' = 'black', quantity = 1) => ({
    productId: 'p_000001',
    productSlug: 'aurora-wireless-headphones',
    optionId: `p_000001_${colour}`,
    quantity,
  }),
  shoe: (colour: 'red' | 'grey', size: number, quantity = 1) => ({
    productId: 'p_000002',
    productSlug: 'trailblazer-running-shoe',
    optionId: `p_000002_${colour}_${size}`,
    quantity,
  }),
  bottle: (quantity = 1) => ({ productId: 'p_000003', productSlug: 'everyday-water-bottle', optionId: null, quantity }),
  watch: (quantity = 1) => ({ productId: 'p_000005', productSlug: 'heritage-chronograph-watch', optionId: null, quantity }),
  pen: (font: 'serif' | 'script' = 'serif', quantity = 1) => ({
    productId: 'p_000006',
    productSlug: 'custom-engraved-pen',
    optionId: `p_000006_${font}`,
    quantity,
  }),
};
export type Line = ReturnType<(typeof line)[keyof typeof line]>;

export interface Shopper extends Visit {
  sid: string;
}

/** Calls the API from the page as its signed-in participant; answers status and JSON body. */
export async function api<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([method, path, body]) => {
      const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    [method, path, body] as const,
  );
}

/**
 * Signs a participant in through the API on `host`, puts `items` on their record as their cart,
 * and opens `path`. Points and plateau sign in with a password; claim codes without.
 */
export async function shopper(
  browser: Browser,
  options: { host?: string; login: string; password?: string; items?: Line[]; path?: string; viewport?: { width: number; height: number } },
): Promise<Shopper> {
  const host = options.host ?? 'localhost';
  const visit_ = await visit(browser, host, '/login', { viewport: options.viewport ?? DESKTOP });
  await signInByApi(
    visit_.page,
    options.password === undefined ? { email: options.login } : { email: options.login, password: options.password },
  );
  const self = await api<{ sid: string }>(visit_.page, 'GET', '/api/self');
  expect(self.status).toBe(200);
  if (options.items)
    expect((await api(visit_.page, 'PUT', `/api/users/${self.body.sid}/cart`, { cartItems: options.items })).status).toBe(200);
  await visit_.page.goto(options.path ?? '/shop/cart');
  return { ...visit_, sid: self.body.sid };
}

/** The participant's record's cart items, as another browser would get them after sign-in. */
export async function recordCart(page: Page): Promise<{ productId: string; optionId?: string | null; quantity: number }[]> {
  const self = await api<{ cartItems: { productId: string; optionId?: string | null; quantity: number }[] }>(page, 'GET', '/api/self');
  return self.body.cartItems;
}

export const US_ADDRESS = {
  'Full name': 'Summit Buyer',
  'Address 1': '1600 Summit Avenue',
  'Town/City': 'Denver',
  'State/Province': 'CO',
  Postcode: '80202',
  Phone: '(555) 201-2026',
} as const;

/** Fills the checkout's shipping fields by their labels (a required field's label ends in ' *'). */
export async function fillShipping(page: Page, values: Record<string, string> = US_ADDRESS): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByRole('textbox', { name: label, exact: false }).first();
    await field.fill(value);
    await field.blur();
  }
}

/** The header's cart button (desktop) and the number of units its label names. */
export async function cartCount(page: Page): Promise<number> {
  const label = await page.getByRole('button', { name: /^Shopping cart, \d+ items$/ }).getAttribute('aria-label');
  return Number(/(\d+) items/.exec(label ?? '')?.[1] ?? NaN);
}

/** reports/screenshots/cart/<name>-desktop.png and -phone.png (see screenshotWidths). */
export function screenshotBoth(page: Page, name: string, options?: WidthsOptions): Promise<void> {
  return screenshotWidths(page, `cart/${name}`, options);
}

/** Today in the browser's time zone as YYYY-MM-DD: the success page's date of a just-placed order. */
export async function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
}
