// Single sign-on and the score page in Chromium against the demo and its development identity
// provider (/oidc): the score card for learner1 and learner9, an address outside the allow list,
// the whole round trip from the score page through the provider's sign-in page into the shop, a
// cancelled sign-in, /learn/okta's new tab and 5 s hand-over, the signed-in app's /learn/redirect,
// and a forged token. People: learner1…9 (read-only) and buyer071 [demo 15, 18].
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser';
import { address, DESKTOP, expectAddress, PHONE, signInByApi, storedTokens, visit } from './shell-support';

const PROVIDER_PASSWORD = 'Learn#2026';
const learner = (n: number) => `learner${n}@summit.example`;
const scoreOf = (email: string, extra = '') => `/learn/score?emailID=${encodeURIComponent(email)}${extra}`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function bothWidths(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `sso/${name}-desktop`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `sso/${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** The provider's sign-in page: its own form, on /oidc of the same origin. */
async function providerSignIn(page: Page, email: string | null, password: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction/'), { timeout: 15_000 });
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  if (email !== null) await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Counts the shop sign-ins a page sends (POST /signin-oidc). */
function countSignIns(page: Page): () => number {
  let count = 0;
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/signin-oidc') count += 1;
  });
  return () => count;
}

async function selfEmail(page: Page, token: string): Promise<string> {
  return page.evaluate(async (bearer) => {
    const res = await fetch('/api/self', { headers: { Authorization: `Bearer ${bearer}` } });
    return ((await res.json()) as { email: string }).email;
  }, token);
}

describe('score card', () => {
  it('learner1: CONGRATULATIONS, 12,345 Points, the last update date, and Redeem to the score redirect', async () => {
    const { page, errors } = await visit(browser, 'localhost', scoreOf(learner(1)));
    try {
      await page.getByRole('heading', { level: 1, name: 'CONGRATULATIONS' }).waitFor();
      await page.getByText('12,345 Points', { exact: true }).waitFor();
      expect(await page.getByText(/^Last updated (October|November) \d{1,2}, 2026$/).count()).toBe(1);
      const redeem = page.getByRole('link', { name: 'Redeem' });
      expect(await redeem.getAttribute('href')).toBe(scoreOf(learner(1), '&redirect=%2F'));
      expect(await page.getByRole('link', { name: /Start Learning Now/ }).count()).toBe(0);
      await bothWidths(page, 'score-learner1');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('learner9 (0 points): no CONGRATULATIONS, 0 Points, and Start Learning Now to the learning login in a new tab', async () => {
    const { page, errors } = await visit(browser, 'localhost', scoreOf(learner(9)));
    try {
      await page.getByText('0 Points', { exact: true }).waitFor();
      expect(await page.getByText('CONGRATULATIONS').count()).toBe(0);
      const start = page.getByRole('link', { name: /^Start Learning Now/ });
      expect(await start.getAttribute('href')).toBe('https://learning.example/login');
      expect(await start.getAttribute('target')).toBe('_blank');
      expect(await start.getAttribute('rel')).toContain('noopener');
      expect(await page.getByRole('link', { name: 'Redeem' }).count()).toBe(0);
      await bothWidths(page, 'score-learner9');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the balance is formatted for the chosen language (French)', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/login');
    try {
      await page.evaluate(() => localStorage.setItem('storefront-state', JSON.stringify({ version: 2, locale: 'fr' })));
      await page.goto(scoreOf(learner(1)));
      await page.getByRole('heading', { level: 1, name: 'FÉLICITATIONS' }).waitFor();
      // fr groups thousands with a narrow no-break space.
      expect(await page.getByText('12\u202f345 points', { exact: true }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Échanger' }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('an address outside the allow list sees only the image, with or without redirect', async () => {
    for (const path of [scoreOf('alex@summit.example'), scoreOf('alex@summit.example', '&redirect=%2F'), '/learn/score']) {
      const { page, errors } = await visit(browser, 'localhost', path);
      try {
        await page.getByRole('img', { name: 'Learn, earn points and choose your rewards' }).waitFor();
        await page.waitForTimeout(500);
        // Nothing else: no card, no heading, no button, and no trip to the provider.
        expect(await page.getByRole('heading').count()).toBe(0);
        expect(await page.getByRole('button').count()).toBe(0);
        expect(await page.getByRole('link').count()).toBe(0);
        expect(address(page)).toBe(path);
        if (path === scoreOf('alex@summit.example')) await bothWidths(page, 'score-outside-allow-list');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });

  it('is the 404 page on a program without single sign-on, and under another segment', async () => {
    for (const [host, path] of [
      ['tiered.localhost', scoreOf(learner(1))],
      ['localhost', `/academy/score?emailID=${encodeURIComponent(learner(1))}`],
    ] as const) {
      const { page, errors } = await visit(browser, host, path);
      try {
        await page.getByRole('heading', { level: 1, name: 'Oops! Error 404' }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });
});

describe('the round trip through the identity provider', () => {
  it('Redeem: Just a moment..., the provider’s sign-in with Learn#2026, then Summit Rewards’ shop signed in', async () => {
    const { page, errors } = await visit(browser, 'localhost', scoreOf(learner(5)), { allowStatus: [401] });
    const signIns = countSignIns(page);
    try {
      await page.getByRole('link', { name: 'Redeem' }).click();
      // The provider's page, with the learner's address suggested and a wrong password refused.
      await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction/'), { timeout: 15_000 });
      expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(learner(5));
      await page.getByLabel('Password').fill('Summit#2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }).waitFor();
      await bothWidths(page, 'provider-sign-in-failed');
      await providerSignIn(page, null, PROVIDER_PASSWORD);

      await page.waitForURL((url) => url.pathname === '/learn/redirect', { timeout: 15_000 });
      await page.getByText('You are signed in. Taking you to Summit Rewards…').waitFor();
      await bothWidths(page, 'redirect-signed-in');
      const shownAt = Date.now();
      await expectAddress(page, '/');
      // The shop shows after 2 s [constants 8].
      expect(Date.now() - shownAt).toBeGreaterThan(1_200);
      await page.getByRole('heading', { level: 1, name: 'Welcome to Summit Rewards' }).waitFor();

      const { session, local } = await storedTokens(page);
      expect(local).toBeNull();
      expect(session).toEqual(expect.any(String));
      expect(await selfEmail(page, session!)).toBe(learner(5));
      expect(signIns()).toBe(1);
      await bothWidths(page, 'shop-after-sign-on');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a link with redirect lands on that page of the shop, and never on another site', async () => {
    for (const [redirect, landing] of [
      ['%2Fshop', '/shop'],
      ['https%3A%2F%2Fevil.example%2F', '/'],
    ] as const) {
      const { page, errors } = await visit(browser, 'points.localhost', scoreOf(learner(6), `&redirect=${redirect}`));
      try {
        await providerSignIn(page, null, PROVIDER_PASSWORD);
        await page.waitForURL((url) => url.pathname === landing && url.host.startsWith('points.localhost'), { timeout: 15_000 });
        expect((await storedTokens(page)).session).toEqual(expect.any(String));
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });

  it('the provider’s page says Just a moment... before it, and Cancel comes back with a way to sign in again', async () => {
    const { page, errors } = await visit(browser, '127.0.0.1', '/login');
    try {
      // Slow the provider down so the waiting text can be seen.
      await page.route('**/oidc/.well-known/openid-configuration', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        await route.continue();
      });
      await page.goto(scoreOf(learner(7), '&redirect'));
      await page.getByText('Just a moment...').waitFor();
      await bothWidths(page, 'score-just-a-moment');
      await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction/'), { timeout: 15_000 });
      await bothWidths(page, 'provider-sign-in');
      await page.getByRole('link', { name: 'Cancel' }).click();

      await page.waitForURL((url) => url.pathname === '/learn/callback', { timeout: 15_000 });
      const alert = page.getByRole('alert');
      await alert.filter({ hasText: 'The sign-in was cancelled.' }).waitFor();
      expect(await alert.innerText()).toContain('Sign-in did not complete');
      await bothWidths(page, 'sign-in-cancelled');
      expect(await storedTokens(page)).toEqual({ session: null, local: null });

      await page.getByRole('button', { name: 'Sign in again' }).click();
      await providerSignIn(page, learner(7), PROVIDER_PASSWORD);
      await expectAddress(page, '/');
      expect((await storedTokens(page)).session).toEqual(expect.any(String));
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('/learn/okta and /learn/redirect', () => {
  it('okta (secured): signs in at the provider, opens the shop in a new tab, and after 5 s shows the score', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/learn/okta');
    try {
      const popup = page.waitForEvent('popup', { timeout: 30_000 });
      await providerSignIn(page, learner(3), PROVIDER_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/learn/okta', { timeout: 15_000 });
      await page.getByText('Summit Rewards has opened in a new tab.').waitFor();
      const openedAt = Date.now();
      await bothWidths(page, 'okta-opened-shop');

      const tab = await popup;
      await tab.waitForURL((url) => url.pathname === '/' || url.pathname === '/learn/redirect', { timeout: 15_000 });
      await tab.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
      await tab.getByRole('heading', { level: 1, name: 'Welcome to Summit Rewards' }).waitFor();
      const tabToken = await tab.evaluate(() => sessionStorage.getItem('token'));
      expect(await selfEmail(tab, tabToken!)).toBe(learner(3));

      await expectAddress(page, scoreOf(learner(3)));
      // 5 s on the okta page [constants 9] (some of it spent while the screenshots were taken).
      expect(Date.now() - openedAt).toBeGreaterThan(3_500);
      await page.getByRole('heading', { level: 1, name: 'CONGRATULATIONS' }).waitFor();
      await page.getByText('3,150 Points', { exact: true }).waitFor();
      // The tab that opened the shop did not sign in to it itself.
      expect(await storedTokens(page)).toEqual({ session: null, local: null });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('in the signed-in app /learn/redirect is /', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/login');
    const signIns = countSignIns(page);
    try {
      await signInByApi(page, { email: 'buyer071@summit.example', password: 'Summit#2026' });
      await page.goto('/learn/redirect');
      await expectAddress(page, '/');
      await page.getByRole('heading', { level: 1, name: 'Welcome to Summit Rewards' }).waitFor();
      expect(signIns()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the server refuses a forged provider token: no access token, nothing stored', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/login', { allowStatus: [401] });
    try {
      const response = await page.evaluate(async (email) => {
        const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
        const now = Math.floor(Date.now() / 1000);
        const claims = { iss: `${location.origin}/oidc`, aud: 'storefront', sub: 'learner1', email, iat: now, exp: now + 600 };
        const forged = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims)}.${b64({ not: 'a signature' })}`;
        const res = await fetch('/signin-oidc', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, token: forged }) });
        return { status: res.status, body: (await res.json()) as { error?: string; access_token?: string } };
      }, learner(1));
      expect(response.status).toBe(401);
      expect(response.body.error).toBe('unauthorized');
      expect(response.body.access_token).toBeUndefined();
      expect(await storedTokens(page)).toEqual({ session: null, local: null });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
