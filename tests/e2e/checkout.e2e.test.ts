// Checkout → summary → success in Chromium against the demo server (docs/cart-checkout.md): a full purchase in
// each program type with the balance and order history checked afterwards, every rule that keeps
// Place Order disabled, a double-clicked Confirm (and a second tab) placing one order, and an
// empty cart leaving checkout for the cart.
// Also: a German address with an international phone, Choose a different gift in the two gift
// programs, and a program's defaultEmail in the claim-email field.
// People: buyer027…buyer030, buyer033@summit.example, GOLD-1004, SILVER-2006, THANKS-0016,
// THANKS-0017, THANKS-0019, THANKS-0020 (the last three order nothing).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { api, browserToday, cartCount, fillShipping, line, recordCart, screenshotBoth, shopper, US_ADDRESS } from './cart-support';
import { expectAddress, signIn, visit } from './shell-support';

const PASSWORD = 'Summit#2026';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Order = { id: string; orderNumber: string; total: number; items: { name: string; quantity: number }[] };

const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order' });

async function orders(page: Page): Promise<Order[]> {
  const response = await api<Order[]>(page, 'GET', '/api/orders');
  expect(response.status).toBe(200);
  return response.body;
}

/** From the cart page through checkout and summary to the success page; responses the order id. */
async function purchase(page: Page, options: { terms: 'checkbox' | 'dropdown'; email?: string; shots?: string }): Promise<string> {
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expectAddress(page, '/shop/checkout');
  await fillShipping(page);
  if (options.email) await fillShipping(page, { 'Email for your order': options.email });
  if (options.terms === 'checkbox') await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
  else await page.getByRole('combobox', { name: /Do you agree to the Terms and Conditions/ }).selectOption('yes');
  if (options.shots) await screenshotBoth(page, `${options.shots}-checkout`);
  await placeOrder(page).click();
  await expectAddress(page, '/shop/checkout/summary');
  await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
  if (options.shots) await screenshotBoth(page, `${options.shots}-summary`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/shop/checkout/success/'), { timeout: 15_000 });
  await page.getByTestId('order-number').waitFor();
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

describe('a full purchase', () => {
  it('points: the balance drops at once by the total, the order is in the history, the cart is empty', async () => {
    const { page, errors } = await shopper(browser, {
      login: 'buyer027@summit.example',
      password: PASSWORD,
      items: [line.aurora('black', 2), line.bottle(1)],
    });
    try {
      const before = await orders(page);
      await page.getByTestId('cart-total').waitFor();
      const id = await purchase(page, { terms: 'checkbox', shots: 'points' });

      expect(await page.getByTestId('order-total').textContent()).toBe('10,200 points');
      expect(await page.getByTestId('order-date').textContent()).toBe(await browserToday(page));
      // Summit Rewards has an ordersuccess content page: its sections replace the built-in thanks.
      await page.getByRole('heading', { name: 'Thank you for your order', exact: true }).waitFor();
      const items = page.getByRole('table');
      await items.getByText('Aurora Wireless Headphones').waitFor();
      await items.getByText('3 days').waitFor();
      await page.getByRole('region', { name: 'Shipping address' }).getByText(US_ADDRESS['Full name']).waitFor();
      // The header's balance drops without a reload.
      await page.getByRole('link', { name: /My Points\s*89,800/ }).waitFor();
      await screenshotBoth(page, 'points-success');

      const after = await orders(page);
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({ id, total: 10_200, items: [{ quantity: 2 }, { quantity: 1 }] });
      expect(await page.getByTestId('order-number').textContent()).toBe(after[0]!.orderNumber);
      const self = await api<{ balance: number; cartItems: unknown[] }>(page, 'GET', '/api/self');
      expect(self.body).toMatchObject({ balance: 89_800, cartItems: [] });
      const history = await api<{ amount: number; balance: number }[]>(page, 'GET', '/api/transactions');
      expect(history.body[0]).toMatchObject({ amount: -10_200, balance: 89_800 });
      expect(await cartCount(page)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('plateau: no points anywhere; the participant is Used once they leave the success page', async () => {
    const { page, errors } = await shopper(browser, {
      host: 'tiered.localhost',
      login: 'GOLD-1004',
      password: 'Apex#2026',
      items: [line.pen('serif')],
    });
    try {
      await page.getByRole('table').getByText('Custom Engraved Pen').waitFor();
      const id = await purchase(page, { terms: 'checkbox', shots: 'plateau' });
      // The whole page, header and footer included (no points anywhere [checkout 27]).
      expect(await page.locator('body').innerText()).not.toMatch(/points?\b/i);
      expect(await page.getByTestId('order-total').count()).toBe(0);
      await page.getByRole('table').getByText('Engraving Font: Serif').waitFor();
      const history = await orders(page);
      expect(history.map((o) => o.id)).toEqual([id]);
      await screenshotBoth(page, 'plateau-success');
      await page.getByRole('link', { name: 'Continue Shopping' }).click();
      await page.getByText('An item has already been redeemed using the credentials you provided.').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('claim: the email for the order, the code on the address card, Use Another Code, and the code is then used', async () => {
    const { page, errors } = await shopper(browser, { host: 'claim.localhost', login: 'THANKS-0016', items: [line.aurora('white')] });
    try {
      await page.getByRole('table').getByText('Aurora Wireless Headphones').waitFor();
      const id = await purchase(page, { terms: 'dropdown', email: 'gift.recipient@thanks.example', shots: 'claim' });
      // The whole page, header and footer included (no points anywhere [checkout 27]).
      expect(await page.locator('body').innerText()).not.toMatch(/points?\b/i);
      const card = page.getByRole('region', { name: 'Shipping address' });
      await card.getByText('Code:').waitFor();
      await card.getByText('THANKS-0016').waitFor();
      expect((await orders(page)).map((o) => o.id)).toEqual([id]);
      await screenshotBoth(page, 'claim-success');

      await page.getByRole('button', { name: 'Use Another Code' }).click();
      await page.getByRole('form', { name: 'Sign In' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).toBeNull();
      await signIn(page, { login: 'THANKS-0016' });
      await page.getByText('The code you have entered has already been used to redeem an item.').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('Place Order', () => {
  it('is disabled while the form is invalid or the terms unaccepted, and tells why', async () => {
    const { page, errors } = await shopper(browser, {
      login: 'buyer028@summit.example',
      password: PASSWORD,
      items: [line.bottle(1)],
      path: '/shop/checkout',
    });
    try {
      await page.getByRole('heading', { name: 'Shipping address' }).waitFor();
      expect(await placeOrder(page).isDisabled()).toBe(true);
      await page.getByText('Please fill in every required field (*) and correct the highlighted ones.').waitFor();
      await fillShipping(page, { ...US_ADDRESS, Postcode: '1234', Phone: '555-1234' });
      await page.getByText('Please enter a valid ZIP code, for example 12345 or 12345-6789.').waitFor();
      await page.getByText('Please enter a valid phone number, for example (555) 123-4567.').waitFor();
      await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
      expect(await placeOrder(page).isDisabled()).toBe(true);
      await screenshotBoth(page, 'checkout-invalid');
      await fillShipping(page, { Postcode: '80202-1234', Phone: '(555) 201-2026' });
      expect(await placeOrder(page).isEnabled()).toBe(true);
      await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).uncheck();
      expect(await placeOrder(page).isDisabled()).toBe(true);
      await page.getByText('Please accept the terms and conditions to place your order.').waitFor();
      // Canada is offered once the region is North America [demo 8; checkout 3-4], with its own
      // postcode rule; address lines 3 and 4 appear.
      await page.evaluate(() =>
        localStorage.setItem('storefront-state', JSON.stringify({ version: 2, region: { location: 'NA', country: 'CAN' } })),
      );
      await page.goto('/shop/checkout');
      expect(await page.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('Canada');
      await page.getByRole('textbox', { name: 'Address 3' }).waitFor();
      await fillShipping(page, { Postcode: '80202' });
      await page.getByText('Please enter a valid postal code, for example K1A 0B1.').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('is disabled while the balance is below the total', async () => {
    const { page, errors } = await shopper(browser, {
      login: 'buyer029@summit.example',
      password: PASSWORD,
      items: [line.watch(4)],
      path: '/shop/checkout',
    });
    try {
      await fillShipping(page);
      await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
      await page.getByText('Your cart total exceeds your available points balance.').waitFor();
      expect(await placeOrder(page).isDisabled()).toBe(true);
      await screenshotBoth(page, 'checkout-over-balance');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('one order per checkout attempt', () => {
  it('a double-clicked Confirm, and the same summary confirmed in a second tab, place one order', async () => {
    const { page, errors } = await shopper(browser, {
      host: 'claim.localhost',
      login: 'THANKS-0017',
      items: [line.bottle(1)],
      path: '/shop/checkout',
    });
    const second = await page.context().newPage();
    try {
      await fillShipping(page, { ...US_ADDRESS, 'Email for your order': 'second.tab@thanks.example' });
      await page.getByRole('combobox', { name: /Do you agree/ }).selectOption('yes');
      await placeOrder(page).click();
      await expectAddress(page, '/shop/checkout/summary');
      await second.goto('/shop/checkout/summary');
      await second.getByRole('button', { name: 'Confirm' }).waitFor();

      await page.getByRole('button', { name: 'Confirm' }).dblclick();
      await page.waitForURL((url) => url.pathname.startsWith('/shop/checkout/success/'));
      const id = new URL(page.url()).pathname.split('/').at(-1);
      // The second tab still shows the summary it read, with the same Idempotency-Key.
      await second.getByRole('button', { name: 'Confirm' }).click();
      await second.waitForURL((url) => url.pathname.startsWith('/shop/checkout/success/'));
      expect(new URL(second.url()).pathname.split('/').at(-1)).toBe(id);
      expect((await orders(page)).map((o) => o.id)).toEqual([id]);
      expect(errors).toEqual([]);
    } finally {
      await second.close();
      await page.close();
    }
  });
});

describe('checkout without a cart', () => {
  it('an empty cart goes to the cart; a summary page without a summary goes back to checkout', async () => {
    const { page, errors } = await shopper(browser, {
      login: 'buyer030@summit.example',
      password: PASSWORD,
      items: [],
      path: '/shop/checkout',
    });
    try {
      await expectAddress(page, '/shop/cart');
      await page.getByText('Your shopping cart is empty!').waitFor();
      await page.goto('/shop/checkout/summary');
      await expectAddress(page, '/shop/cart');
      expect(await recordCart(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a visitor is sent to sign in', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/shop/checkout');
    try {
      await page.getByRole('form', { name: 'Sign In' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('shipping abroad', () => {
  const INTERNATIONAL = 'Please enter a valid phone number with 7 to 15 digits, for example +49 30 1234567.';
  const NORTH_AMERICAN = 'Please enter a valid phone number, for example (555) 123-4567.';
  const OUTSIDE_REGION = 'That country is not in your shipping region. To ship there, change your region at the top of the page.';

  /** The region the header would store, set before the page loads (so the cart is kept). */
  async function shipFrom(page: Page, region: { location: string; country: string }) {
    await page.evaluate((r) => localStorage.setItem('storefront-state', JSON.stringify({ version: 2, region: r })), region);
    await page.goto('/shop/checkout');
    await page.getByRole('heading', { name: 'Shipping address' }).waitFor();
  }

  /** The names the Country list offers. */
  async function offeredCountries(page: Page): Promise<string[]> {
    await page.getByRole('combobox', { name: 'Country' }).click();
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    const names = (await listbox.getByRole('option').allInnerTexts()).map((n) => n.trim());
    await page.keyboard.press('Escape');
    return names;
  }

  it('a German address takes an international number, a US one does not; the order is placed with it', async () => {
    const { page, errors } = await shopper(browser, {
      login: 'buyer033@summit.example',
      password: PASSWORD,
      items: [line.bottle(1)],
      path: '/shop/cart',
    });
    try {
      await shipFrom(page, { location: 'USA-CONT', country: 'USA' });
      // A points program has no gift to swap.
      expect(await page.getByRole('button', { name: 'Choose a different gift' }).count()).toBe(0);
      await fillShipping(page, { ...US_ADDRESS, Phone: '+49 30 1234567' });
      await page.getByText(NORTH_AMERICAN).waitFor();

      // Germany is in the European Union region: the participant ships from there.
      await shipFrom(page, { location: 'EU', country: 'DEU' });
      expect(await page.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('Germany');
      await fillShipping(page, { ...US_ADDRESS, 'Town/City': 'Berlin', 'State/Province': 'BE', Postcode: '10115', Phone: '+49 30 12' });
      await page.getByText(INTERNATIONAL).waitFor();
      await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
      expect(await placeOrder(page).isDisabled()).toBe(true);
      await screenshotBoth(page, 'checkout-international-phone');
      await fillShipping(page, { Phone: '+49 30 1234567' });
      await page.getByText(INTERNATIONAL).waitFor({ state: 'detached' });
      expect(await page.getByText(NORTH_AMERICAN).count()).toBe(0);
      await placeOrder(page).click();
      await expectAddress(page, '/shop/checkout/summary');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/shop/checkout/success/'), { timeout: 15_000 });
      await page.getByRole('region', { name: 'Shipping address' }).getByText('+49 30 1234567').waitFor();
      const id = new URL(page.url()).pathname.split('/').at(-1)!;
      const order = await api<{ shippingAddress: { country: string; phone: string } }>(page, 'GET', `/api/orders/${id}`);
      expect(order.body.shippingAddress).toMatchObject({ country: 'DEU', phone: '+49 30 1234567' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the country list holds the countries of the current region; a saved address elsewhere says to change region', async () => {
    const { page, errors } = await shopper(browser, {
      login: 'buyer048@summit.example',
      password: PASSWORD,
      items: [line.bottle(1)],
      path: '/shop/cart',
    });
    try {
      await shipFrom(page, { location: 'USA-CONT', country: 'USA' });
      expect(await offeredCountries(page)).toEqual(['United States']);

      await shipFrom(page, { location: 'NA', country: 'CAN' });
      const northAmerica = await offeredCountries(page);
      expect(northAmerica).toEqual(expect.arrayContaining(['Canada', 'Mexico']));
      expect(northAmerica).not.toContain('United States');
      expect(northAmerica).not.toContain('France');

      // A saved US address while shipping from the European Union: the country says why it cannot go.
      const self = await api<{ sid: string }>(page, 'GET', '/api/self');
      const saved = { fullName: 'Summit Buyer', address1: '1600 Summit Avenue', townCity: 'Denver', stateCounty: 'CO', postcode: '80202', country: 'USA', phone: '(555) 201-2026', default: true };
      expect((await api(page, 'POST', `/api/users/${self.body.sid}/addresses`, saved)).status).toBeLessThan(300);
      await shipFrom(page, { location: 'EU', country: 'FRA' });
      await page.getByText(OUTSIDE_REGION).waitFor();
      await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
      expect(await placeOrder(page).isDisabled()).toBe(true);
      const europe = await offeredCountries(page);
      expect(europe).toEqual(expect.arrayContaining(['France', 'Germany', 'United States']));
      expect(europe).not.toContain('Canada');
      await screenshotBoth(page, 'checkout-country-outside-region');
      await page.getByRole('combobox', { name: 'Country' }).click();
      await page.getByRole('option', { name: 'France' }).click();
      await fillShipping(page, { 'Town/City': 'Paris', 'State/Province': 'IDF', Postcode: '75001', Phone: '+33 1 23 45 67' });
      await page.getByText(OUTSIDE_REGION).waitFor({ state: 'detached' });
      expect(await placeOrder(page).isDisabled()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('Choose a different gift', () => {
  const chooseDifferent = (page: Page) => page.getByRole('button', { name: 'Choose a different gift' });

  it('plateau (Apex Tiers, setting off): to the shop, the cart emptied, nothing ordered', async () => {
    const { page, errors } = await shopper(browser, {
      host: 'tiered.localhost',
      login: 'SILVER-2006',
      password: 'Apex#2026',
      items: [line.pen('script')],
      path: '/shop/checkout',
    });
    try {
      await page.getByRole('heading', { name: 'Shipping address' }).waitFor();
      await screenshotBoth(page, 'checkout-choose-different');
      await chooseDifferent(page).click();
      await expectAddress(page, '/shop');
      expect(await cartCount(page)).toBe(0);
      await expect.poll(() => recordCart(page)).toEqual([]);
      expect(await orders(page)).toEqual([]);
      // Back in the shop with nothing in the cart, checkout sends the participant to the cart.
      await page.goto('/shop/checkout');
      await expectAddress(page, '/shop/cart');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('claim (Thank You Gifts, setting on): home, the cart emptied, the code still unused', async () => {
    const { page, errors } = await shopper(browser, {
      host: 'claim.localhost',
      login: 'THANKS-0019',
      items: [line.aurora('blue')],
      path: '/shop/checkout',
    });
    try {
      await page.getByRole('heading', { name: 'Shipping address' }).waitFor();
      await chooseDifferent(page).click();
      await expectAddress(page, '/');
      expect(await cartCount(page)).toBe(0);
      await expect.poll(() => recordCart(page)).toEqual([]);
      const self = await api<{ status: string | null }>(page, 'GET', '/api/self');
      expect(self.body.status).not.toBe('Used');
      expect(await orders(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("the program's defaultEmail", () => {
  it('starts the claim-email field when the participant has none, and can be changed', async () => {
    // No demo program sets one: the program as the app receives it does.
    const { page, errors } = await visit(browser, 'claim.localhost', '/login');
    try {
      // Read in the page: the test's own process cannot resolve claim.localhost, Chromium can.
      const program = await page.evaluate(async () => (await fetch('/api/programs')).json());
      await page.route('**/api/programs', (route) => route.fulfill({ json: { ...program, defaultEmail: 'gifts@thanks.example' } }));
      await page.reload();
      await signIn(page, { login: 'THANKS-0020' });
      await page.getByRole('button', { name: /^Shopping cart/ }).waitFor();
      const self = await api<{ sid: string }>(page, 'GET', '/api/self');
      expect((await api(page, 'PUT', `/api/users/${self.body.sid}/cart`, { cartItems: [line.bottle(1)] })).status).toBe(200);
      await page.goto('/shop/checkout');
      const email = page.getByRole('textbox', { name: 'Email for your order' });
      await email.waitFor();
      expect(await email.inputValue()).toBe('gifts@thanks.example');
      expect(await email.isEditable()).toBe(true);
      await email.fill('someone.else@thanks.example');
      expect(await email.inputValue()).toBe('someone.else@thanks.example');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
