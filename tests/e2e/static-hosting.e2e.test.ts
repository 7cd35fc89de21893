// The app as static files on another origin than the API (docs/deploy.md): dist/ from a plain
// static server on its own port, /app-config.json naming the API's origin (the shared test server).
// The API learns the program from the page's origin and responses CORS for it; images come from the
// API's origin. Nothing is asked of the static host but files.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, screenshot } from '../support/browser';
import { freePort } from '../support/free-port';
import { repoRoot } from '../support/server-process';
import { startStaticHost, type StaticHost } from '../support/static-host';
import { expectAddress, signIn } from './shell-support';

const SHOPPER = { login: 'buyer047@summit.example', password: 'Summit#2026' };

let browser: Browser;
let host: StaticHost;
const apiOrigin = () => appUrl('localhost', '');

beforeAll(async () => {
  browser = await launchBrowser();
  host = await startStaticHost({ root: `${repoRoot}/dist`, port: await freePort(), apiOrigin: apiOrigin() });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

async function staticPage(): Promise<{ page: Page; errors: string[]; apiCalls: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: host.origin });
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  const errors: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`${m.text()} (${m.location().url})`));
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') || url.pathname === '/token') apiCalls.push(url.origin);
  });
  return { page, errors, apiCalls };
}

/** Images the page shows that did not load, by address. */
const brokenImages = (page: Page) =>
  page.evaluate(() => [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.currentSrc || img.src));

describe('the shop served as static files, the API on another origin', () => {
  it('signs in, shows the catalogue with its images, and adds to the cart; every call goes to the API origin', async () => {
    const { page, errors, apiCalls } = await staticPage();
    try {
      await page.goto('/login');
      await page.getByRole('img', { name: 'Summit Rewards logo' }).waitFor();
      expect(await page.title()).toBe('Summit Rewards');
      await signIn(page, SHOPPER);
      await expectAddress(page, '/');
      await page.getByRole('heading', { level: 1, name: 'Welcome to Summit Rewards' }).waitFor({ state: 'attached' });

      await page.goto('/shop/products/everyday-water-bottle');
      await page.getByRole('heading', { level: 1, name: 'Everyday Water Bottle' }).waitFor();
      const image = page.getByRole('main').getByRole('img').first();
      await image.waitFor();
      expect(await image.getAttribute('src')).toMatch(new RegExp(`^${apiOrigin()}/images/`));
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      expect(await brokenImages(page)).toEqual([]);

      await page.getByRole('button', { name: 'Add To Cart', exact: true }).click();
      await page.goto('/shop/cart');
      await page.getByRole('table').getByText('Everyday Water Bottle').waitFor();
      await screenshot(page, 'static-hosting-cart', { fullPage: false });

      expect(new Set(apiCalls)).toEqual(new Set([apiOrigin()]));
      expect(host.requested.filter((p) => p.startsWith('/api/'))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
