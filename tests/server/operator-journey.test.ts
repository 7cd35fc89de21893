// The operator's whole journey on an empty production server, as an operator runs it: the server
// (NODE_ENV=production, no demo data) and every `npm run ops` command are processes of their own,
// mail goes over SMTP to an inbox inside this test, and the participant's part goes through the
// participant API over HTTP. It applies every file of examples/operator (docs/operate.md):
// first key → program → catalogue → participants (invitation, password set through its link) →
// points → sign-in → order → confirmation mail → export → tracking → Shipped with its link →
// shipped mail. Waits poll the inbox and the server; nothing sleeps.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { US_ADDRESS, USA } from '../support/fixtures.ts';
import { freePort } from '../support/free-port.ts';
import { hostCall, mailTo, resetLink, runOps } from '../support/operator-run.ts';
import { repoRoot, startServer, type ServerHandle } from '../support/server-process.ts';
import { startInbox, type Inbox } from '../support/smtp-inbox.ts';

type S = components['schemas'];
const EXAMPLE = join(repoRoot, 'examples/operator');
const HOST = 'acme.localhost';
const PERSON = 'jordan.lee@acme.example';
const NEW_PASSWORD = 'Acme#Rewards2026';

const dataDir = mkdtempSync(join(tmpdir(), 'operator-journey-'));
const work = mkdtempSync(join(tmpdir(), 'operator-journey-files-'));
const baseEnv = { NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: undefined, SEED_DEMO: undefined };
let inbox: Inbox;
let server: ServerHandle;
let key = '';

const ops = (args: string[]) => runOps(args, { ...baseEnv, OPS_URL: server?.baseUrl, OPS_KEY: key });
const api = <T>(method: string, path: string, body?: unknown, token?: string) => hostCall<T>(server.baseUrl, HOST, method, path, body, token);
const to = mailTo;

async function opsJson(args: string[]): Promise<Record<string, unknown>> {
  const res = await ops(args);
  expect(res.code, `${args.join(' ')}: ${res.err}`).toBe(0);
  return JSON.parse(res.out) as Record<string, unknown>;
}

beforeAll(async () => {
  inbox = await startInbox();
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await inbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

// On PGlite on every run: a production DATA_DIR of its own.
describe('from an empty production database to a shipped order, through npm run ops', () => {
  let token = '';
  let order: S['Order'];

  it('writes the first key to the database, then starts the server empty', async () => {
    const created = await ops(['keys', 'create', '--name', 'Operations']);
    expect(created.code, created.err).toBe(0);
    key = created.out.trim();
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    server = await startServer({
      port: await freePort(),
      env: { ...baseEnv, SMTP_URL: inbox.url, MAIL_FROM: 'Acme Rewards <rewards@acme.example>', DIST_DIR: '.tmp/no-dist' },
    });
    expect((await api('GET', '/api/programs')).status).toBe(404);
  }, 180_000);

  it('applies the example program: acme.localhost responses', async () => {
    expect(await opsJson(['program', 'apply', join(EXAMPLE, 'acme')])).toMatchObject({ program: 'acme', outcome: 'created', images: 2 });
    const program = await api<{ fullName: string; footerText: string; translations: Record<string, { footerText?: string }> }>('GET', '/api/programs');
    expect(program.status).toBe(200);
    expect(program.body.fullName).toBe('Acme Rewards');
    // The footer in English, and in French for the French shop.
    expect(program.body.footerText).toBe('Acme points have no cash value.');
    expect(program.body.translations.fr?.footerText).toBe('Les points Acme n’ont aucune valeur monétaire.');
  }, 60_000);

  it('imports the example catalogue with its images', async () => {
    const csv = join(EXAMPLE, 'catalogue/catalogue.csv');
    const rows = readFileSync(csv, 'utf8').trim().split('\n').length - 1;
    expect(await opsJson(['catalogue', 'import', csv])).toMatchObject({ rows, created: 20, updated: 0, removed: 0 });
    // Again: nothing changes.
    expect(await opsJson(['catalogue', 'import', csv])).toMatchObject({ created: 0, updated: 0, unchanged: 20, imagesChanged: 0 });
  }, 60_000);

  it('gives the catalogue’s categories their slugs, an image and French names from the example categories file', async () => {
    const csv = join(EXAMPLE, 'catalogue/categories.csv');
    expect(await opsJson(['catalogue', 'categories', csv])).toMatchObject({ rows: 10, created: 0, updated: 10, unchanged: 0 });
    expect(await opsJson(['catalogue', 'categories', csv])).toMatchObject({ rows: 10, updated: 0, unchanged: 10 });
  }, 60_000);

  it('imports participants: each gets an invitation, whose link sets their password', async () => {
    expect(await opsJson(['participants', 'import', join(EXAMPLE, 'participants.csv'), '--program', 'acme'])).toEqual({ rows: 3, created: 3, updated: 0, unchanged: 0 });
    const invitation = await inbox.waitFor((m) => to(m, PERSON), 'the invitation');
    const link = resetLink(invitation);
    expect(link, invitation.text).not.toBeNull();
    const reset = await api<{ success: boolean }>('POST', '/api/users/resetpassword', { email: PERSON, token: link!.token, password: NEW_PASSWORD });
    expect(reset.body).toEqual({ success: true });
    await Promise.all(['camille.martin@acme.example', 'sam.okafor@acme.example'].map((p) => inbox.waitFor((m) => to(m, p), `${p}'s invitation`)));
  }, 60_000);

  it('credits points from the example file', async () => {
    expect(await opsJson(['points', 'import', join(EXAMPLE, 'points.csv'), '--program', 'acme'])).toEqual({ rows: 4, created: 4, updated: 0, unchanged: 0 });
    const signIn = await api<{ access_token: string }>('POST', '/token', { email: PERSON, password: NEW_PASSWORD });
    expect(signIn.status).toBe(200);
    token = signIn.body.access_token;
    const points = await api<{ description: string; amount: number }[]>('GET', '/api/transactions', undefined, token);
    expect(points.body.map((p) => [p.description, p.amount])).toEqual([
      ['Safety course completed', 15000],
      ['Opening balance', 500],
    ]);
  }, 60_000);

  it('the participant orders; the confirmation mail arrives', async () => {
    const product = await api<S['Product']>('GET', '/api/products/acme-rain-jacket', undefined, token);
    expect(product.status).toBe(200);
    const option = product.body.options.find((o) => o.optionColorValue === 'Blue' && o.optionSizeValue === 'M')!;
    const placed = await api<{ id: string }>('POST', '/api/orders', { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: product.body.productID, optionId: option.optionID, quantity: 1 }] }, token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    order = (await api<S['Order']>('GET', `/api/orders/${placed.body.id}`, undefined, token)).body;
    expect(order.status).not.toBe('Shipped');
    const confirmation = await inbox.waitFor((m) => to(m, PERSON) && (m.text ?? '').includes(order.orderNumber), 'the order confirmation');
    expect(confirmation.text).toContain('Rain Jacket');
  }, 60_000);

  it('exports the order, imports its tracking: the order is Shipped with the link, and the shipping mail arrives', async () => {
    const exported = join(work, 'orders.csv');
    const res = await ops(['orders', 'export', '--program', 'acme', '--out', exported]);
    expect(res.code, res.err).toBe(0);
    expect(res.err).toContain('1 order(s) exported.');
    const [cells] = parse(readFileSync(exported, 'utf8'), { columns: true }) as Record<string, string>[];
    expect(cells).toMatchObject({ order_number: order.orderNumber, product_slug: 'acme-rain-jacket' });

    // The example tracking file, with this order's number and item (from the export).
    const tracking = join(work, 'tracking.csv');
    writeFileSync(tracking, readFileSync(join(EXAMPLE, 'tracking.csv'), 'utf8').replace('100001', cells!.order_number!).replace('itm_from_the_export', cells!.item_id!));
    expect(await opsJson(['tracking', 'import', tracking, '--program', 'acme'])).toEqual({ rows: 1, created: 0, updated: 1, unchanged: 0 });

    const shipped = (await api<S['Order']>('GET', `/api/orders/${order.id}`, undefined, token)).body;
    expect(shipped.status).toBe('Shipped');
    expect(shipped.items[0]!.tracking).toEqual({
      trackingNumber: '1Z999AA10123456784',
      trackingCompany: 'UPS',
      trackingLink: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    const mail = await inbox.waitFor((m) => to(m, PERSON) && (m.text ?? '').includes('1Z999AA10123456784'), 'the shipping mail');
    expect(mail.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
  }, 120_000);
});
