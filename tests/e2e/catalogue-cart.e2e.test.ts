// Where the catalogue meets the cart, in Chromium against the demo (product/cart.md): Add To Cart on the
// product page, on a card and in quick view; the toast, the header's count and the record's cart;
// a second add of the same option raises its line; a plateau or claim product clears the cart and
// goes straight to checkout. People (reserved for these seams): buyer031, buyer032, THANKS-0018,
// GOLD-1005; no order is placed here.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { cartCount, line, recordCart, screenshotBoth, shopper } from './cart-support';
import { expectAddress } from './shell-support';

const SUMMIT_PASSWORD = 'Summit#2026';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The record's cart once the 500 ms push has reached the server, as product/option/quantity triples. */
async function settledRecord(page: Page, expected: readonly (readonly [string, string | null, number])[]): Promise<void> {
  const want = [...expected].map(([productId, optionId, quantity]) => ({ productId, optionId, quantity }));
  const shape = async () =>
    (await recordCart(page)).map(({ productId, optionId, quantity }) => ({ productId, optionId: optionId ?? null, quantity }));
  const deadline = Date.now() + 10_000;
  let seen = await shape();
  while (JSON.stringify(seen) !== JSON.stringify(want) && Date.now() < deadline) {
    await page.waitForTimeout(200);
    seen = await shape();
  }
  expect(seen).toEqual(want);
}

async function toast(page: Page, name: string): Promise<void> {
  await page.getByText(`Product "${name}" added to cart!`).first().waitFor({ timeout: 10_000 });
}

describe('Add To Cart (points program)', () => {
  it('the product page adds the chosen option and quantity; the same option again raises its line', async () => {
    const { page, errors } = await shopper(browser, {
      login: 'buyer031@summit.example',
      password: SUMMIT_PASSWORD,
      items: [],
      path: '/shop/products/trailblazer-running-shoe',
    });
    try {
      await page.getByRole('heading', { level: 1, name: 'Trailblazer Running Shoe' }).waitFor();
      const add = page.getByRole('button', { name: 'Add To Cart', exact: true });
      // Nothing to add until the options narrow to one.
      expect(await add.isDisabled()).toBe(true);
      await page.getByRole('radio', { name: 'Grey' }).check({ force: true });
      await page.getByRole('combobox', { name: 'Size' }).selectOption('10');
      await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
      await add.click();
      await toast(page, 'Trailblazer Running Shoe');
      expect(await cartCount(page)).toBe(2);
      await settledRecord(page, [['p_000002', 'p_000002_grey_10', 2]]);

      await page.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
      await add.click();
      await page.waitForFunction(() => /Shopping cart, 3 items/.test(document.body.innerHTML));
      expect(await cartCount(page)).toBe(3);
      await settledRecord(page, [['p_000002', 'p_000002_grey_10', 3]]);

      await page.goto('/shop/cart');
      const table = page.getByRole('table');
      await table.getByText('Color: Grey · Size: 10').waitFor();
      expect(await table.getByRole('row').count()).toBe(2);
      expect(await page.getByTestId('cart-total').textContent()).toBe('24,000 points');
      await screenshotBoth(page, 'added-from-product-page');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a card adds a product without options at once; one with several opens quick view, whose choice is added', async () => {
    const { page, errors } = await shopper(browser, {
      login: 'buyer032@summit.example',
      password: SUMMIT_PASSWORD,
      items: [],
      path: '/shop?filter_search=bottle',
    });
    try {
      const bottle = page.getByRole('article', { name: 'Everyday Water Bottle' });
      await bottle.getByRole('button', { name: 'Add Everyday Water Bottle to cart' }).click();
      await toast(page, 'Everyday Water Bottle');
      expect(await cartCount(page)).toBe(1);
      expect(page.url()).toMatch(/\/shop\?filter_search=bottle$/);

      await page.goto('/shop?filter_search=aurora');
      const aurora = page.getByRole('article', { name: 'Aurora Wireless Headphones' });
      await aurora.getByRole('button', { name: 'Choose options of Aurora Wireless Headphones' }).click();
      const dialog = page.getByRole('dialog', { name: 'Aurora Wireless Headphones' });
      await dialog.waitFor();
      expect(await cartCount(page)).toBe(1);
      // The choice goes through the quick view's statechart, so it shows a render later.
      await dialog.getByRole('radio', { name: 'Blue' }).click();
      await dialog.locator('input[type=radio][value="Blue"]:checked').waitFor();
      await dialog.getByRole('button', { name: 'Add To Cart', exact: true }).click();
      await toast(page, 'Aurora Wireless Headphones');
      await dialog.waitFor({ state: 'detached' });
      expect(await cartCount(page)).toBe(2);
      await settledRecord(page, [
        ['p_000003', null, 1],
        ['p_000001', 'p_000001_blue', 1],
      ]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('Add To Cart in programs without points', () => {
  it('claim: the product replaces the cart and checkout opens at once, with no points shown', async () => {
    const { page, errors } = await shopper(browser, {
      host: 'claim.localhost',
      login: 'THANKS-0018',
      items: [line.pen('serif')],
      path: '/shop/products/aurora-wireless-headphones',
    });
    try {
      await page.getByRole('heading', { level: 1, name: 'Aurora Wireless Headphones' }).waitFor();
      await page.getByRole('radio', { name: 'White' }).check({ force: true });
      await page.getByRole('button', { name: 'Add To Cart', exact: true }).click();
      await expectAddress(page, '/shop/checkout');
      await settledRecord(page, [['p_000001', 'p_000001_white', 1]]);
      await page.getByText('Aurora Wireless Headphones').first().waitFor();
      expect(await page.locator('body').innerText()).not.toMatch(/points/i);
      await screenshotBoth(page, 'claim-add-goes-to-checkout');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('plateau: a card’s Add To Cart replaces the cart and opens checkout', async () => {
    const { page, errors } = await shopper(browser, {
      host: 'tiered.localhost',
      login: 'GOLD-1005',
      password: 'Apex#2026',
      items: [line.pen('script'), line.bottle(2)],
      path: '/shop?filter_search=speaker',
    });
    try {
      const speaker = page.getByRole('article', { name: 'Echo Smart Speaker' });
      await speaker.getByRole('button', { name: 'Add Echo Smart Speaker to cart' }).click();
      await expectAddress(page, '/shop/checkout');
      // Its one option (Charcoal) is chosen without asking.
      await settledRecord(page, [['p_000004', 'p_000004_charcoal', 1]]);
      expect(await page.locator('body').innerText()).not.toMatch(/points/i);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
