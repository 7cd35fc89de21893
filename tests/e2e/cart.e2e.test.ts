// The cart in Chromium against the demo server (docs/cart-checkout.md): the record's cart after sign-in, the
// page and the header dropdown, quantity, remove and clear with their 500 ms, the balance rule on
// Proceed to checkout (page and dropdown), a region change, a reload and two tabs.
// People: buyer021…buyer026, buyer034@summit.example, SILVER-2005 (no order placed here).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { api, cartCount, line, recordCart, screenshotBoth, shopper } from './cart-support';
import { expectAddress, signIn, visit } from './shell-support';

const PASSWORD = 'Summit#2026';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the cart page', () => {
  it("after sign-in the record's items are the cart: rows, total, badge and dropdown", async () => {
    // Another browser put these on buyer021's record; this one signs in through the form.
    const other = await shopper(browser, {
      login: 'buyer021@summit.example',
      password: PASSWORD,
      items: [line.aurora('blue', 2), line.pen('script'), line.shoe('grey', 9)],
    });
    await other.page.close();
    const { page, errors } = await visit(browser, 'localhost', '/shop/cart');
    try {
      await signIn(page, { login: 'buyer021@summit.example', password: PASSWORD });
      await expectAddress(page, '/shop/cart');
      const table = page.getByRole('table');
      await table.getByRole('link', { name: 'Aurora Wireless Headphones' }).waitFor();
      expect(await table.getByRole('row').count()).toBe(4);
      await table.getByText('Color: Blue').waitFor();
      await table.getByText('Engraving Font: Script').waitFor();
      await table.getByText('Color: Grey · Size: 9').waitFor();
      expect(await page.getByTestId('cart-total').textContent()).toBe('19,500 points');
      expect(await cartCount(page)).toBe(4);
      await page.getByRole('link', { name: 'Continue Shopping' }).waitFor();
      expect(await page.getByRole('button', { name: 'Proceed to checkout' }).isEnabled()).toBe(true);
      await screenshotBoth(page, 'cart-page');

      await page.getByRole('button', { name: /^Shopping cart/ }).click();
      const dropdown = page.getByRole('dialog');
      await dropdown.getByText('Your cart').waitFor();
      await dropdown.getByText('2 × 4,500 points').waitFor();
      expect(await dropdown.getByRole('button', { name: 'Checkout' }).isEnabled()).toBe(true);
      await screenshotBoth(page, 'cart-dropdown', { only: 'desktop' });
      await dropdown.getByRole('link', { name: 'View cart' }).click();
      await expectAddress(page, '/shop/cart');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a quantity reaches the cart 500 ms after typing, the record follows, and a reload keeps it', async () => {
    const { page, errors } = await shopper(browser, { login: 'buyer022@summit.example', password: PASSWORD, items: [line.bottle(1)] });
    try {
      const quantity = page.getByRole('textbox', { name: 'Quantity of Everyday Water Bottle' });
      await quantity.fill('3');
      // Not yet: the cart takes the quantity once typing pauses for 500 ms.
      expect(await page.getByTestId('cart-total').textContent()).toBe('1,200 points');
      await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('3,600 points');
      await expect.poll(() => recordCart(page).then((items) => items.map((i) => i.quantity))).toEqual([3]);
      // A typed 0 is clamped to the minimum, 1, and the cart takes that.
      await quantity.fill('0');
      expect(await quantity.inputValue()).toBe('1');
      await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('1,200 points');
      await expect.poll(() => recordCart(page).then((items) => items.map((i) => i.quantity))).toEqual([1]);
      await quantity.fill('3');
      await expect.poll(() => recordCart(page).then((items) => items.map((i) => i.quantity))).toEqual([3]);
      await page.reload();
      await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('3,600 points');
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('storefront-state')))!)).toMatchObject({
        version: 2,
        cart: { owner: 'u_buyer022_summit', lines: [{ productId: 'p_000003', quantity: 3 }] },
      });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a typed quantity above the maximum becomes the maximum, keystroke by keystroke, and the line total follows', async () => {
    // 100,000 points buy 22 headphones at 4,500 (99,000), not 23.
    const { page, errors } = await shopper(browser, { login: 'buyer034@summit.example', password: PASSWORD, items: [line.aurora('black')] });
    try {
      const quantity = page.getByRole('textbox', { name: 'Quantity of Aurora Wireless Headphones (Color: Black)' });
      await quantity.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('99');
      expect(await quantity.inputValue()).toBe('22');
      // Another digit past the maximum leaves it there, however the field held it before.
      await page.keyboard.press('End');
      await page.keyboard.type('9');
      expect(await quantity.inputValue()).toBe('22');
      await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('99,000 points');
      // The line's own total cell, not only the cart's.
      const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Aurora Wireless Headphones' });
      await row.getByRole('cell').filter({ hasText: /^99,000 points$/ }).waitFor();
      await expect.poll(() => recordCart(page).then((items) => items.map((i) => i.quantity))).toEqual([22]);
      expect(await page.getByRole('button', { name: 'Proceed to checkout' }).isEnabled()).toBe(true);
      await quantity.blur();
      expect(await quantity.inputValue()).toBe('22');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Remove takes the line after 500 ms; Remove all empties the cart', async () => {
    const { page, errors } = await shopper(browser, {
      login: 'buyer023@summit.example',
      password: PASSWORD,
      items: [line.bottle(), line.pen(), line.aurora()],
    });
    try {
      await page.getByRole('button', { name: 'Remove Everyday Water Bottle' }).click();
      await page.getByText('Removing…').waitFor();
      expect(await page.getByRole('table').getByRole('row').count()).toBe(4);
      await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(3);
      await page.getByRole('button', { name: 'Remove all' }).click();
      await page.getByText('Your shopping cart is empty!').waitFor();
      await expect.poll(() => recordCart(page)).toEqual([]);
      expect(await cartCount(page)).toBe(0);
      await screenshotBoth(page, 'cart-empty');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Proceed to checkout is disabled and says why while the total exceeds the balance (page and dropdown)', async () => {
    // Four watches at 30,000 are more than buyer024's 100,000 points; three are not.
    const { page, errors } = await shopper(browser, { login: 'buyer024@summit.example', password: PASSWORD, items: [line.watch(4)] });
    try {
      await page.getByText('Your cart total exceeds your available points balance.').waitFor();
      expect(await page.getByRole('button', { name: 'Proceed to checkout' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: /^Shopping cart/ }).click();
      expect(await page.getByRole('dialog').getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
      await screenshotBoth(page, 'cart-over-balance');
      await page.keyboard.press('Escape');
      // The quantity goes no higher than the balance allows [cart 10]: three watches.
      const quantity = page.getByRole('textbox', { name: 'Quantity of Heritage Chronograph Watch' });
      await quantity.fill('9');
      expect(await quantity.inputValue()).toBe('3');
      await quantity.fill('3');
      await expect.poll(() => page.getByRole('button', { name: 'Proceed to checkout' }).isEnabled()).toBe(true);
      expect(await page.getByText('Your cart total exceeds your available points balance.').count()).toBe(0);
      await page.getByRole('button', { name: 'Proceed to checkout' }).click();
      await expectAddress(page, '/shop/checkout');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a region change empties the cart, here and on the record', async () => {
    const { page, errors } = await shopper(browser, { login: 'buyer025@summit.example', password: PASSWORD, items: [line.bottle(2)] });
    try {
      await page.getByRole('table').waitFor();
      await page.getByRole('button', { name: /^Ship to:/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose your location' });
      await dialog.getByRole('combobox', { name: 'Region' }).click();
      await page.getByRole('option', { name: 'European Union' }).click();
      await dialog.getByRole('combobox', { name: 'Country' }).click();
      await page.getByRole('option', { name: 'France' }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Your shopping cart is empty!').waitFor();
      await expect.poll(() => recordCart(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('two tabs show the same cart', async () => {
    const first = await shopper(browser, {
      login: 'buyer026@summit.example',
      password: PASSWORD,
      items: [line.bottle(1), line.aurora('white')],
    });
    const second = await first.page.context().newPage();
    try {
      await second.goto('/shop/cart');
      await second.getByTestId('cart-total').waitFor();
      await first.page.getByRole('textbox', { name: 'Quantity of Everyday Water Bottle' }).fill('4');
      await expect.poll(() => second.getByTestId('cart-total').textContent()).toBe('9,300 points');
      await second.getByRole('button', { name: 'Remove Aurora Wireless Headphones (Color: White)' }).click();
      await expect.poll(() => first.page.getByTestId('cart-total').textContent()).toBe('4,800 points');
      expect(await cartCount(first.page)).toBe(4);
      expect(first.errors).toEqual([]);
    } finally {
      await second.close();
      await first.page.close();
    }
  });
});

describe('plateau and claim carts', () => {
  it('show no points anywhere', async () => {
    const { page, errors } = await shopper(browser, {
      host: 'tiered.localhost',
      login: 'SILVER-2005',
      password: 'Apex#2026',
      items: [line.aurora('black')],
    });
    try {
      await page.getByRole('table').getByRole('link', { name: 'Aurora Wireless Headphones' }).waitFor();
      // The whole page, header and footer included (no points anywhere [cart 15]).
      expect(await page.locator('body').innerText()).not.toMatch(/points?\b/i);
      expect(await page.getByRole('textbox', { name: /Quantity of/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Proceed to checkout' }).isEnabled()).toBe(true);
      await screenshotBoth(page, 'cart-plateau');
      // The cart stays this participant's: SILVER-2005 places no order here.
      expect((await api(page, 'PUT', '/api/users/u_silver_2005/cart', { cartItems: [] })).status).toBe(200);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
