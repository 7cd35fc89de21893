// The first view of /login and /login/reset-password comes in the server's HTML
// (docs/performance.md), the browser hydrates it without a mismatch, a layout shift or a refused
// script, and what a visitor typed before the scripts arrived stays in the form, with the focus,
// and can be sent. A server of its own, in production mode as operators run it, serves the run's
// build (dist/ and dist-server/); its pages are opened with the scripts held back, so the test
// acts on the server's HTML before the app takes it over.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { freePort } from '../support/free-port';
import { startServer, type ServerHandle } from '../support/server-process';
import { startSplitPageProxy } from '../support/split-page-proxy';

let browser: Browser;
let server: ServerHandle;

beforeAll(async () => {
  server = await startServer({ port: await freePort(), env: { SSR: undefined, NODE_ENV: 'production', SEED_DEMO: '1' } });
  browser = await launchBrowser();
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * `address` with the app's scripts held back until `releaseScripts()`, as on a slow phone: until
 * then the server's HTML is all there is, so whatever the test does first happens before hydration.
 */
async function openPage(
  address: string,
  { stylesheetDelayMs = 0 } = {},
): Promise<{ page: Page; problems: string[]; releaseScripts: () => void }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  const problems: string[] = [];
  // Hydration mismatches, refused inline scripts and uncaught errors all reach one of these.
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  let releaseScripts = () => {};
  const released = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  if (stylesheetDelayMs > 0) {
    await page.route('**/assets/*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, stylesheetDelayMs));
      await route.continue();
    });
  }
  await page.goto(`${server.baseUrl}${address}`, { waitUntil: 'commit' });
  return { page, problems, releaseScripts };
}

/**
 * Every layout shift the page has had without recent input: its score and what moved, from where
 * to where (an empty list is no shift; a list says what to look at).
 */
const layoutShifts = (page: Page) =>
  page.evaluate(
    `new Promise((resolve) => {
      const shifts = [];
      const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
      const what = (node) => node instanceof Element
        ? node.tagName.toLowerCase() + (node.className ? '.' + String(node.className).split(' ').join('.') : '') + ' "' + (node.textContent || '').slice(0, 40) + '"'
        : String(node && node.nodeName);
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.hadRecentInput) continue;
          shifts.push(e.value.toFixed(5) + ': ' + e.sources.map((s) => what(s.node) + ' ' + rect(s.previousRect) + ' -> ' + rect(s.currentRect)).join('; '));
        }
      }).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve(shifts), 300);
    })`,
  ) as Promise<string[]>;

/**
 * The server's page as the visitor first sees it: painted, its stylesheets applied. Before the
 * first paint the DOM is already there but a stylesheet may still be on its way (it holds the
 * paint, not a script's look at the DOM), and styles read then are not what anyone saw.
 */
const painted = (page: Page) =>
  page.waitForFunction(
    () =>
      performance.getEntriesByName('first-contentful-paint').length > 0 &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
    undefined,
    { timeout: 15_000 },
  );

/** Each element of the page's main area: its box and colours, to compare before and after the takeover. */
const looks = (page: Page) =>
  page.evaluate(
    `[...document.querySelectorAll('#main *')].map((e) => {
      const s = getComputedStyle(e);
      const r = e.getBoundingClientRect();
      return [e.tagName, r.x, r.y, r.width, r.height, s.color, s.backgroundColor, s.borderTopWidth, s.borderTopColor, s.opacity].join(' ');
    })`,
  ) as Promise<string[]>;

/** React has taken the server's element over (its fiber is attached). */
const hydrated = (page: Page, selector: string) =>
  page.evaluate(`Object.keys(document.querySelector(${JSON.stringify(selector)}) ?? {}).some((key) => key.startsWith('__reactFiber'))`);

describe('the sign-in page rendered on the server', () => {
  it('shows the form before the scripts, keeps what was typed through hydration, and signs in', async () => {
    const { page, problems, releaseScripts } = await openPage('/login');
    const email = page.getByRole('textbox', { name: 'Email' });
    // A visitor types into the page they see: painted, its stylesheet applied (the DOM is there,
    // and can be typed into by a test, before either).
    await painted(page);
    await email.fill('buyer048@summit.example');
    await page.locator('input[name="password"]').fill('Summit#2026');
    await page.getByRole('checkbox', { name: 'Remember Me' }).check();
    releaseScripts();
    // Hydrated: the submit button is the app's, enabled by what its state now holds.
    await page.waitForLoadState('networkidle');
    const submit = page.getByRole('button', { name: 'Sign In' });
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await email.inputValue()).toBe('buyer048@summit.example');
    expect(await page.getByRole('checkbox', { name: 'Remember Me' }).isChecked()).toBe(true);
    expect(await layoutShifts(page)).toEqual([]);
    await submit.click();
    await page.waitForURL((url) => url.pathname === '/');
    // Remember Me reached the form's state: the token is kept in localStorage.
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('renders in the language of the cookie the app writes', async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'locale', value: 'fr', url: server.baseUrl }]);
    const html = await (await context.request.get(`${server.baseUrl}/login`)).text();
    expect(html).toMatch(/<h1[^>]*id="sign-in-title"[^>]*>Connexion<\/h1>/);
    await context.close();
  });
});

describe('the reset-password page rendered on the server', () => {
  const link = '/login/reset-password?token=not-a-real-token&email=buyer048%40summit.example';

  it('shows the form from the HTML alone, with JavaScript blocked', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${link}`);
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    await page.getByText('Choose a new password for buyer048@summit.example.').waitFor();
    expect(await page.getByRole('textbox', { name: 'New Password' }).isEditable()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Confirm Password' }).isEditable()).toBe(true);
    // Disabled until the app knows both fields match.
    expect(await page.getByRole('button', { name: 'Reset Password' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/login');
    await context.close();
  });

  it('keeps the typed passwords and the focus through hydration, without a shift, and sends them', async () => {
    const { page, problems, releaseScripts } = await openPage(link);
    const password = page.getByRole('textbox', { name: 'New Password' });
    const confirmation = page.getByRole('textbox', { name: 'Confirm Password' });
    await painted(page);
    await password.fill('Summit#2099');
    await confirmation.fill('Summit#2099');
    releaseScripts();
    // The server's button stays disabled: enabled, it is the app's, holding what was typed.
    await page.waitForLoadState('networkidle');
    const submit = page.getByRole('button', { name: 'Reset Password' });
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await password.inputValue()).toBe('Summit#2099');
    expect(await confirmation.inputValue()).toBe('Summit#2099');
    expect(await confirmation.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.getByText('Passwords are match!').waitFor();
    expect(await layoutShifts(page)).toEqual([]);
    expect(problems).toEqual([]);
    // The link's token and address and the typed password reach the API; the token is unknown.
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/users/resetpassword'));
    await submit.click();
    expect((await sent).postDataJSON()).toEqual({ email: 'buyer048@summit.example', token: 'not-a-real-token', password: 'Summit#2099' });
    await page.getByRole('alert').filter({ hasText: 'The password could not be reset.' }).waitFor();
    await page.close();
  });
});

describe('the server rendered page and the app that takes it over', () => {
  // The stylesheet is held too, as on a slow connection: the DOM is there before the page paints.
  it.each(['/login', '/login/reset-password?token=not-a-real-token&email=buyer048%40summit.example'])(
    '%s looks the same before the scripts arrive and after they take over',
    async (address) => {
      const { page, problems, releaseScripts } = await openPage(address, { stylesheetDelayMs: 1_000 });
      await page.locator('#main form button[type="submit"]').waitFor();
      // The logo is part of the look (the page's load event waits for the held scripts too).
      const logo = page.locator('#main img').first();
      await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).complete), { timeout: 15_000 }).toBe(true);
      await painted(page);
      const before = await looks(page);
      expect(await hydrated(page, '#main form')).toBe(false);
      releaseScripts();
      await expect.poll(() => hydrated(page, '#main form'), { timeout: 15_000 }).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await looks(page)).toEqual(before);
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});

describe('the first view on a slow link', () => {
  // A browser paints a document it is still parsing. Half a sign-in card shown, then the rest, is a
  // card that rises and a language button that grows: the page shows its first view whole or not at all.
  it('shows nothing of the sign-in page until all of it has arrived', async () => {
    const proxy = await startSplitPageProxy({
      upstream: server.baseUrl,
      path: '/login',
      cut: (html) => html.indexOf('id="sign-in-title"'),
      pauseMs: 1_500,
    });
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      // At each frame the browser renders: whether the first view was visible, and whether the
      // sign-in form had all arrived.
      await page.addInitScript(() => {
        const frames: { visible: boolean; whole: boolean }[] = [];
        (window as unknown as { rendered: typeof frames }).rendered = frames;
        const frame = () => {
          const root = document.getElementById('root');
          frames.push({
            visible: root !== null && root.childElementCount > 0 && getComputedStyle(root).visibility === 'visible',
            whole: document.querySelector('#main form button[type="submit"]') !== null,
          });
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      await page.goto(`${proxy.baseUrl}/login`, { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      await painted(page);
      const frames = await page.evaluate(() => (window as unknown as { rendered: { visible: boolean; whole: boolean }[] }).rendered);
      // The browser did render while the rest was on its way: the check below has frames to look at.
      expect(frames.filter((f) => !f.whole).length).toBeGreaterThan(0);
      expect(frames.filter((f) => f.visible && !f.whole).length, 'frames that showed half the page').toBe(0);
      expect(frames.some((f) => f.visible && f.whole)).toBe(true);
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await context.close();
      await proxy.close();
    }
  });
});
