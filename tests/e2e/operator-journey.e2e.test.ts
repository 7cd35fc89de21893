// The operator's journey end to end, seen in the browser: an empty production server of its own
// (NODE_ENV=production, no demo data, the built app, mail over SMTP to an inbox in this test),
// run entirely through `npm run ops` processes with the files of examples/operator. The
// participant, imported with language fr, sets their first password through the invitation's
// link on a French page that says so and signs in in Chromium to a French shop; the order goes
// through the participant API; after the export and the tracking file, My Orders shows the order
// as Shipped (Expédiée), linked to the carrier's page, and the shipping mail has arrived.
// Every wait is on something happening (the inbox, the page), never a sleep.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { launchBrowser } from '../support/browser';
import { catalogue } from '../../src/i18n/messages/all';
import { US_ADDRESS, USA } from '../support/fixtures';
import { freePort } from '../support/free-port';
import { hostCall, mailTo, resetLink, runOps } from '../support/operator-run';
import { repoRoot, startServer, type ServerHandle } from '../support/server-process';
import { startInbox, type Inbox } from '../support/smtp-inbox';

type S = components['schemas'];
const EXAMPLE = join(repoRoot, 'examples/operator');
const HOST = 'acme.localhost';
const PERSON = 'camille.martin@acme.example';
const PASSWORD = 'Acme#Journey2026';
const UPS_LINK = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
/** The participant's language in examples/operator/participants.csv. */
const fr = { auth: catalogue.auth.fr, account: catalogue.account.fr };

const dataDir = mkdtempSync(join(tmpdir(), 'operator-e2e-'));
const work = mkdtempSync(join(tmpdir(), 'operator-e2e-files-'));
const env = { NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: undefined, SEED_DEMO: undefined };
let inbox: Inbox;
let server: ServerHandle;
let browser: Browser;
let key = '';

async function ops(...args: string[]): Promise<Record<string, unknown>> {
  const res = await runOps(args, { ...env, OPS_URL: server.baseUrl, OPS_KEY: key });
  expect(res.code, `ops ${args.join(' ')}: ${res.err}`).toBe(0);
  return args[0] === 'orders' ? {} : (JSON.parse(res.out) as Record<string, unknown>);
}
const api = <T>(method: string, path: string, body?: unknown, token?: string) => hostCall<T>(server.baseUrl, HOST, method, path, body, token);

beforeAll(async () => {
  inbox = await startInbox();
  const created = await runOps(['keys', 'create', '--name', 'Operations'], env);
  expect(created.code, created.err).toBe(0);
  key = created.out.trim();
  server = await startServer({ port: await freePort(), env: { ...env, SMTP_URL: inbox.url, MAIL_FROM: 'Acme Rewards <rewards@acme.example>', DIST_DIR: join(repoRoot, 'dist') } });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await inbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe('operator journey on an empty production server', () => {
  it('program, catalogue, participants and points by npm run ops; password, sign-in and My Orders in the browser show the order Shipped with its link', async () => {
    await ops('program', 'apply', join(EXAMPLE, 'acme'));
    expect(await ops('catalogue', 'import', join(EXAMPLE, 'catalogue/catalogue.csv'))).toMatchObject({ created: 20 });
    expect(await ops('participants', 'import', join(EXAMPLE, 'participants.csv'), '--program', 'acme')).toMatchObject({ created: 3 });
    expect(await ops('points', 'import', join(EXAMPLE, 'points.csv'), '--program', 'acme')).toMatchObject({ created: 4 });

    // The invitation's link, opened on this server: the participant chooses a password.
    const invitation = await inbox.waitFor((m) => mailTo(m, PERSON), 'the invitation');
    const link = resetLink(invitation);
    expect(link, invitation.text).not.toBeNull();
    const context = await browser.newContext({ baseURL: `http://${HOST}:${new URL(server.baseUrl).port}`, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(link!.pathAndQuery);
      // In the participant's language, saying it sets a first password.
      await page.getByRole('heading', { level: 1, name: fr.auth['invite.title'] }).waitFor();
      await page.getByRole('textbox', { name: fr.auth['reset.newPassword'] }).fill(PASSWORD);
      await page.getByRole('textbox', { name: fr.auth['reset.confirmPassword'] }).fill(PASSWORD);
      await page.getByRole('button', { name: fr.auth['invite.submit'] }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByText(fr.auth['invite.success']).waitFor();
      // The sign-in page it leads to stays in the link's language (this browser chose none).
      const form = page.getByRole('form', { name: fr.auth['login.title'] });
      await form.getByRole('textbox', { name: fr.auth['login.email'] }).fill(PERSON);
      await form.getByRole('textbox', { name: fr.auth['login.password'] }).fill(PASSWORD);
      await form.getByRole('button', { name: fr.auth['login.submit'] }).click();
      await page.waitForURL((url) => url.pathname === '/');

      // The order, through the participant API with the participant's own sign-in.
      const token = (await api<{ access_token: string }>('POST', '/token', { email: PERSON, password: PASSWORD })).body.access_token;
      const product = (await api<S['Product']>('GET', '/api/products/acme-travel-mug', undefined, token)).body;
      const teal = product.options.find((o) => o.optionColorValue === 'Teal')!;
      const placed = await api<{ id: string }>('POST', '/api/orders', { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: product.productID, optionId: teal.optionID, quantity: 2 }] }, token);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const order = (await api<S['Order']>('GET', `/api/orders/${placed.body.id}`, undefined, token)).body;
      await inbox.waitFor((m) => mailTo(m, PERSON) && (m.text ?? '').includes(order.orderNumber), 'the order confirmation');

      // Fulfilment: the export names the item; the example tracking file, filled in from it, ships it.
      const exported = join(work, 'orders.csv');
      await ops('orders', 'export', '--program', 'acme', '--out', exported);
      const [cells] = parse(readFileSync(exported, 'utf8'), { columns: true }) as Record<string, string>[];
      expect(cells).toMatchObject({ order_number: order.orderNumber, product_slug: 'acme-travel-mug', quantity: '2' });
      const tracking = join(work, 'tracking.csv');
      writeFileSync(tracking, readFileSync(join(EXAMPLE, 'tracking.csv'), 'utf8').replace('100001', cells!.order_number!).replace('itm_from_the_export', cells!.item_id!));
      expect(await ops('tracking', 'import', tracking, '--program', 'acme')).toMatchObject({ updated: 1 });
      const shippedMail = await inbox.waitFor((m) => mailTo(m, PERSON) && (m.text ?? '').includes('1Z999AA10123456784'), 'the shipping mail');
      expect(shippedMail.text).toContain(UPS_LINK);

      // My Orders, in French: the order is Shipped, a link to the carrier's tracking page.
      await page.goto('/account/orders');
      const table = page.getByRole('table', { name: fr.account['nav.orders'] });
      await table.getByRole('cell', { name: order.orderNumber }).waitFor();
      const shipped = table.getByRole('link', { name: new RegExp(`^${fr.account['status.shipped']}`) });
      expect(await shipped.getAttribute('href')).toBe(UPS_LINK);
    } finally {
      await context.close();
    }
  }, 240_000);
});
