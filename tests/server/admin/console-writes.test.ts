// The participant and order changes the console makes, through a staff member's session: a points
// adjustment with a reason (support within its limit, never below zero), a reset link and a new
// invitation sent, deactivate and reactivate, a cancellation with the points back (never of a
// shipped order) and one order line's tracking. Each is recorded in the audit trail with who, in
// which role, before and after and the request id; each refusal says why and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen.ts';
import { sha256 } from '../../../server/lib/ids.ts';
import { admin, dataState, operatorKey, recordingMail } from '../../support/admin.ts';
import { ALEX, BOTTLE, US_ADDRESS, USA } from '../../support/fixtures.ts';
import { staffMember, staffSignIn, type StaffSession } from '../../support/staff.ts';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../../support/test-server.ts';

type S = components['schemas'];

let server: TestServer;
const mail = recordingMail();
const staff: Record<'manager' | 'support', StaffSession> = {} as never;
let alexToken: string;

beforeAll(async () => {
  server = await startTestServer({ deps: { mail: mail.service } });
  await staffMember(server, 'manager@staff.example', { roles: { summit: 'manager' } });
  await staffMember(server, 'support@staff.example', { roles: { summit: 'support', thanks: 'support' } });
  staff.manager = await staffSignIn(server, 'manager@staff.example');
  staff.support = await staffSignIn(server, 'support@staff.example');
  alexToken = await server.signIn(SUMMIT, ALEX, PASSWORD);
});
afterAll(() => server?.close());

const balanceOf = async (login: string) =>
  (await server.db.query<{ balance: number }>("SELECT balance FROM users WHERE login = $1 AND program_id = (SELECT id FROM programs WHERE slug = 'summit')", [login]))[0]!.balance;
const lastAudit = async () =>
  (
    await server.db.query<{ actor_kind: string; actor_name: string; role: string; program: string; action: string; target: string; before: unknown; after: unknown; request_id: string | null }>(
      'SELECT actor_kind, actor_name, role, program, action, target, before, after, request_id FROM audit_log ORDER BY seq DESC LIMIT 1',
    )
  )[0]!;
const auditCount = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;

/** Runs `refused` and checks it changed no data and recorded nothing. */
async function changesNothing(refused: () => Promise<void>) {
  const before = await dataState(server);
  const audited = await auditCount();
  await refused();
  expect(await dataState(server)).toEqual(before);
  expect(await auditCount()).toBe(audited);
}

describe('a points adjustment from the console', () => {
  const POINTS_T = '/admin/api/programs/{program}/points';
  const adjust = (who: StaffSession, json: unknown) => admin(server, 'POST', '/admin/api/programs/summit/points', { headers: who.headers, json }, POINTS_T);

  it('needs a reason: missing or blank is refused with the field named', async () => {
    await changesNothing(async () => {
      for (const json of [
        { participant: ALEX, amount: 50, reference: 'no-reason' },
        { participant: ALEX, amount: 50, reason: '   ', reference: 'blank-reason' },
      ]) {
        const res = await adjust(staff.support, json);
        expect(res.status).toBe(400);
        expect(res.body.fields).toEqual([{ field: 'reason', message: 'Required.' }]);
      }
    });
  });

  it("holds support to the program's limit, either way, and names it", async () => {
    await changesNothing(async () => {
      for (const amount of [1001, -1001]) {
        const res = await adjust(staff.support, { participant: ALEX, amount, reason: 'Too much', reference: `limit-${amount}` });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Support may adjust at most 1000 points at once in program "summit"; ask a manager. Nothing was changed.');
      }
    });
  });

  it('refuses a debit that would take the balance below zero with a clear 409', async () => {
    const balance = await balanceOf('learner9@summit.example');
    await changesNothing(async () => {
      const res = await adjust(staff.manager, { participant: 'learner9@summit.example', amount: -(balance + 1), reason: 'Correction', reference: 'too-low' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`Would take the balance (${balance}) below zero, or past the largest balance.`);
    });
  });

  it('moves the balance and records who, in which role, before and after, and the request id', async () => {
    const before = await balanceOf(ALEX);
    const res = await adjust(staff.support, { participant: ALEX, amount: 500, reason: 'Missed credit for March', reference: 'console-1' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ applied: true, balance: before + 500 });
    expect(await lastAudit()).toMatchObject({
      actor_kind: 'staff',
      actor_name: 'support@staff.example',
      role: 'support',
      program: 'summit',
      action: 'points.adjust',
      target: ALEX,
      before: { balance: before },
      after: { balance: before + 500, amount: 500, reason: 'Missed credit for March', reference: 'console-1' },
    });
    expect((await lastAudit()).request_id).toBeTruthy();
  });
});

describe('participant access from the console', () => {
  const RESET_T = '/admin/api/programs/{program}/participants/{login}/reset';
  const reset = (who: StaffSession, program: string, login: string) =>
    admin(server, 'POST', `/admin/api/programs/${program}/participants/${encodeURIComponent(login)}/reset`, { headers: who.headers }, RESET_T);

  it("sends a reset link as the shop's own reset mail; the link sets the participant's password", async () => {
    const res = await reset(staff.support, 'summit', ALEX.toUpperCase());
    expect(res.status, res.text).toBe(200);
    expect(res.body.login).toBe(ALEX);
    const sent = mail.sent.at(-1)!;
    expect(sent).toMatchObject({ kind: 'passwordReset', userId: 'u_alex_summit' });
    const [stored] = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM reset_tokens WHERE user_id = $1 ORDER BY expires_at DESC LIMIT 1', ['u_alex_summit']);
    expect(stored!.token_hash).toBe(sha256(sent.token!));
    expect(await lastAudit()).toMatchObject({ role: 'support', action: 'participants.reset', target: ALEX, after: { expiresAt: res.body.expiresAt } });
    const set = await server.request(SUMMIT, '/api/users/resetpassword', { json: { email: ALEX, token: sent.token, password: 'Console#2026' } });
    expect(await set.json()).toEqual({ success: true });
    expect(await server.signIn(SUMMIT, ALEX, 'Console#2026')).toBeTruthy();
    alexToken = await server.signIn(SUMMIT, ALEX, 'Console#2026');
  });

  it('refuses a reset link for a deactivated participant, a claim code and nobody, saying why', async () => {
    const off = await admin(server, 'POST', '/admin/api/programs/summit/participants/learner3%40summit.example/deactivate', { headers: staff.manager.headers }, '/admin/api/programs/{program}/participants/{login}/deactivate');
    expect(off.body).toMatchObject({ updated: 1 });
    const mails = mail.sent.length;
    await changesNothing(async () => {
      const deactivated = await reset(staff.support, 'summit', 'learner3@summit.example');
      expect(deactivated.status).toBe(409);
      expect(deactivated.body.message).toMatch(/is deactivated: reactivate them first/);
      const [code] = await server.db.query<{ login: string }>("SELECT login FROM users WHERE program_id = (SELECT id FROM programs WHERE slug = 'thanks') LIMIT 1");
      const claim = await reset(staff.support, 'thanks', code!.login);
      expect(claim.status).toBe(409);
      expect(claim.body.message).toMatch(/no password to reset/);
      expect((await reset(staff.support, 'summit', 'nobody@summit.example')).status).toBe(404);
    });
    expect(mail.sent.length).toBe(mails);
  });

  it('resends an invitation, deactivates and reactivates with a staff session, each recorded in the role used', async () => {
    const { key } = await operatorKey(server, ['summit']);
    const imported = await admin(server, 'POST', '/admin/api/programs/summit/participants/import', { key, file: 'email,name\nnoor@summit.example,Noor Haddad\n' }, '/admin/api/programs/{program}/participants/import');
    expect(imported.status).toBe(200);
    const invite = await admin(server, 'POST', '/admin/api/programs/summit/participants/noor%40summit.example/invite', { headers: staff.support.headers }, '/admin/api/programs/{program}/participants/{login}/invite');
    expect(invite.status, invite.text).toBe(200);
    expect(mail.sent.at(-1)).toMatchObject({ kind: 'invitation' });
    expect(await lastAudit()).toMatchObject({ actor_kind: 'staff', role: 'support', action: 'participants.invite', target: 'noor@summit.example' });
    const lifecycle = (action: string) =>
      admin(server, 'POST', `/admin/api/programs/summit/participants/noor%40summit.example/${action}`, { headers: staff.manager.headers }, `/admin/api/programs/{program}/participants/{login}/${action}`);
    expect((await lifecycle('deactivate')).body).toMatchObject({ updated: 1 });
    expect(await lastAudit()).toMatchObject({ role: 'manager', action: 'participants.deactivate', before: { deactivated: false }, after: { deactivated: true } });
    expect((await lifecycle('reactivate')).body).toMatchObject({ updated: 1 });
    expect(await lastAudit()).toMatchObject({ role: 'manager', action: 'participants.reactivate', before: { deactivated: true }, after: { deactivated: false } });
  });
});

describe('orders from the console', () => {
  const TRACK_T = '/admin/api/programs/{program}/orders/{orderNumber}/items/{itemId}/tracking';
  const CANCEL_T = '/admin/api/programs/{program}/orders/{orderNumber}/cancel';
  const track = (who: StaffSession, orderNumber: string, itemId: string, json: unknown) =>
    admin(server, 'PUT', `/admin/api/programs/summit/orders/${orderNumber}/items/${encodeURIComponent(itemId)}/tracking`, { headers: who.headers, json }, TRACK_T);
  const cancel = (who: StaffSession, orderNumber: string) => admin(server, 'POST', `/admin/api/programs/summit/orders/${orderNumber}/cancel`, { headers: who.headers }, CANCEL_T);

  async function order(quantity = 1): Promise<S['Order']> {
    const placed = await server.request(SUMMIT, '/api/orders', { token: alexToken, json: { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: BOTTLE, quantity }] } });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const { id } = (await placed.json()) as { id: string };
    return (await (await server.request(SUMMIT, `/api/orders/${id}`, { token: alexToken })).json()) as S['Order'];
  }

  it("sets one line's tracking: the item and then the order are Shipped, the shipping mail goes, the trail has before and after", async () => {
    await server.db.query("UPDATE users SET balance = balance + 10000 WHERE id = 'u_alex_summit'");
    const placed = await order();
    const item = placed.items[0]!;
    const tracking = { status: 'Shipped', tracking_number: '1Z999', tracking_company: 'UPS', tracking_link: 'https://ups.example/1Z999' };
    const res = await track(staff.manager, placed.orderNumber, item.id, tracking);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      orderNumber: placed.orderNumber,
      itemId: item.id,
      status: 'Shipped',
      tracking: { trackingNumber: '1Z999', trackingCompany: 'UPS', trackingLink: 'https://ups.example/1Z999' },
      orderStatus: 'Shipped',
    });
    expect(mail.sent.at(-1)).toMatchObject({ kind: 'shipped', orderId: placed.id, itemIds: [item.id] });
    expect(await lastAudit()).toMatchObject({
      role: 'manager',
      action: 'orders.tracking',
      target: `${placed.orderNumber}/${item.id}`,
      before: { status: null, tracking: null },
      after: { status: 'Shipped', tracking: { trackingNumber: '1Z999' } },
    });
    // The participant's order page shows it.
    const seen = (await (await server.request(SUMMIT, `/api/orders/${placed.id}`, { token: alexToken })).json()) as S['Order'];
    expect(seen.items[0]!.tracking?.trackingNumber).toBe('1Z999');
    // The same tracking again changes nothing and records nothing.
    const audited = await auditCount();
    expect((await track(staff.manager, placed.orderNumber, item.id, tracking)).status).toBe(200);
    expect(await auditCount()).toBe(audited);

    // A shipped order cannot be cancelled: a clear 409, no points back, nothing recorded.
    const balance = await balanceOf(ALEX);
    await changesNothing(async () => {
      const refused = await cancel(staff.support, placed.orderNumber);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(`Order ${placed.orderNumber} has shipped; it can no longer be cancelled.`);
    });
    expect(await balanceOf(ALEX)).toBe(balance);
  });

  it('refuses bad tracking, an item of no order of the program and a cancelled order, changing nothing', async () => {
    const placed = await order();
    const item = placed.items[0]!;
    await changesNothing(async () => {
      const bad = await track(staff.manager, placed.orderNumber, item.id, { status: 'Shipped', tracking_company: 'UPS', colour: 'red' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields.map((f: { field: string }) => f.field)).toEqual(['colour']);
      const missing = await track(staff.manager, placed.orderNumber, item.id, { status: 'Shipped', tracking_company: 'UPS' });
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual([{ field: 'tracking_number', message: 'Required when the status is Shipped.' }]);
      const link = await track(staff.manager, placed.orderNumber, item.id, { status: 'Received', tracking_number: '1', tracking_company: 'UPS', tracking_link: 'javascript:alert(1)' });
      expect(link.body.fields).toEqual([{ field: 'tracking_link', message: 'Must be an http(s) address.' }]);
      expect((await track(staff.manager, placed.orderNumber, 'itm_nothing', { status: 'Received' })).status).toBe(404);
      expect((await track(staff.manager, '999999999', item.id, { status: 'Received' })).status).toBe(404);
      // Support may not set tracking.
      expect((await track(staff.support, placed.orderNumber, item.id, { status: 'Received' })).status).toBe(403);
    });
    // Cancelled by support (unshipped): the points come back; then it takes no tracking.
    const balance = await balanceOf(ALEX);
    const cancelled = await cancel(staff.support, placed.orderNumber);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'Cancelled', refunded: placed.total, balance: balance + placed.total });
    expect(await lastAudit()).toMatchObject({ role: 'support', action: 'orders.cancel', target: placed.orderNumber });
    await changesNothing(async () => {
      const res = await track(staff.manager, placed.orderNumber, item.id, { status: 'Shipped', tracking_number: '1', tracking_company: 'UPS' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`Order ${placed.orderNumber} was cancelled: it takes no tracking. Nothing was changed.`);
    });
  });

  it('refuses a change sent with the session cookie but without its forgery token', async () => {
    const placed = await order();
    await changesNothing(async () => {
      const attempts: Record<string, string>[] = [{ cookie: staff.manager.cookie }, { cookie: staff.manager.cookie, 'x-csrf-token': staff.support.forgeryToken }];
      for (const headers of attempts) {
        const res = await admin(
          server,
          'PUT',
          `/admin/api/programs/summit/orders/${placed.orderNumber}/items/${placed.items[0]!.id}/tracking`,
          { headers, json: { status: 'Received' } },
          TRACK_T,
        );
        expect(res.status).toBe(403);
        expect(res.body.message).toMatch(/forgery token/);
        const staffInvite = await admin(server, 'POST', '/admin/api/programs/summit/staff', { headers, json: { email: 'x@staff.example', name: 'X', role: 'viewer' } }, '/admin/api/programs/{program}/staff');
        expect(staffInvite.status).toBe(403);
      }
    });
  });
});
