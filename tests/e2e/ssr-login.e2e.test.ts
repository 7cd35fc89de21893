// SSR=1 (docs/performance.md): /login's first view comes in the server's HTML, the browser hydrates
// it without a mismatch, a layout shift or a refused script, and what a visitor typed before the
// scripts arrived stays in the form and can be sent. A server of its own with SSR=1 serves the
// shared build (dist/) and the server rendering build this test makes (dist-server/).
import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { freePort } from '../support/free-port';
import { repoRoot, startServer, type ServerHandle } from '../support/server-process';

let browser: Browser;
let server: ServerHandle;

beforeAll(async () => {
  // As the server runs it: under the test runner's NODE_ENV=test the build would call React's
  // development JSX runtime, which the production server's React does not have.
  execFileSync('npm', ['run', 'build:ssr'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = await startServer({ port: await freePort(), env: { SSR: '1', NODE_ENV: 'production', SEED_DEMO: '1' } });
  browser = await launchBrowser();
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openLogin(holdScriptsMs: number): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  const problems: string[] = [];
  // Hydration mismatches, refused inline scripts and uncaught errors all reach one of these.
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  // The scripts arrive late, as on a slow phone: the server's HTML is all there is until then.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, holdScriptsMs));
    await route.continue();
  });
  await page.goto(`${server.baseUrl}/login`, { waitUntil: 'commit' });
  return { page, problems };
}

const layoutShift = (page: Page) =>
  page.evaluate(
    `new Promise((resolve) => {
      let total = 0;
      new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) total += e.value; })
        .observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve(total), 300);
    })`,
  ) as Promise<number>;

describe('the sign-in page rendered on the server (SSR=1)', () => {
  it('shows the form before the scripts, keeps what was typed through hydration, and signs in', async () => {
    const { page, problems } = await openLogin(1_500);
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.waitFor();
    await email.fill('buyer048@summit.example');
    await page.locator('input[name="password"]').fill('Summit#2026');
    await page.getByRole('checkbox', { name: 'Remember Me' }).check();
    // Hydrated: the submit button is the app's, enabled by what its state now holds.
    await page.waitForLoadState('networkidle');
    const submit = page.getByRole('button', { name: 'Sign In' });
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await email.inputValue()).toBe('buyer048@summit.example');
    expect(await page.getByRole('checkbox', { name: 'Remember Me' }).isChecked()).toBe(true);
    expect(await layoutShift(page)).toBe(0);
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
