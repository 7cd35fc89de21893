// The app in Chromium against the demo server: each program host shows its own branded login
// page, an unknown host the 404 page, and nothing logs a console error (a CSP violation, for one,
// is reported there).
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

const programs = [
  { host: 'localhost', fullName: 'Summit Rewards', shot: 'summit-rewards' },
  { host: 'tiered.localhost', fullName: 'Apex Tiers', shot: 'apex-tiers' },
  { host: 'claim.localhost', fullName: 'Thank You Gifts', shot: 'thank-you-gifts' },
] as const;

// The home page is the signed-in app's now: a visitor at / lands on the program's login
// page, which carries its name, logo and colours (shell-auth.e2e.test.ts checks the button contrast).
describe('program by host', () => {
  it.each(programs)('$host shows $fullName', async ({ host, fullName, shot }) => {
    const { page, errors } = await visit(host);
    try {
      await page.getByRole('form', { name: 'Sign In' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await page.title()).toBe(fullName);
      await page.getByRole('img', { name: `${fullName} logo` }).waitFor();
      // The browser tab shows the program's own icon (theme.favIcon).
      const favIcon = await page.evaluate(async () => {
        const program = (await (await fetch('/api/programs')).json()) as { theme: { favIcon?: string } };
        return program.theme.favIcon;
      });
      expect(favIcon).toBeTruthy();
      await page.waitForFunction((href) => document.querySelector('link[rel~="icon"]')?.getAttribute('href') === href, favIcon);
      await screenshot(page, `shell/${shot}`);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('not found', () => {
  // Chromium logs every 4xx response as "Failed to load resource"; the program's 404 is the expected
  // one, and the message sets', which boot asks for at the same time.
  const programNotFound = (message: ConsoleMessage) =>
    message.text().includes('404') && /\/api\/(programs|languages)$/.test(message.location().url);

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
