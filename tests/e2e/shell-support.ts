// Helpers shared by the shell's browser tests (shell-routes, shell-auth): opening a page on a
// program's host while collecting console errors, signing in through the form, waiting for an
// address, and screenshots at the two widths the issue asks to look at.
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshotWidths, type WidthsOptions } from '../support/browser';

export { DESKTOP, PHONE };

export interface Visit {
  page: Page;
  /** Console errors and uncaught exceptions, minus answers the test expects (see `allowStatus`). */
  errors: string[];
}

export interface VisitOptions {
  viewport?: { width: number; height: number };
  /**
   * Chromium logs every 4xx/5xx answer as "Failed to load resource"; list the statuses this
   * visit expects (a wrong password's 401, an unknown host's 404).
   */
  allowStatus?: readonly number[];
}

export async function visit(browser: Browser, host: string, path: string, options: VisitOptions = {}): Promise<Visit> {
  const page = await newPage(browser, { host, viewport: options.viewport ?? DESKTOP });
  const errors: string[] = [];
  const allowed = (message: ConsoleMessage) => (options.allowStatus ?? []).some((status) => message.text().includes(`status of ${status}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed(message)) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.goto(path);
  return { page, errors };
}

/** Waits until the address is `path` (path, query and hash, as the app shows it). */
export async function expectAddress(page: Page, path: string): Promise<void> {
  const expected = new URL(path, 'http://x').href.replace('http://x', '');
  try {
    await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === expected, { timeout: 15_000 });
  } catch (error) {
    // Say where the page went instead: a timeout alone does not tell a wrong turn from a slow one.
    throw new Error(`expected the address ${expected}, but it is ${address(page)}`, { cause: error });
  }
}

/** The path, query and hash showing now. */
export function address(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface Credentials {
  /** Email (points), user id (plateau) or claim code (claim). */
  login: string;
  password?: string;
  remember?: boolean;
}

/** Fills the login form and presses Enter (Enter submits [sign-in-and-sso 1]) or clicks Sign In. */
export async function signIn(page: Page, { login, password, remember }: Credentials, submit: 'enter' | 'click' = 'click'): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.waitFor();
  const loginField = password === undefined ? form.getByRole('textbox', { name: 'Claim code' }) : form.getByRole('textbox').first();
  await loginField.fill(login);
  if (password !== undefined) await form.getByRole('textbox', { name: 'Password' }).fill(password);
  if (remember) await form.getByRole('checkbox', { name: 'Remember Me' }).check();
  if (submit === 'enter') await (password === undefined ? loginField : form.getByRole('textbox', { name: 'Password' })).press('Enter');
  else await form.getByRole('button', { name: 'Sign In' }).click();
}

/** The stored access tokens: [sessionStorage, localStorage]. */
export async function storedTokens(page: Page): Promise<{ session: string | null; local: string | null }> {
  return page.evaluate(() => ({ session: sessionStorage.getItem('token'), local: localStorage.getItem('token') }));
}

/**
 * Signs in through the API from the page (its host picks the program; Node cannot resolve
 * *.localhost, Chromium can) and stores the token, for tests about what a participant sees.
 */
export async function signInByApi(page: Page, body: { email: string; password?: string }): Promise<string> {
  const { status, token } = await page.evaluate(async (credentials) => {
    const response = await fetch('/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const json = (await response.json()) as { access_token?: string };
    if (json.access_token) localStorage.setItem('token', json.access_token);
    return { status: response.status, token: json.access_token ?? '' };
  }, body);
  expect(status).toBe(200);
  return token;
}

/** reports/screenshots/shell/<name>-desktop.png and -phone.png (see screenshotWidths). */
export function screenshotBothWidths(page: Page, name: string, options?: WidthsOptions): Promise<void> {
  return screenshotWidths(page, `shell/${name}`, options);
}
