// Helpers of the account area's browser tests: a page on a program's host that collects console
// errors, sign-in through the API or the form, the locale, and screenshots at the two widths.
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshotWidths, type WidthsOptions } from '../support/browser';

export { DESKTOP, PHONE };

/** Summit Rewards' password of every seeded points participant; Apex Tiers' of every tier member. */
export const SUMMIT_PASSWORD = 'Summit#2026';
export const APEX_PASSWORD = 'Apex#2026';

export interface AccountVisit {
  page: Page;
  /** Console errors and uncaught exceptions, minus the responses the test expects. */
  errors: string[];
}

/**
 * A fresh page (own storage) on `host`, opened at /login so the origin's storage can be written.
 * `allowStatus`: HTTP statuses the test provokes on purpose (Chromium logs each as an error).
 */
export async function openAccountPage(browser: Browser, host: string, allowStatus: readonly number[] = []): Promise<AccountVisit> {
  const page = await newPage(browser, { host, viewport: DESKTOP });
  const errors: string[] = [];
  const allowed = (message: ConsoleMessage) => allowStatus.some((status) => message.text().includes(`status of ${status}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed(message)) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.goto('/login');
  return { page, errors };
}

/** Signs in through POST /token from the page (its host picks the program) and keeps the token. */
export async function signInByApi(page: Page, email: string, password?: string): Promise<string> {
  const { status, token } = await page.evaluate(
    async (credentials) => {
      const response = await fetch('/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      const json = (await response.json()) as { access_token?: string };
      if (json.access_token) localStorage.setItem('token', json.access_token);
      return { status: response.status, token: json.access_token ?? '' };
    },
    password === undefined ? { email } : { email, password },
  );
  expect(status).toBe(200);
  return token;
}

/** A call to the API with the page's stored token, as the app would make it. */
export async function apiCall<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = sessionStorage.getItem('token') || localStorage.getItem('token');
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
    { method, path, body },
  );
}

/** Chooses the locale the way the language switcher keeps it (stored client state, version 2). */
export async function useLocale(page: Page, locale: string): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('storefront-state', JSON.stringify({ version: 2, locale: value })), locale);
}

/** Fills the login form and submits it; `password` undefined for a claim code. */
export async function signInWithForm(page: Page, login: string, password?: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.waitFor();
  const loginField = password === undefined ? form.getByRole('textbox', { name: 'Claim code' }) : form.getByRole('textbox').first();
  await loginField.fill(login);
  if (password !== undefined) await form.getByRole('textbox', { name: 'Password' }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Waits until the address (path and query) is `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path, { timeout: 15_000 });
}

/** The account side navigation's link names, in order. */
export async function accountNavLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Account menu' });
  await nav.waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** reports/screenshots/account/<name>-desktop.png and -phone.png (see screenshotWidths). */
export function screenshotBothWidths(page: Page, name: string, options?: WidthsOptions): Promise<void> {
  return screenshotWidths(page, `account/${name}`, options);
}
