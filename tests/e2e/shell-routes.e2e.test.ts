// The shell's routes in Chromium against the demo: each site mode on its demo host [demo 7], the guards'
// redirects (and back after sign-in), content pages, the 404 page and the forms with no behaviour.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { address, expectAddress, screenshotBothWidths, signIn, signInByApi, storedTokens, visit } from './shell-support';

const CLOSED_TEXT =
  'The incentive program you are attempting to reach is either temporarily unavailable or has ended. Please contact your program administrator for more details.';
const CONTACT_TEXT = 'Please contact your program administrator if you believe this information is not correct.';
const NOT_FOUND_TEXT = "We can't seem to find the page you're looking for. Try to use the search.";

const ALEX = { login: 'alex@summit.example', password: 'Summit#2026' };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('site modes', () => {
  it('closed.localhost shows the closed page with the default text, and every path goes to /login', async () => {
    const { page, errors } = await visit(browser, 'closed.localhost', '/');
    try {
      await expectAddress(page, '/login');
      await page.getByText(CLOSED_TEXT).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Winter Wonders');
      expect(await page.getByRole('form', { name: 'Sign In' }).count()).toBe(0);
      await screenshotBothWidths(page, 'closed');

      // /login comes rendered by the server as the closed page; the others move there in the browser.
      for (const path of ['/login', '/shop', '/login/reset-password?token=x&email=a@b.co', '/no-such-page']) {
        await page.goto(path);
        await expectAddress(page, '/login');
        await page.getByText(CLOSED_TEXT).waitFor();
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a program that closes under a signed-in participant signs them out and sends them to /', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/login');
    try {
      await signInByApi(page, { email: ALEX.login, password: ALEX.password });
      // Winter Wonders signs no one in, so Summit Rewards' answer is turned closed on the way.
      await page.route('**/api/programs', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), status: false } });
      });
      await page.goto('/shop');
      await expectAddress(page, '/login');
      await page.getByText(CLOSED_TEXT).waitFor();
      expect(await storedTokens(page)).toEqual({ session: null, local: null });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('rebuilding.localhost: a visitor sees the login page; signed in, only the rebuilding page at /', async () => {
    // The success page below asks for its made-up order, which the server does not know (404).
    const { page, errors } = await visit(browser, 'rebuilding.localhost', '/', { allowStatus: [404] });
    try {
      await expectAddress(page, '/login');
      await signIn(page, ALEX);
      await expectAddress(page, '/');
      await page.getByRole('heading', { level: 1, name: 'Catalog Rebuilding in Progress...' }).waitFor();
      // The header offers nothing the mode would send back here: no search, menu, location or cart.
      expect(await page.getByRole('banner').getByRole('search').count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Ship to: / }).count()).toBe(0);
      await page.getByRole('navigation', { name: 'Account and preferences' }).getByRole('link', { name: 'Logout' }).waitFor();
      await screenshotBothWidths(page, 'rebuilding');

      await page.goto('/shop');
      await expectAddress(page, '/');
      await page.getByRole('heading', { level: 1, name: 'Catalog Rebuilding in Progress...' }).waitFor();

      // The order success and account routes stay reachable while rebuilding.
      await page.goto('/shop/checkout/success/abc123');
      await page.getByRole('heading', { level: 1, name: 'Order Confirmation' }).waitFor();
      expect(address(page)).toBe('/shop/checkout/success/abc123');
      await page.goto('/account/myprofile');
      await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('used@summit.example sees only the used-account page (other programs’ text)', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/login');
    try {
      await signIn(page, { login: 'used@summit.example', password: 'Summit#2026' });
      await expectAddress(page, '/');
      await page.getByText('An item has already been redeemed using the credentials you provided.').waitFor();
      await page.getByText(CONTACT_TEXT).waitFor();
      expect(await page.getByRole('banner').getByRole('search').count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: /^My Points/ }).count()).toBe(0);
      await screenshotBothWidths(page, 'used-points');

      for (const path of ['/shop', '/account/myprofile', '/about']) {
        await page.goto(path);
        await expectAddress(page, '/');
        await page.getByText(CONTACT_TEXT).waitFor();
      }
      // The page itself is the way out.
      await page.getByRole('main').getByRole('link', { name: 'Logout' }).click();
      await expectAddress(page, '/login');
      expect(await storedTokens(page)).toEqual({ session: null, local: null });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('THANKS-USED on claim.localhost sees the claim text', async () => {
    const { page, errors } = await visit(browser, 'claim.localhost', '/login');
    try {
      await signIn(page, { login: 'THANKS-USED' });
      await expectAddress(page, '/');
      await page.getByText('The code you have entered has already been used to redeem an item.').waitFor();
      await page.getByText(CONTACT_TEXT).waitFor();
      // Thank You Gifts shows My Account, not Logout, in its header; a used code gets Logout there.
      await page.getByRole('navigation', { name: 'Account and preferences' }).getByRole('link', { name: 'Logout' }).waitFor();
      await screenshotBothWidths(page, 'used-claim');
      await page.getByRole('main').getByRole('link', { name: 'Use Another Code' }).click();
      await expectAddress(page, '/login');
      await page.getByRole('form', { name: 'Sign In' }).getByRole('textbox', { name: 'Claim code' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a participant whose program is no longer served lands on /site/not-found', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/login', { allowStatus: [404] });
    try {
      await signInByApi(page, { email: ALEX.login, password: ALEX.password });
      await page.route('**/api/programs', (route) => route.fulfill({ status: 404, json: { error: 'not_found' } }));
      await page.goto('/shop');
      await expectAddress(page, '/site/not-found');
      await page.getByRole('heading', { level: 1, name: 'Oops! Error 404' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a host that serves no program shows the 404 page', async () => {
    const { page, errors } = await visit(browser, 'nowhere.localhost', '/shop', { allowStatus: [404] });
    try {
      await page.getByRole('heading', { level: 1, name: 'Oops! Error 404' }).waitFor();
      await page.getByText('Page Not Found', { exact: true }).waitFor();
      await page.getByText(NOT_FOUND_TEXT).waitFor();
      await expectAddress(page, '/login/not-found');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('guards', () => {
  it('signed out, /shop goes to /login and back to /shop after sign-in', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/shop');
    try {
      await expectAddress(page, '/login?redirect=%2Fshop');
      await signIn(page, ALEX);
      await expectAddress(page, '/shop');
      await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('signed out, /account/myprofile goes through /account/timeout to /login, and back after sign-in', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/account/timeout?redirect=%2Faccount%2Forders');
    try {
      // /account/timeout itself moves a visitor on to /login with the same destination.
      await expectAddress(page, '/login?redirect=%2Faccount%2Forders');

      await page.goto('/account/myprofile');
      await expectAddress(page, '/login?redirect=%2Faccount%2Fmyprofile');
      await signIn(page, ALEX);
      await expectAddress(page, '/account/myprofile');
      await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('follows only same-origin destinations after sign-in', async () => {
    for (const target of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const { page, errors } = await visit(browser, 'localhost', `/login?redirect=${encodeURIComponent(target)}`);
      try {
        await signIn(page, ALEX);
        await expectAddress(page, '/');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });

  it('/account/login sends a visitor to /login with the destination, and a participant on', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/account/login?redirect=%2Fshop%2Fcart');
    try {
      await expectAddress(page, '/login?redirect=%2Fshop%2Fcart');
      await signInByApi(page, { email: ALEX.login, password: ALEX.password });
      await page.goto('/account/login?redirect=%2Fshop%2Fcart');
      await expectAddress(page, '/shop/cart');
      await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('signed in, /account/timeout is an empty page and /account goes to My Profile (points)', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/login');
    try {
      await signInByApi(page, { email: ALEX.login, password: ALEX.password });
      await page.goto('/account/timeout');
      await page.locator('main').waitFor({ state: 'attached' });
      expect((await page.locator('main').innerText()).trim()).toBe('Session ended');
      expect(await page.locator('main').evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(5);
      await page.goto('/account');
      await expectAddress(page, '/account/myprofile');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a signed-in participant at /login goes home', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/login');
    try {
      await signInByApi(page, { email: ALEX.login, password: ALEX.password });
      await page.goto('/login');
      await expectAddress(page, '/');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('pages', () => {
  it('a path that is no route shows the 404 page, signed out and signed in, and its search goes to /shop', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/no-such-page');
    try {
      await page.getByRole('heading', { level: 1, name: 'Oops! Error 404' }).waitFor();
      expect(address(page)).toBe('/no-such-page');
      await page.goto('/shop/deep/unknown/path');
      await page.getByRole('heading', { level: 1, name: 'Oops! Error 404' }).waitFor();
      await screenshotBothWidths(page, 'not-found');

      await signInByApi(page, { email: ALEX.login, password: ALEX.password });
      for (const path of ['/no-such-page', '/site/no-such-page', '/site/not-found', '/shop/deep/unknown/path']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: 'Oops! Error 404' }).waitFor();
        await page.getByText('Page Not Found', { exact: true }).waitFor();
        await page.getByText(NOT_FOUND_TEXT).waitFor();
      }
      await page.getByRole('searchbox', { name: 'Search the shop' }).fill('headphones');
      await page.getByRole('searchbox', { name: 'Search the shop' }).press('Enter');
      await expectAddress(page, '/shop?filter_search=headphones');

      await page.goto('/no-such-page');
      await page.getByRole('link', { name: 'Go To Home Page' }).click();
      await expectAddress(page, '/');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('content pages show by url name, under /site/ and at the top level', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/login');
    try {
      await signInByApi(page, { email: ALEX.login, password: ALEX.password });
      await page.goto('/about');
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      const title = await heading.innerText();
      expect(title).not.toBe('Oops! Error 404');
      await page.goto('/site/about');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.goto('/site/faq');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).not.toBe('Oops! Error 404');
      await screenshotBothWidths(page, 'content-page');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('/termsconditions and /termsandconditions show the terms page; a program without one shows the placeholder', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/login');
    try {
      await signInByApi(page, { email: ALEX.login, password: ALEX.password });
      for (const path of ['/termsconditions', '/termsandconditions']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/terms/i);
      }
      expect(await page.locator('main').innerText()).not.toContain('will be published here');
    } finally {
      await page.close();
    }
    const claim = await visit(browser, 'claim.localhost', '/login');
    try {
      await signInByApi(claim.page, { email: 'THANKS-0005' });
      await claim.page.goto('/termsconditions');
      await claim.page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
      await claim.page.getByText('The terms and conditions of this program will be published here.', { exact: false }).waitFor();
      expect(errors).toEqual([]);
      expect(claim.errors).toEqual([]);
    } finally {
      await claim.page.close();
    }
  });

  it('/shop/track-order is a form with Order ID, Email and Track, and no behaviour', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/login');
    try {
      await signInByApi(page, { email: ALEX.login, password: ALEX.password });
      await page.goto('/shop/track-order');
      await page.getByRole('textbox', { name: 'Order ID' }).fill('12345');
      await page.getByRole('textbox', { name: 'Email' }).fill('alex@summit.example');
      await page.getByRole('button', { name: 'Track' }).click();
      expect(address(page)).toBe('/shop/track-order');
      await screenshotBothWidths(page, 'track-order');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('program HTML in content pages is sanitized (Hostile Sandbox)', async () => {
    const { page, errors } = await visit(browser, 'hostile.localhost', '/login', { allowStatus: [404] });
    try {
      await signIn(page, ALEX);
      await expectAddress(page, '/');
      await page.getByText('Safe text after the payloads.').waitFor();
      await page.goto('/hostile');
      await page.getByText('This paragraph must stay visible.').waitFor();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(
        await page.locator('main script, main iframe, main form, main style, main [onerror], main [onload], main [onclick]').count(),
      ).toBe(0);
      expect(await page.locator('main a[href^="javascript:"]').count()).toBe(0);
      expect(errors.filter((error) => !error.includes('/images/x') && !error.includes('Content Security Policy'))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('session', () => {
  it('an unreachable API shows a clear message with Retry, which starts again', async () => {
    const page = await newPage(browser, { host: 'localhost' });
    try {
      await page.route('**/api/programs', (route) => route.abort('connectionrefused'));
      // Not /login: the server renders its first view with the program it holds.
      await page.goto('/');
      await page
        .getByRole('alert')
        .filter({ hasText: 'We could not reach the shop. Please check your connection and try again.' })
        .waitFor();
      await screenshotBothWidths(page, 'boot-failed');
      await page.unroute('**/api/programs');
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('form', { name: 'Sign In' }).waitFor();
    } finally {
      await page.close();
    }
  });

  it('an invalid stored token is dropped and the participant goes to /login', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/login');
    try {
      await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
      await page.goto('/shop');
      await expectAddress(page, '/login');
      expect(await storedTokens(page)).toEqual({ session: null, local: null });
      await page.getByRole('form', { name: 'Sign In' }).waitFor();
      expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
