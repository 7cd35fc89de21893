// Faults at the app's start (docs/security.md, Faults), with Playwright's route interception standing in
// for the network: an API that refuses connections, one that responds 503, and one that never
// responses (the 30 s request timeout [api-calls 3], reached with Playwright's clock rather than
// waiting). Each ends in a clear message with Retry, never a blank page or a spinner forever,
// and once the API is back, Retry brings the shop, with the participant still signed in. The
// visitor's tests open / rather than /login: the server renders /login's first view with the
// program it holds (docs/performance.md), so that page starts without asking the API; its own
// test below sends the form into the outage.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { address, signInByApi, storedTokens } from './shell-support';

const FAILED = 'We could not reach the shop. Please check your connection and try again.';
// Dedicated to these tests on the shared server (claim codes are never used up by signing in).
const CODE = { email: 'THANKS-0096' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const API = /\/(api\/|token$|signin-oidc$)/;
const isApi = (url: URL) => API.test(url.pathname) && url.pathname !== '/api/health';

/** The page's clock stands still from here on: it moves only by `runFor`, so the real seconds a
 *  loaded machine spends before the request goes out are not counted towards its 30 s. */
async function pauseClock(page: Page) {
  const start = new Date('2026-01-05T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
}

async function failedScreen(page: Page) {
  await page.getByRole('alert').filter({ hasText: FAILED }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  // Not a blank page: the message is visible, with its title.
  expect(await page.getByRole('alert').innerText()).toContain("The shop can't be reached");
}

/** Every API call fails the way `fail` says until the returned function is called. */
async function breakApi(page: Page, fail: (route: Route) => Promise<void> | void): Promise<() => Promise<void>> {
  const handler = (route: Route) => fail(route);
  await page.route(isApi, handler);
  return () => page.unroute(isApi, handler);
}

describe('the API is unreachable at start', () => {
  it('signed out: a clear message with Retry; Retry once it is back shows the sign-in page', async () => {
    const page = await newPage(browser, { host: 'claim.localhost' });
    try {
      const repair = await breakApi(page, (route) => route.abort('connectionrefused'));
      await page.goto('/');
      await failedScreen(page);
      // Retry while it is still down: the same message again, not a blank page.
      await page.getByRole('button', { name: 'Retry' }).click();
      await failedScreen(page);
      await repair();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('form', { name: 'Sign In' }).waitFor();
    } finally {
      await page.close();
    }
  });

  it('signed in: the outage does not sign the participant out; Retry brings the page they asked for', async () => {
    const page = await newPage(browser, { host: 'claim.localhost' });
    try {
      await page.goto('/login');
      const token = await signInByApi(page, CODE);
      const repair = await breakApi(page, (route) => route.abort('connectionrefused'));
      await page.goto('/shop');
      await failedScreen(page);
      expect((await storedTokens(page)).local).toBe(token);
      await repair();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('article').first().waitFor({ timeout: 15_000 });
      expect(address(page)).toBe('/shop');
      expect((await storedTokens(page)).local).toBe(token);
    } finally {
      await page.close();
    }
  });

  it('an API that responds 503 (down for maintenance) shows the same message, and recovers', async () => {
    const page = await newPage(browser, { host: 'claim.localhost' });
    try {
      const repair = await breakApi(page, (route) =>
        route.fulfill({ status: 503, json: { error: 'unavailable', message: 'Down for maintenance.' } }),
      );
      await page.goto('/');
      await failedScreen(page);
      await repair();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('form', { name: 'Sign In' }).waitFor();
    } finally {
      await page.close();
    }
  });
});

describe('the sign-in page the server rendered, with the API unreachable', () => {
  it('shows the form from its HTML, says sign-in is unavailable when sent, and signs in once it is back', async () => {
    const page = await newPage(browser, { host: 'claim.localhost' });
    try {
      const repair = await breakApi(page, (route) => route.abort('connectionrefused'));
      await page.goto('/login');
      const form = page.getByRole('form', { name: 'Sign In' });
      await form.getByRole('textbox', { name: 'Claim Code' }).fill(CODE.email);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').filter({ hasText: 'Sign-in is not available right now. Please try again later.' }).waitFor();
      expect(address(page)).toBe('/login');
      expect(await storedTokens(page)).toEqual({ session: null, local: null });
      await repair();
      await form.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const stored = await storedTokens(page);
      expect(stored.session ?? stored.local).not.toBeNull();
    } finally {
      await page.close();
    }
  });
});

describe('the API does not response', () => {
  it('the 30 s timeout ends the wait with the message (not before), and Retry recovers', async () => {
    const page = await newPage(browser, { host: 'claim.localhost' });
    const held: Route[] = [];
    try {
      await pauseClock(page);
      const repair = await breakApi(page, (route) => {
        held.push(route); // never answered
      });
      await page.goto('/');
      const loading = page.getByRole('status').filter({ hasText: 'Loading' });
      await loading.waitFor({ timeout: 15_000 });
      expect(held.length).toBeGreaterThan(0);
      // 29 s in: still waiting, still the loading view.
      await page.clock.runFor(29_000);
      expect(await page.getByRole('alert').filter({ hasText: FAILED }).count()).toBe(0);
      expect(await page.getByRole('form', { name: 'Sign In' }).count()).toBe(0);
      expect(await loading.isVisible()).toBe(true);
      // Past 30 s: the request is given up and the message shows.
      await page.clock.runFor(1_500);
      await failedScreen(page);
      await repair();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('form', { name: 'Sign In' }).waitFor({ timeout: 15_000 });
    } finally {
      for (const route of held) await route.abort().catch(() => undefined);
      await page.close();
    }
  });

  it('signed in, the product list whose data never comes ends in its own message after 30 s, and Retry loads it', async () => {
    const page = await newPage(browser, { host: 'claim.localhost' });
    const held: Route[] = [];
    try {
      await page.goto('/login');
      await signInByApi(page, CODE);
      await pauseClock(page);
      const products = (url: URL) => url.pathname === '/api/products';
      const hold = (route: Route) => {
        held.push(route);
      };
      await page.route(products, hold);
      await page.goto('/shop');
      await page.waitForFunction(() => document.readyState === 'complete');
      await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
      await page.clock.runFor(29_000);
      const failed = page.getByRole('alert').filter({ hasText: 'The products could not be loaded.' });
      expect(await failed.count()).toBe(0);
      await page.clock.runFor(1_500);
      await failed.waitFor({ timeout: 15_000 });
      // Time runs again: TanStack Query hands a response to the page in a timer of its own, which
      // a paused clock would hold back.
      await page.clock.resume();
      await page.unroute(products, hold);
      await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('article').first().waitFor({ timeout: 15_000 });
      expect(address(page)).toBe('/shop');
    } finally {
      for (const route of held) await route.abort().catch(() => undefined);
      await page.close();
    }
  });
});
