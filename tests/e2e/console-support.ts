// The console's browser tests need a staff member, made the way an operator makes the first one:
// `npm run ops -- staff create` against the database, before the server opens it (the embedded
// database takes one process at a time). So each console file starts a demo server of its own on
// a fresh database folder, from the shared build (dist/, dist/console), and stops it by its PID.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { freePort } from '../support/free-port';
import { runOps } from '../support/operator-run';
import { startServer, type ServerHandle } from '../support/server-process';
import { DESKTOP } from './shell-support';

export const STAFF_PASSWORD = 'Console#Staff#2026';

export interface StaffAccount {
  email: string;
  name: string;
  /** `--platform-owner`, or `--programs a,b --role r`. */
  grant: { platformOwner: true } | { programs: readonly string[]; role: 'owner' | 'manager' | 'support' | 'viewer' };
}

export interface ConsoleServer {
  server: ServerHandle;
  /** http://localhost:<port>: localhost is Summit Rewards' host, and the console is on every host. */
  origin: string;
  stop(): Promise<void>;
}

/** A demo server on a database of its own holding `staff`, each created by `npm run ops -- staff create`. */
export async function startConsoleServer(staff: readonly StaffAccount[]): Promise<ConsoleServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: undefined, NODE_ENV: undefined };
  try {
    for (const person of staff) {
      const grant = 'platformOwner' in person.grant ? ['--platform-owner'] : ['--programs', person.grant.programs.join(','), '--role', person.grant.role];
      const created = await runOps(['staff', 'create', '--email', person.email, '--name', person.name, ...grant], { ...env, STAFF_PASSWORD });
      expect(created.code, `staff create ${person.email}: ${created.err}`).toBe(0);
    }
    const port = await freePort();
    const server = await startServer({ port, env: { ...env, SSR: undefined, RATE_LIMIT_ADDRESS: '1000' } });
    return {
      server,
      origin: `http://localhost:${port}`,
      async stop() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export interface ConsolePage {
  page: Page;
  /** Console errors and uncaught exceptions, minus the 401s and 403s a step expects. */
  errors: string[];
}

/** A page of its own (own cookies) on the console's server. */
export async function consolePage(browser: Browser, origin: string, path: string, viewport = DESKTOP): Promise<ConsolePage> {
  const context = await browser.newContext({ baseURL: origin, viewport });
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 40[13]/.test(message.text())) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.goto(path);
  return { page, errors };
}

/** Fills the console's sign-in form and sends it. */
export async function consoleSignIn(page: Page, email: string, password = STAFF_PASSWORD): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in to the program console' });
  await form.waitFor();
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Password' }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits until the address's path (and query, when given) is `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  const [pathname, query] = path.split('?');
  try {
    await page.waitForURL((url) => url.pathname === pathname && (query === undefined || url.search === `?${query}`), { timeout: 15_000 });
  } catch (error) {
    // A timeout alone does not tell a wrong turn from a slow one.
    throw new Error(`expected the address ${path}, but it is ${new URL(page.url()).pathname}${new URL(page.url()).search}`, { cause: error });
  }
}

/** The newest mailed link to the console's password page for `to`, read from the demo's outbox as it arrives. */
export async function mailedConsoleLink(page: Page, to: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/dev/outbox');
        const mails = (await response.json()) as { to: string; link: string }[];
        link = mails.find((mail) => mail.to === to && mail.link.includes('/admin/password?'))?.link;
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return new URL(link!);
}

/** The header's role badge shows its whole label: nothing cut off with an ellipsis, all of it on screen. */
export async function expectWholeRoleBadge(page: Page): Promise<void> {
  const badge = page.getByRole('banner').getByTestId('console-role');
  await badge.waitFor();
  const fits = () =>
    badge.evaluate((element) => {
      const label = element.querySelector('span') ?? element;
      const box = element.getBoundingClientRect();
      // The account button around it clips what does not fit, without an ellipsis.
      const around = (element.closest('button') ?? element).getBoundingClientRect();
      return label.scrollWidth <= label.clientWidth && box.left >= around.left && box.right <= Math.min(around.right, window.innerWidth);
    });
  await expect.poll(fits).toBe(true);
}
