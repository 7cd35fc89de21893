// Orders and points history in the browser [account 11-15]: received shown as received, Shipped
// as a link to the tracking page, 'API Error' as Pending, Cancelled as Cancelled (its items too); en-US long dates (translated months in
// other locales); items with options and tracking; a missing order; the points history with its
// running balance; and an order placed through the API showing up in both.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { apiCall, expectPath, openAccountPage, screenshotBothWidths, signInByApi, SUMMIT_PASSWORD, useLocale } from './account-support';

const UPS_LINK = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
/** The link's words for screen readers, hidden from sight but part of its text. */
const NEW_TAB = '(opens in a new tab)';
// alex@summit.example may only be read: these tests look, they change nothing of alex's.
const ALEX = 'alex@summit.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The rows of a table as arrays of cell texts (header row first). */
async function tableRows(page: Page, name: string): Promise<string[][]> {
  const table = page.getByRole('table', { name });
  await table.waitFor();
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => (cell as HTMLElement).innerText.trim())),
    );
}

const points = (text: string) => Number(text.replace(/[^\d−-]/g, '').replace('−', '-'));

describe('orders (alex, read-only)', () => {
  it('lists every order with the status rules, en-US long dates and totals; Shipped links to the carrier', async () => {
    const { page, errors } = await openAccountPage(browser, 'localhost');
    try {
      await signInByApi(page, ALEX, SUMMIT_PASSWORD);
      await page.goto('/account/orders');
      const rows = await tableRows(page, 'My Orders');
      expect(rows[0]).toEqual(['Order number', 'Order date', 'Order status', 'Items', 'Order total']);
      expect(rows.slice(1).map((row) => row.map((cell) => cell.replace(NEW_TAB, '').trim()))).toEqual([
        ['100004', 'November 9, 2026', 'Cancelled', '1', '4,500 points'],
        ['100003', 'November 2, 2026', 'Received', '1', '2,500 points'],
        ['100002', 'August 30, 2026', 'Pending', '1', '6,000 points'],
        ['100001', 'June 14, 2026', 'Shipped', '3', '6,900 points'],
      ]);
      // 'Shipped' is a link to the carrier's tracking page, in a new tab; the others are not links.
      const shipped = page.getByRole('table', { name: 'My Orders' }).getByRole('link', { name: /^Shipped/ });
      expect(await shipped.getAttribute('href')).toBe(UPS_LINK);
      expect(await shipped.getAttribute('target')).toBe('_blank');
      expect(await shipped.getAttribute('rel')).toBe('noopener noreferrer');
      expect(
        await page
          .getByRole('table', { name: 'My Orders' })
          .getByRole('link', { name: /Pending|Received|Cancelled/ })
          .count(),
      ).toBe(0);
      // 'API Error' itself is never shown.
      expect(await page.getByText('API Error').count()).toBe(0);
      await screenshotBothWidths(page, 'orders-points');

      // On a phone the same orders are cards.
      await page.setViewportSize({ width: 390, height: 844 });
      const cards = page.getByRole('list', { name: 'My Orders' }).getByRole('listitem');
      expect(await cards.count()).toBe(4);
      expect(
        await cards
          .nth(3)
          .getByRole('link', { name: /^Shipped/ })
          .getAttribute('href'),
      ).toBe(UPS_LINK);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('an order’s page: summary, items with options and tracking, shipping address', async () => {
    const { page, errors } = await openAccountPage(browser, 'localhost');
    try {
      await signInByApi(page, ALEX, SUMMIT_PASSWORD);
      await page.goto('/account/orders');
      await page.getByRole('table', { name: 'My Orders' }).getByRole('link', { name: 'View order #100001' }).click();
      await expectPath(page, '/account/orders/ord_alex_1');
      await page.getByRole('heading', { level: 1, name: 'Order #100001' }).waitFor();
      await page.getByText('June 14, 2026', { exact: true }).waitFor();
      await page.getByText('6,900 points', { exact: true }).waitFor();
      const items = page.getByRole('list', { name: 'Items in this order' }).locator(':scope > li');
      expect(await items.count()).toBe(2);
      const headphones = items.nth(0);
      await headphones.getByRole('link', { name: 'Aurora Wireless Headphones' }).waitFor();
      expect(await headphones.getByRole('link', { name: 'Aurora Wireless Headphones' }).getAttribute('href')).toBe(
        '/shop/products/aurora-wireless-headphones',
      );
      await headphones.getByText('Color: Black').waitFor();
      // Unit price and line total, quantity 1.
      expect(await headphones.getByText('4,500 points', { exact: true }).count()).toBe(2);
      const tracking = headphones.getByRole('link', { name: /UPS 1Z999AA10123456784/ });
      expect(await tracking.getAttribute('href')).toBe(UPS_LINK);
      expect(await tracking.getAttribute('target')).toBe('_blank');
      const bottle = items.nth(1);
      await bottle.getByRole('link', { name: 'Everyday Water Bottle' }).waitFor();
      await bottle.getByText('2,400 points', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Shipping address' }).waitFor();
      await page.getByRole('main').locator('address').getByText('Denver, CO 80202', { exact: true }).waitFor();
      await screenshotBothWidths(page, 'order-shipped');

      // The received order: a custom option, no tracking yet.
      await page.goto('/account/orders/ord_alex_3');
      await page.getByRole('heading', { level: 1, name: 'Order #100003' }).waitFor();
      await page.getByText('Engraving Font: Script').waitFor();
      await page.getByText('Not shipped yet').waitFor();
      await page.getByText('Received', { exact: true }).waitFor();

      // The cancelled order: the order and its item say Cancelled, nothing waits to ship.
      await page.goto('/account/orders/ord_alex_4');
      await page.getByRole('heading', { level: 1, name: 'Order #100004' }).waitFor();
      const cancelled = page.getByRole('list', { name: 'Items in this order' }).locator(':scope > li');
      await cancelled.getByText('Color: White').waitFor();
      await cancelled.getByText('Cancelled', { exact: true }).waitFor();
      expect(await page.getByText('Cancelled', { exact: true }).count()).toBe(2);
      expect(await page.getByText('Not shipped yet').count()).toBe(0);
      await screenshotBothWidths(page, 'order-cancelled');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('dates and statuses in another language: translated month names', async () => {
    const { page, errors } = await openAccountPage(browser, 'localhost');
    try {
      await useLocale(page, 'fr');
      await signInByApi(page, ALEX, SUMMIT_PASSWORD);
      await page.goto('/account/orders');
      const rows = await tableRows(page, 'Mes commandes');
      expect(rows.slice(1).map((r) => [r[1], r[2]!.replace('(s’ouvre dans un nouvel onglet)', '').trim()])).toEqual([
        ['9 novembre 2026', 'Annulée'],
        ['2 novembre 2026', 'Reçue'],
        ['30 août 2026', 'En attente'],
        ['14 juin 2026', 'Expédiée'],
      ]);
      await useLocale(page, 'ge');
      await page.reload();
      const german = page.getByRole('table', { name: 'Meine Bestellungen' });
      await german.getByText('14. Juni 2026').waitFor();
      await german.getByRole('link', { name: /^Versandt/ }).waitFor();
      await german.getByText('Storniert', { exact: true }).waitFor();
      await screenshotBothWidths(page, 'orders-german');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('an order that is not the participant’s shows the not-found message', async () => {
    const { page, errors } = await openAccountPage(browser, 'localhost', [404]);
    try {
      await signInByApi(page, 'buyer057@summit.example', SUMMIT_PASSWORD);
      await page.goto('/account/orders/ord_alex_1');
      await page.getByText('This order could not be found.').waitFor();
      await page.getByRole('link', { name: 'Back to My Orders' }).waitFor();
      // Nothing of alex's order shows.
      expect(await page.getByText('Aurora Wireless Headphones').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('points history', () => {
  it('alex: date, description, amount and a running balance that adds up to the current balance', async () => {
    const { page, errors } = await openAccountPage(browser, 'localhost');
    try {
      await signInByApi(page, ALEX, SUMMIT_PASSWORD);
      await page.goto('/account/transactions');
      await page.getByRole('heading', { level: 1, name: 'My Points' }).waitFor();
      expect(await page.getByTestId('current-balance').innerText()).toBe('25,000 points');
      const rows = await tableRows(page, 'My Points');
      expect(rows[0]).toEqual(['Transaction date', 'Details', 'Points change', 'Balance after']);
      const lines = rows.slice(1);
      expect(lines.length).toBeGreaterThanOrEqual(10);
      // The cancelled order: debited, then its points came back.
      expect(lines.slice(0, 3)).toEqual([
        ['November 10, 2026', 'Order #100004 cancelled', '+4,500', '25,000'],
        ['November 9, 2026', 'Order #100004', '−4,500', '20,500'],
        ['November 2, 2026', 'Order #100003', '−2,500', '25,000'],
      ]);
      expect(lines.at(-1)).toEqual(['January 5, 2026', 'Welcome to Summit Rewards', '+5,000', '5,000']);
      // Newest first: each balance is the one below it plus this line's amount.
      for (let i = 0; i < lines.length - 1; i++) {
        expect(points(lines[i + 1]![3]!) + points(lines[i]![2]!), `row ${i + 1}`).toBe(points(lines[i]![3]!));
      }
      await screenshotBothWidths(page, 'transactions');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('an order placed through the API shows as received in My Orders and as a debit in My Points', async () => {
    const { page, errors } = await openAccountPage(browser, 'localhost');
    try {
      await signInByApi(page, 'buyer058@summit.example', SUMMIT_PASSWORD);
      const before = await apiCall<{ balance: number }>(page, 'GET', '/api/self');
      const ordersBefore = await apiCall<unknown[]>(page, 'GET', '/api/orders');
      const placed = await apiCall<{ success: boolean; id: string }>(page, 'POST', '/api/orders', {
        shippingAddress: {
          fullName: 'Buyer 058',
          address1: '5 Elm Street',
          townCity: 'Austin',
          stateCounty: 'TX',
          postcode: '78701',
          country: 'USA',
          phone: '512-555-0158',
        },
        region: { location: 'USA-CONT', country: 'USA' },
        items: [{ productId: 'p_000003', quantity: 2 }],
      });
      expect(placed.status).toBe(200);
      await page.goto('/account/myprofile');
      const rows = await tableRows(page, 'My Orders');
      // Newest first, below the header row.
      expect(rows).toHaveLength(Math.min(5, ordersBefore.body.length + 1) + 1);
      expect(rows[1]![2]).toBe('Received');
      expect(rows[1]![4]).toBe('2,400 points');
      await page.getByRole('table', { name: 'My Orders' }).getByRole('link').first().click();
      await expectPath(page, `/account/orders/${placed.body.id}`);
      await page.getByRole('link', { name: 'Everyday Water Bottle' }).waitFor();
      await page.getByText('5 Elm Street').waitFor();

      await page.goto('/account/transactions');
      const after = (before.body.balance - 2400).toLocaleString('en-US');
      expect(await page.getByTestId('current-balance').innerText()).toBe(`${after} points`);
      const history = (await tableRows(page, 'My Points')).slice(1);
      expect(history[0]![2]).toBe('−2,400');
      expect(history[0]![3]).toBe(after);
      expect(history[0]![1]).toMatch(/^Order #\d+$/);
      // The opening line of every seeded buyer.
      expect(history.at(-1)![3]).toBe('100,000');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
