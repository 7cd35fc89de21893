// A whole purchase with the keyboard only (docs/accessibility.md): the skip link, a header submenu opened with
// ArrowDown, the search combobox, quick view (focus trapped inside, returned to its button on
// Escape), option radios and the option dropdown, the quantity input, the cart dropdown (trapped and
// returned too), the cart, the checkout form, the summary and the success page. Every step is a key
// press on the focused element; `tabTo` presses Tab until the element wanted has focus.
// People: buyer096@summit.example (places one order).
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { api, shopper, US_ADDRESS } from './cart-support';
import { expectAddress } from './shell-support';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, options: { max?: number; back?: boolean } = {}): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < (options.max ?? 80); i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Focus is inside `container` now. */
const focusWithin = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement));

/** Accessible-ish description of the focused element, for failure messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()}[role=${el.getAttribute('role')}] ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`
      : 'none';
  });

describe('keyboard only', () => {
  it('buys with the keyboard: skip link, menu, search, quick view, options, quantity, cart, checkout', async () => {
    const { page, errors } = await shopper(browser, {
      login: 'buyer096@summit.example',
      password: 'Summit#2026',
      items: [],
      path: '/',
    });
    try {
      const before = (await api<unknown[]>(page, 'GET', '/api/orders')).body.length;
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();

      // 1. The skip link is the first stop and moves focus to the main region.
      await page.keyboard.press('Tab');
      expect(await focused(page)).toContain('Skip to main content');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

      // 2. A header submenu: ArrowDown opens it on its first item, arrows move, Escape returns.
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      const trigger = nav.locator('button[aria-haspopup="menu"]').first();
      await tabTo(page, trigger, { back: true });
      await page.keyboard.press('ArrowDown');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const items = menu.getByRole('menuitem');
      await expect.poll(() => isFocused(items.first())).toBe(true);
      await page.keyboard.press('ArrowDown');
      expect(await isFocused(items.nth(1))).toBe(true);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect.poll(() => isFocused(trigger)).toBe(true);

      // 3. The search combobox: three letters bring suggestions, ArrowDown highlights, Enter opens.
      const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
      await tabTo(page, search);
      await page.keyboard.type('Trailblazer');
      const suggestion = page.getByRole('option', { name: /Trailblazer Running Shoe/ });
      await suggestion.waitFor();
      await page.keyboard.press('ArrowDown');
      // The highlighted option is the field's active descendant (focus stays in the field).
      const optionId = await suggestion.getAttribute('id');
      await expect.poll(() => search.getAttribute('aria-activedescendant')).toBe(optionId);
      await page.keyboard.press('Enter');
      await expectAddress(page, '/shop/products/trailblazer-running-shoe');

      // 4. The product page: the Size dropdown (7 values) and the Color radios (2), then quantity.
      const main = page.getByRole('main');
      const size = main.getByRole('combobox', { name: /Size/ });
      await tabTo(page, size);
      await page.keyboard.press('ArrowDown'); // a closed native select steps to the next value
      await page.keyboard.press('ArrowDown');
      const chosenSize = await size.inputValue();
      expect(chosenSize).not.toBe('');
      const grey = main.getByRole('radio', { name: 'Grey' });
      const red = main.getByRole('radio', { name: 'Red' });
      await tabTo(page, main.getByRole('radio').first());
      await page.keyboard.press((await isFocused(red)) ? 'ArrowDown' : 'Space');
      await expect.poll(() => grey.isChecked()).toBe(true);
      const quantity = main.getByRole('spinbutton', { name: 'Quantity' });
      await tabTo(page, quantity);
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => quantity.inputValue()).toBe('2');
      const add = main.getByRole('button', { name: 'Add To Cart' });
      await tabTo(page, add);
      await page.keyboard.press('Enter');
      await page.getByText('Product "Trailblazer Running Shoe" added to cart!').waitFor();

      // 5. Quick view from the list: focus moves in, stays in on Tab, and returns on Escape.
      await tabTo(page, search, { back: true, max: 120 });
      await page.keyboard.press('Control+A');
      await page.keyboard.type('Aurora Wireless');
      await page.getByRole('option', { name: /Aurora Wireless Headphones/ }).waitFor();
      await page.keyboard.press('Enter'); // nothing highlighted: a plain search of the list
      await page.waitForURL((url) => url.pathname === '/shop' && url.searchParams.has('filter_search'));
      const quickView = page.getByRole('button', { name: 'Quick view of Aurora Wireless Headphones' });
      await tabTo(page, quickView, { max: 150 });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Blue' }).waitFor();
      await expect.poll(() => focusWithin(dialog)).toBe(true);
      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusWithin(dialog), `Tab ${i + 1} left the dialog for ${await focused(page)}`).toBe(true);
      }
      await tabTo(page, dialog.getByRole('radio').first());
      // Radios: arrows move and select; from Black, ArrowDown twice is Blue.
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => dialog.getByRole('radio', { name: 'Blue' }).isChecked()).toBe(true);
      await tabTo(page, dialog.getByRole('button', { name: 'Add To Cart' }));
      await page.keyboard.press('Enter');
      await page.getByText('Product "Aurora Wireless Headphones" added to cart!').waitFor();
      if (await dialog.isVisible()) await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => isFocused(quickView), { message: 'focus back on the quick-view button' }).toBe(true);

      // 6. The cart dropdown: focus goes in, Escape returns it; then on to the cart page.
      const cartButton = page.getByRole('button', { name: /^Shopping cart, 3 items$/ });
      await tabTo(page, cartButton, { back: true, max: 150 });
      await page.keyboard.press('Enter');
      const preview = page.getByRole('dialog');
      await preview.getByRole('link', { name: 'View cart' }).waitFor();
      await expect.poll(() => focusWithin(preview)).toBe(true);
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'hidden' });
      await expect.poll(() => isFocused(cartButton)).toBe(true);
      await page.keyboard.press('Enter');
      await tabTo(page, preview.getByRole('link', { name: 'View cart' }));
      await page.keyboard.press('Enter');
      await expectAddress(page, '/shop/cart');

      // 7. The cart: one more headphone with ArrowUp in its quantity, then checkout.
      const lineQuantity = page.getByRole('table').getByRole('textbox', { name: /Aurora Wireless Headphones/ });
      await tabTo(page, lineQuantity);
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => lineQuantity.inputValue()).toBe('2');
      const proceed = page.getByRole('button', { name: 'Proceed to checkout' });
      await expect.poll(() => proceed.isEnabled()).toBe(true);
      await tabTo(page, proceed);
      await page.keyboard.press('Enter');
      await expectAddress(page, '/shop/checkout');

      // 8. Checkout: each field typed into after Tab reaches it, the terms ticked with Space.
      for (const [label, value] of Object.entries(US_ADDRESS)) {
        await tabTo(page, page.getByRole('textbox', { name: label, exact: false }).first());
        await page.keyboard.type(value);
      }
      await tabTo(page, page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }));
      await page.keyboard.press('Space');
      const place = page.getByRole('button', { name: 'Place Order' });
      await expect.poll(() => place.isEnabled()).toBe(true);
      await tabTo(page, place);
      await page.keyboard.press('Enter');
      await expectAddress(page, '/shop/checkout/summary');

      // 9. Summary → Confirm → success.
      const confirm = page.getByRole('button', { name: 'Confirm' });
      await tabTo(page, confirm);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/shop/checkout/success/'), { timeout: 15_000 });
      await page.getByTestId('order-number').waitFor();
      const after = await api<{ items: { quantity: number }[] }[]>(page, 'GET', '/api/orders');
      expect(after.body).toHaveLength(before + 1);
      expect(after.body[0]!.items.map((item) => item.quantity).sort()).toEqual([2, 2]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});
