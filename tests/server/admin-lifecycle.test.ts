// A participant's access and a program's life, from the operator: the invitation's one lifetime
// (the configured one, for the token and the mail alike), an invitation sent again, a deactivated
// participant reactivated, and a program removed once fulfilment owes none of its orders.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProgramFolder } from '../../server/admin/program-folder.ts';
import { REMOVED_PARTICIPANT_NAME } from '../../server/admin/program-removal.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import { admin, dataState, operatorKey } from '../support/admin.ts';
import { AURORA, BOTTLE, US_ADDRESS, USA } from '../support/fixtures.ts';
import { waitForCaught } from '../support/outbox.ts';
import { CLAIM, startTestServer, SUMMIT, TIERED, type TestServer } from '../support/test-server.ts';

/** Three days: not the default (7), and not the 14 the token was once stored for. */
const INVITATION_TTL = 3 * 24 * 3600;
const HARBOR = 'harbor.localhost';

let server: TestServer;
let key: string;

const participantsImport = (program: string, file: string) =>
  admin(server, 'POST', `/admin/api/programs/${program}/participants/import`, { key, file }, '/admin/api/programs/{program}/participants/import');
const invite = (program: string, login: string, init: { key?: string } = { key }) =>
  admin(server, 'POST', `/admin/api/programs/${program}/participants/${encodeURIComponent(login)}/invite`, init, '/admin/api/programs/{program}/participants/{login}/invite');
const reactivate = (program: string, login: string) =>
  admin(server, 'POST', `/admin/api/programs/${program}/participants/${encodeURIComponent(login)}/reactivate`, { key }, '/admin/api/programs/{program}/participants/{login}/reactivate');
const remove = (program: string) => admin(server, 'DELETE', `/admin/api/programs/${program}`, { key }, '/admin/api/programs/{program}');

/** Seconds from the database's now until the newest token of the participant expires. */
async function tokenLifetime(login: string): Promise<number> {
  const [row] = await server.db.query<{ seconds: number }>(
    `SELECT extract(epoch FROM max(r.expires_at) - now())::float8 AS seconds FROM reset_tokens r JOIN users u ON u.id = r.user_id WHERE lower(u.login) = lower($1)`,
    [login],
  );
  return row!.seconds;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

beforeAll(async () => {
  // The demo's own mail (its in-process catcher), so the mail's words can be read.
  server = await startTestServer({ invitationTokenTtlSeconds: INVITATION_TTL });
  ({ key } = await operatorKey(server));
});
afterAll(() => server?.close());

describe('the invitation’s lifetime', () => {
  it('is the configured INVITATION_TOKEN_TTL_SECONDS, for the stored token and for the mail’s words alike', async () => {
    const res = await participantsImport('summit', 'email,name\nivy@summit.example,Ivy Lane\n');
    expect(res.status, res.text).toBe(200);
    const lifetime = await tokenLifetime('ivy@summit.example');
    expect(lifetime).toBeLessThanOrEqual(INVITATION_TTL);
    expect(lifetime).toBeGreaterThan(INVITATION_TTL - 600);
    const mail = await waitForCaught(server, 'summit', (m) => m.to === 'ivy@summit.example');
    expect(mail.text).toContain('3 days');
    expect(mail.text).not.toMatch(/\b(7|14) days\b/);
  });
});

describe('participants invite', () => {
  it('sends a participant without a password a new link of the configured lifetime, which sets their first password', async () => {
    await participantsImport('summit', 'email,name\njun@summit.example,Jun Park\n');
    await waitForCaught(server, 'summit', (m) => m.to === 'jun@summit.example');
    // The first mail is lost; the operator sends another.
    await server.db.query("UPDATE reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE login = 'jun@summit.example')");
    const res = await invite('summit', 'JUN@summit.example');
    expect(res.status, res.text).toBe(200);
    expect(res.body.login).toBe('jun@summit.example');
    expect(Date.parse(res.body.expiresAt) - Date.now()).toBeGreaterThan((INVITATION_TTL - 600) * 1000);
    expect(await tokenLifetime('jun@summit.example')).toBeGreaterThan(INVITATION_TTL - 600);
    const mails = () => server.demo!.caught('summit').filter((m) => m.to === 'jun@summit.example');
    await waitForCaught(server, 'summit', () => mails().length === 2);
    const token = tokenOf(mails()[0]!.link);
    const set = await server.request(SUMMIT, '/api/users/resetpassword', { json: { email: 'jun@summit.example', token, password: 'Harbour#2026' } });
    expect(await set.json()).toEqual({ success: true });
    expect(await server.signIn(SUMMIT, 'jun@summit.example', 'Harbour#2026')).toBeTruthy();
  });

  it('refuses, saying why, whoever has a password, is deactivated, has no email or is a claim code; 404 for nobody', async () => {
    const has = await invite('summit', 'jun@summit.example');
    expect(has.status).toBe(409);
    expect(has.body.message).toMatch(/password already/);

    await participantsImport('summit', 'email,name\nkim@summit.example,Kim Ode\n');
    await admin(server, 'POST', '/admin/api/programs/summit/participants/kim%40summit.example/deactivate', { key }, '/admin/api/programs/{program}/participants/{login}/deactivate');
    const deactivated = await invite('summit', 'kim@summit.example');
    expect(deactivated.status).toBe(409);
    expect(deactivated.body.message).toMatch(/reactivate them first/);

    await participantsImport('apex', 'user_id,name,level\nNOMAIL-1,No Mail,gold\n');
    const noEmail = await invite('apex', 'NOMAIL-1');
    expect(noEmail.status).toBe(409);
    expect(noEmail.body.message).toMatch(/no email address/);

    const claim = await invite('thanks', 'THANKS-0001');
    expect(claim.status).toBe(409);
    expect(claim.body.message).toMatch(/Claim codes/);

    expect((await invite('summit', 'nobody@summit.example')).status).toBe(404);
    expect((await invite('summit', 'x'.repeat(400))).status).toBe(404);
    const scoped = (await operatorKey(server, ['apex'])).key;
    expect((await invite('summit', 'kim@summit.example', { key: scoped })).status).toBe(403);
  });
});

describe('participants reactivate', () => {
  it('lets a deactivated participant sign in again; their ended sessions stay ended; twice changes nothing', async () => {
    const hash = await hashPassword('Return#2026');
    await participantsImport('summit', `email,name,password_hash\nlee@summit.example,Lee Moss,${hash}\n`);
    const before = await server.signIn(SUMMIT, 'lee@summit.example', 'Return#2026');
    await admin(server, 'POST', '/admin/api/programs/summit/participants/lee%40summit.example/deactivate', { key }, '/admin/api/programs/{program}/participants/{login}/deactivate');
    expect((await server.request(SUMMIT, '/token', { json: { email: 'lee@summit.example', password: 'Return#2026' } })).status).toBe(401);

    const res = await reactivate('summit', 'LEE@summit.example');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ rows: 1, created: 0, updated: 1, unchanged: 0 });
    const after = await server.signIn(SUMMIT, 'lee@summit.example', 'Return#2026');
    expect((await server.request(SUMMIT, '/api/self', { token: after })).status).toBe(200);
    expect((await server.request(SUMMIT, '/api/self', { token: before })).status).toBe(401);

    expect((await reactivate('summit', 'lee@summit.example')).body).toEqual({ rows: 1, created: 0, updated: 0, unchanged: 1 });
    expect((await reactivate('summit', 'nobody@summit.example')).status).toBe(404);
  });
});

describe('program remove', () => {
  /** harbor (tests/fixtures): its theme, settings and hosts, as `npm run ops -- program apply` sends them. */
  async function applyHarbor(): Promise<void> {
    const folder = readProgramFolder('tests/fixtures/admin/program-harbor');
    for (const image of folder.images) {
      const put = await admin(server, 'PUT', `/admin/api/programs/harbor/assets/${image.name}`, { key, file: readFileSync(image.path), type: 'application/octet-stream' }, '/admin/api/programs/{program}/assets/{name}');
      expect(put.status, put.text).toBe(200);
    }
    const applied = await admin(server, 'PUT', '/admin/api/programs/harbor', { key, json: folder.body }, '/admin/api/programs/{program}');
    expect(applied.status, applied.text).toBe(200);
  }

  it('is refused while an order is not exported or not shipped, saying which, and changes nothing', async () => {
    const before = await dataState(server);
    const res = await remove('summit');
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Program summit still has orders to fulfil: \d+ not exported yet \(\d+/);
    expect(res.body.message).toContain('orders export');
    expect(await dataState(server)).toEqual(before);
    expect((await server.request(SUMMIT, '/api/programs')).status).toBe(200);
  });

  it('once every order is shipped: frees the hosts and the slug, ends sessions, keeps orders and the ledger without personal data', async () => {
    await applyHarbor();
    const own = await admin(server, 'POST', '/admin/api/programs/harbor/catalogue/import', { key, file: 'slug,name,brand,category,price\nharbor-mug,Harbor Mug,Harbor,Electronics > Audio > Speakers,300\n' }, '/admin/api/programs/{program}/catalogue/import');
    expect(own.status, own.text).toBe(200);
    const hash = await hashPassword('Harbor#2026');
    await participantsImport('harbor', `email,name,balance,password_hash\nmia@harbor.example,Mia Sand,5000,${hash}\n`);
    const session = await server.signIn(HARBOR, 'mia@harbor.example', 'Harbor#2026');
    const placed = await server.request(HARBOR, '/api/orders', { token: session, json: { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: BOTTLE, quantity: 1 }] } });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const { id: orderId } = (await placed.json()) as { id: string };
    const order = (await (await server.request(HARBOR, `/api/orders/${orderId}`, { token: session })).json()) as { orderNumber: string; items: { id: string }[] };

    // Exported but not shipped: still refused, and the reason says so.
    await admin(server, 'POST', '/admin/api/programs/harbor/orders/export', { key }, '/admin/api/programs/{program}/orders/export');
    const owed = await remove('harbor');
    expect(owed.status).toBe(409);
    expect(owed.body.message).toContain(`1 exported but not shipped (${order.orderNumber})`);

    const tracking = `order_number,item_id,status,tracking_number,tracking_company\n${order.orderNumber},${order.items[0]!.id},Shipped,1Z999,UPS\n`;
    expect((await admin(server, 'POST', '/admin/api/programs/harbor/tracking/import', { key, file: tracking }, '/admin/api/programs/{program}/tracking/import')).status).toBe(200);

    const res = await remove('harbor');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ program: 'harbor', hostsFreed: ['harbor.localhost', 'rewards.harbor.localhost'], participants: 1, ordersKept: 1, productsRemoved: 1 });

    // Gone for participants and for the operator.
    expect((await server.request(HARBOR, '/api/programs')).status).toBe(404);
    expect((await server.request(HARBOR, '/api/self', { token: session })).status).toBe(404);
    const [revoked] = await server.db.query<{ live: number }>(
      `SELECT count(*) FILTER (WHERE s.revoked_at IS NULL)::int AS live FROM sessions s JOIN users u ON u.id = s.user_id JOIN programs p ON p.id = u.program_id WHERE p.slug = 'harbor'`,
    );
    expect(revoked!.live).toBe(0);
    expect((await remove('harbor')).status).toBe(404);
    expect((await participantsImport('harbor', 'email,name\nx@harbor.example,X\n')).status).toBe(404);

    // Kept for the records, without personal data.
    const [user] = await server.db.query<Record<string, unknown>>(
      `SELECT u.id, u.name, u.login, u.email, u.password_hash, u.balance, u.deactivated_at FROM users u JOIN programs p ON p.id = u.program_id WHERE p.slug = 'harbor'`,
    );
    expect(user).toMatchObject({ name: REMOVED_PARTICIPANT_NAME, login: user!.id, email: user!.id, password_hash: null, balance: 5000 - 1200 });
    expect(user!.deactivated_at).not.toBeNull();
    const [kept] = await server.db.query<{ order_number: string; status: string; total: number; shipping_address: unknown; items: number }>(
      'SELECT o.order_number, o.status, o.total, o.shipping_address, (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS items FROM orders o WHERE o.id = $1',
      [orderId],
    );
    expect(kept).toEqual({ order_number: order.orderNumber, status: 'Shipped', total: 1200, shipping_address: { country: 'USA' }, items: 1 });
    const ledger = await server.db.query<{ amount: number }>('SELECT amount FROM transactions WHERE user_id = $1 ORDER BY amount', [user!.id]);
    expect(ledger.map((l) => l.amount)).toEqual([-1200, 5000]);
    expect(await server.db.query('SELECT 1 FROM addresses WHERE user_id = $1', [user!.id])).toEqual([]);
    expect(await server.db.query("SELECT 1 FROM program_assets WHERE program_slug = 'harbor'")).toEqual([]);
    expect(await server.db.query("SELECT 1 FROM products WHERE slug = 'harbor-mug'")).toEqual([]);
    const text = JSON.stringify(await server.db.query("SELECT u.*, o.* FROM users u JOIN orders o ON o.user_id = u.id JOIN programs p ON p.id = u.program_id WHERE p.slug = 'harbor'"));
    for (const personal of ['mia@harbor.example', 'Mia Sand', US_ADDRESS.address1, US_ADDRESS.phone, US_ADDRESS.fullName]) expect(text).not.toContain(personal);

    // The slug and hosts serve a new program at once.
    await applyHarbor();
    expect((await server.request(HARBOR, '/api/programs')).status).toBe(200);
    const [{ n }] = (await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM programs WHERE slug = 'harbor'")) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('takes a program whose only order was cancelled, and one that never had any', async () => {
    const code = await server.signIn(CLAIM, 'THANKS-0002');
    const gift = { productId: AURORA, optionId: `${AURORA}_blue`, quantity: 1 };
    const placed = await server.request(CLAIM, '/api/orders', { token: code, json: { shippingAddress: { ...US_ADDRESS, email: 'gift@example.com' }, region: USA, claimEmail: 'gift@example.com', items: [gift] } });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const { id } = (await placed.json()) as { id: string };
    const { orderNumber } = (await (await server.request(CLAIM, `/api/orders/${id}`, { token: code })).json()) as { orderNumber: string };
    expect((await remove('thanks')).status).toBe(409);
    const cancelled = await admin(server, 'POST', `/admin/api/programs/thanks/orders/${orderNumber}/cancel`, { key }, '/admin/api/programs/{program}/orders/{orderNumber}/cancel');
    expect(cancelled.status, cancelled.text).toBe(200);
    const thanks = await remove('thanks');
    expect(thanks.status, thanks.text).toBe(200);
    expect(thanks.body.ordersKept).toBe(1);
    expect((await server.request(CLAIM, '/api/programs')).status).toBe(404);
    // Apex's demo participants never ordered; its hosts are free after.
    const apex = await remove('apex');
    expect(apex.status, apex.text).toBe(200);
    expect(apex.body).toMatchObject({ ordersKept: 0, hostsFreed: [TIERED] });
  });
});
