// The foundation's minimal app in Chromium against the demo server: each program host shows its
// own branded page, an unknown host the 404 page, and nothing logs a console error (a CSP
// violation, for one, is reported there).
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Visit {
  page: Page;
  /** Console errors and uncaught exceptions, minus the ones `expected` allows. */
  errors: string[];
}

async function visit(host: string, path = '/', expected: (message: ConsoleMessage) => boolean = () => false): Promise<Visit> {
  const page = await newPage(browser, { host });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected(message)) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.goto(path);
  return { page, errors };
}

/** The swatch (list item) that names this hex value, and the colours it is drawn in. */
async function swatchColours(page: Page, hex: string): Promise<{ background: string; text: string }> {
  const swatch = page.getByRole('listitem').filter({ hasText: hex });
  return swatch.evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, text: style.color };
  });
}

const programs = [
  { host: 'localhost', fullName: 'Summit Rewards', type: 'Points program', shot: 'summit-rewards' },
  { host: 'tiered.localhost', fullName: 'Apex Tiers', type: 'Tiered program', shot: 'apex-tiers' },
  { host: 'claim.localhost', fullName: 'Thank You Gifts', type: 'Claim program', shot: 'thank-you-gifts' },
] as const;

describe('program page by host', () => {
  it.each(programs)('$host shows $fullName', async ({ host, fullName, type, shot }) => {
    const { page, errors } = await visit(host);
    try {
      await page.getByRole('heading', { level: 1, name: fullName }).waitFor();
      expect(await page.title()).toBe(fullName);
      await page.getByText(type, { exact: true }).waitFor();
      expect(await page.getByRole('img', { name: `${fullName} logo` }).isVisible()).toBe(true);
      const swatches = page.getByRole('list', { name: 'Theme colours' }).getByRole('listitem');
      expect(await swatches.count()).toBe(3);
      expect(await swatches.allInnerTexts()).toEqual([
        expect.stringMatching(/^Accent\s+#[0-9a-f]{6}$/i),
        expect.stringMatching(/^Buttons\s+#[0-9a-f]{6}$/i),
        expect.stringMatching(/^Links\s+#[0-9a-f]{6}$/i),
      ]);
      await screenshot(page, `shell/${shot}`);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("draws Apex Tiers' pale yellow button colour with dark text", async () => {
    const { page, errors } = await visit('tiered.localhost');
    try {
      await page.getByRole('heading', { level: 1, name: 'Apex Tiers' }).waitFor();
      expect(await swatchColours(page, '#f5e663')).toEqual({ background: 'rgb(245, 230, 99)', text: 'rgb(0, 0, 0)' });
      expect(await swatchColours(page, '#4c1d95')).toMatchObject({ text: 'rgb(255, 255, 255)' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('not found', () => {
  // Chromium logs every 4xx answer as "Failed to load resource"; the program's 404 is the expected one.
  const programNotFound = (message: ConsoleMessage) => message.text().includes('404') && message.location().url.endsWith('/api/programs');

  it('an unknown host shows the 404 page', async () => {
    const { page, errors } = await visit('nowhere.localhost', '/', programNotFound);
    try {
      await page.getByRole('heading', { level: 1, name: 'Oops! Error 404' }).waitFor();
      await page.getByText('Page Not Found', { exact: true }).waitFor();
      await page.getByText("We can't seem to find the page you're looking for. Try to use the search.").waitFor();
      await screenshot(page, 'shell/unknown-host-404');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a path that is no route shows the 404 page with the program loaded', async () => {
    const { page, errors } = await visit('localhost', '/no-such-page');
    try {
      await page.getByRole('heading', { level: 1, name: 'Oops! Error 404' }).waitFor();
      expect(await page.title()).toBe('Summit Rewards');
      await screenshot(page, 'shell/unknown-path-404');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
