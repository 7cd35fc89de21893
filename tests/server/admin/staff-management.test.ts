// A program's staff, run by its owners: an invitation by e-mail with a role (an account without a
// password and a single-use, expiring link to choose one), a role changed, someone removed (their
// access to the program ends at once), "forgot password" that tells nobody whether an address has
// an account, and the program's own keys. Time is moved by an injected clock, never waited for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AfterResponse } from '../../../server/lib/after-response.ts';
import { sha256 } from '../../../server/lib/ids.ts';
import { renderStaffPassword } from '../../../server/mail/render.ts';
import { admin, dataState, operatorKey, recordingMail } from '../../support/admin.ts';
import { STAFF_PASSWORD, staffMember, staffSignIn, type StaffSession } from '../../support/staff.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

let server: TestServer;
let now = new Date('2026-03-02T09:00:00Z');
const mail = recordingMail();
const OWNER = 'olive@staff.example';
const NEW_PASSWORD = 'a long new console password';

/** Keeps the work started after each response until told to run it: the response is sent first. */
const held: { task: () => Promise<void> }[] = [];
const afterResponse: AfterResponse = {
  run: (_what, task) => void held.push({ task }),
  settled: async () => undefined,
  get pending() {
    return held.length;
  },
};
async function runHeld() {
  for (const { task } of held.splice(0)) await task();
}

let owner: StaffSession;

beforeAll(async () => {
  server = await startTestServer({ deps: { clock: () => now, mail: mail.service, afterResponse } });
  await staffMember(server, OWNER, { roles: { summit: 'owner' } });
  owner = await staffSignIn(server, OWNER);
});
afterAll(() => server?.close());

const STAFF = '/admin/api/programs/summit/staff';
const STAFF_T = '/admin/api/programs/{program}/staff';
const MEMBER_T = '/admin/api/programs/{program}/staff/{staffId}';
const invite = (json: unknown, headers = owner.headers) => admin(server, 'POST', STAFF, { headers, json }, STAFF_T);
const setPassword = (json: unknown) => admin(server, 'POST', '/admin/api/staff/password', { json });
const signIn = (email: string, password: string) => admin(server, 'POST', '/admin/api/staff/sign-in', { json: { email, password } });
const lastStaffMail = () => mail.sent.filter((m) => m.kind === 'staffPassword').at(-1)!;
const auditOf = async (action: string) =>
  server.db.query<{ actor_name: string; role: string; program: string | null; target: string; before: unknown; after: unknown; request_id: string | null }>(
    'SELECT actor_name, role, program, target, before, after, request_id FROM audit_log WHERE action = $1 ORDER BY seq',
    [action],
  );

describe('inviting staff', () => {
  it('creates the account without a password, mails a single-use link, stores only its hash, and lists the new member', async () => {
    const res = await invite({ email: 'Sam@Staff.example', name: 'Sam Support', role: 'support' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ email: 'Sam@Staff.example', name: 'Sam Support', status: 'invited', role: 'support' });
    expect(Date.parse(res.body.invitationExpiresAt) - now.getTime()).toBe(server.deps.config.invitationTokenTtlSeconds * 1000);
    const sent = lastStaffMail();
    expect(sent).toMatchObject({ staffKind: 'invitation', to: 'Sam@Staff.example', role: 'support' });
    const [row] = await server.db.query<{ token_hash: string; purpose: string; password_hash: string | null }>(
      'SELECT t.token_hash, t.purpose, s.password_hash FROM staff_password_tokens t JOIN staff s ON s.id = t.staff_id WHERE s.id = $1',
      [res.body.id],
    );
    expect(row).toEqual({ token_hash: sha256(sent.token!), purpose: 'invitation', password_hash: null });
    const list = await admin(server, 'GET', STAFF, { headers: owner.headers }, STAFF_T);
    expect(list.body.map((m: { email: string; role: string }) => `${m.email}:${m.role}`)).toEqual([OWNER + ':owner', 'Sam@Staff.example:support']);
    const [audited] = await auditOf('staff.invite');
    expect(audited).toMatchObject({ actor_name: OWNER, role: 'owner', program: 'summit', target: 'Sam@Staff.example', after: { role: 'support', invitationMailed: true } });
    expect(audited!.request_id).toBeTruthy();
  });

  it('lets the invited person choose a password once; then they sign in with the role given', async () => {
    const { token } = lastStaffMail();
    expect((await signIn('sam@staff.example', NEW_PASSWORD)).status).toBe(401);
    // A password the rule refuses changes nothing: the link still works afterwards.
    const short = await setPassword({ token, password: 'too short' });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual([{ field: 'password', message: 'At least 12 characters.' }]);
    const set = await setPassword({ token, password: NEW_PASSWORD });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toEqual({ email: 'Sam@Staff.example', purpose: 'invitation' });
    const again = await setPassword({ token, password: 'another long password' });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/not valid any more/);
    const me = await signIn('sam@staff.example', NEW_PASSWORD);
    expect(me.status).toBe(200);
    expect(me.body.roles).toEqual({ summit: 'support' });
    expect((await signIn('sam@staff.example', 'another long password')).status).toBe(401);
  });

  it('refuses an expired link, bad input, and someone who is staff of the program already, changing nothing', async () => {
    await invite({ email: 'late@staff.example', name: 'Late Larry', role: 'viewer' });
    const { token } = lastStaffMail();
    const before = new Date(now);
    now = new Date(now.getTime() + server.deps.config.invitationTokenTtlSeconds * 1000 + 1000);
    try {
      const expired = await setPassword({ token, password: NEW_PASSWORD });
      expect(expired.status).toBe(400);
      expect(expired.body.fields[0].field).toBe('token');
    } finally {
      now = before;
    }
    const staffBefore = await server.db.query('SELECT id, email, status, password_hash FROM staff ORDER BY id');
    const rolesBefore = await server.db.query('SELECT * FROM staff_roles ORDER BY staff_id, program_slug');
    const bad = await invite({ email: 'not an address', name: '', role: 'boss', extra: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'extra', 'name', 'role']);
    // A field left out is named as required, never as an unknown one.
    const partial = await invite({ email: 'partial@staff.example' });
    expect(partial.body.fields).toEqual([
      { field: 'name', message: 'Required.' },
      { field: 'role', message: 'Required.' },
    ]);
    const twice = await invite({ email: 'SAM@staff.example', name: 'Sam', role: 'manager' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/staff of program "summit" already/);
    expect((await setPassword({ token: 'x'.repeat(43), password: NEW_PASSWORD })).status).toBe(400);
    expect(await server.db.query('SELECT id, email, status, password_hash FROM staff ORDER BY id')).toEqual(staffBefore);
    expect(await server.db.query('SELECT * FROM staff_roles ORDER BY staff_id, program_slug')).toEqual(rolesBefore);
  });

  it('gives someone with an account the role without a mail; someone still invited gets a new link', async () => {
    await staffMember(server, 'apex-owner@staff.example', { roles: { apex: 'owner' } });
    const mails = mail.sent.length;
    const existing = await invite({ email: 'apex-owner@staff.example', name: 'Ignored', role: 'manager' });
    expect(existing.status).toBe(201);
    expect(existing.body).toMatchObject({ status: 'active', role: 'manager', invitationExpiresAt: null });
    expect(mail.sent.length).toBe(mails);
    const again = await invite({ email: 'late@staff.example', name: 'Late Larry', role: 'support' });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'invited', role: 'support' });
    expect((await setPassword({ token: lastStaffMail().token, password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe('changing and removing staff', () => {
  it('changes a role, which the next call already obeys; the last owner stays owner', async () => {
    const sam = await staffSignIn(server, 'sam@staff.example', NEW_PASSWORD);
    const list = await admin(server, 'GET', STAFF, { headers: owner.headers }, STAFF_T);
    const samId = list.body.find((m: { email: string }) => m.email === 'Sam@Staff.example').id;
    const ownerId = list.body.find((m: { email: string }) => m.email === OWNER).id;
    const points = { participant: 'alex@summit.example', amount: 1, reason: 'Role test', reference: 'role-test-1' };
    expect((await admin(server, 'POST', '/admin/api/programs/summit/points/import', { headers: sam.headers, file: 'x' }, '/admin/api/programs/{program}/points/import')).status).toBe(403);
    const changed = await admin(server, 'PUT', `${STAFF}/${samId}`, { headers: owner.headers, json: { role: 'manager' } }, MEMBER_T);
    expect(changed.status).toBe(200);
    expect(changed.body.role).toBe('manager');
    expect((await admin(server, 'POST', '/admin/api/programs/summit/points', { headers: sam.headers, json: points }, '/admin/api/programs/{program}/points')).status).toBe(200);
    expect(await auditOf('staff.role')).toMatchObject([{ target: 'Sam@Staff.example', before: { role: 'support' }, after: { role: 'manager' } }]);

    const before = await server.db.query('SELECT * FROM staff_roles ORDER BY staff_id, program_slug');
    const demote = await admin(server, 'PUT', `${STAFF}/${ownerId}`, { headers: owner.headers, json: { role: 'viewer' } }, MEMBER_T);
    expect(demote.status).toBe(409);
    expect(demote.body.message).toMatch(/last owner of program "summit"/);
    expect((await admin(server, 'DELETE', `${STAFF}/${ownerId}`, { headers: owner.headers }, MEMBER_T)).status).toBe(409);
    expect((await admin(server, 'PUT', `${STAFF}/${samId}`, { headers: owner.headers, json: { role: 'admin' } }, MEMBER_T)).status).toBe(400);
    expect((await admin(server, 'PUT', `${STAFF}/stf_0000000000000000`, { headers: owner.headers, json: { role: 'viewer' } }, MEMBER_T)).status).toBe(404);
    expect(await server.db.query('SELECT * FROM staff_roles ORDER BY staff_id, program_slug')).toEqual(before);
  });

  it('removes a member: the program is closed to their session at once, and someone left with no program is signed out everywhere', async () => {
    const list = await admin(server, 'GET', STAFF, { headers: owner.headers }, STAFF_T);
    const id = (email: string) => list.body.find((m: { email: string }) => m.email.toLowerCase() === email).id;
    // apex-owner keeps apex: their session stays, without summit.
    const both = await staffSignIn(server, 'apex-owner@staff.example');
    const removedOne = await admin(server, 'DELETE', `${STAFF}/${id('apex-owner@staff.example')}`, { headers: owner.headers }, MEMBER_T);
    expect(removedOne.status).toBe(200);
    expect(removedOne.body.sessionsEnded).toBe(0);
    const audit = (program: string, headers: Record<string, string>) => admin(server, 'GET', `/admin/api/programs/${program}/audit`, { headers }, '/admin/api/programs/{program}/audit');
    expect((await audit('summit', both.headers)).status).toBe(403);
    expect((await audit('apex', both.headers)).status).toBe(200);
    // Sam has summit only: every session of theirs ends.
    const sam = await staffSignIn(server, 'sam@staff.example', NEW_PASSWORD);
    const removed = await admin(server, 'DELETE', `${STAFF}/${id('sam@staff.example')}`, { headers: owner.headers }, MEMBER_T);
    expect(removed.status).toBe(200);
    expect(removed.body.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect((await audit('summit', sam.headers)).status).toBe(401);
    expect(await auditOf('staff.remove')).toHaveLength(2);
  });
});

describe('forgot password', () => {
  it('answers the same for a known and an unknown address, before looking; mails the known one a link that sets a new password and ends their sessions', async () => {
    await staffMember(server, 'forgetful@staff.example', { roles: { summit: 'viewer' } });
    const session = await staffSignIn(server, 'forgetful@staff.example');
    const mails = mail.sent.length;
    const known = await admin(server, 'POST', '/admin/api/staff/password/forgot', { json: { email: 'Forgetful@staff.example' } });
    const unknown = await admin(server, 'POST', '/admin/api/staff/password/forgot', { json: { email: 'nobody@staff.example' } });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.text).toBe(unknown.text);
    expect(held).toHaveLength(2);
    expect(mail.sent.length).toBe(mails);
    await runHeld();
    expect(mail.sent.length).toBe(mails + 1);
    const sent = lastStaffMail();
    expect(sent).toMatchObject({ staffKind: 'reset', to: 'forgetful@staff.example' });
    const set = await setPassword({ token: sent.token, password: NEW_PASSWORD });
    expect(set.body).toEqual({ email: 'forgetful@staff.example', purpose: 'reset' });
    expect((await admin(server, 'GET', '/admin/api/staff/me', { headers: session.headers })).status).toBe(401);
    expect((await signIn('forgetful@staff.example', STAFF_PASSWORD)).status).toBe(401);
    expect((await signIn('forgetful@staff.example', NEW_PASSWORD)).status).toBe(200);
    expect((await setPassword({ token: sent.token, password: NEW_PASSWORD })).status).toBe(400);
    const bad = await admin(server, 'POST', '/admin/api/staff/password/forgot', { json: { email: 'nope' } });
    expect(bad.status).toBe(400);
  });

  it('writes the staff mail in English, the values escaped and on one line', () => {
    const mailText = renderStaffPassword({
      kind: 'invitation',
      brand: { programName: 'Summit <Rewards>', logoUrl: null, accent: '#123456', button: '#123456', link: '#123456' },
      name: 'Sam\nSupport',
      link: 'https://summit.example/admin/password?token=abc&invitation=1',
      ttlSeconds: 7 * 86400,
      inviter: 'olive@staff.example',
      role: 'support',
    });
    expect(mailText.subject).toBe('You are invited to run Summit <Rewards>');
    expect(mailText.text).toContain('Hello Sam Support,');
    expect(mailText.text).toContain('olive@staff.example invited you to the console of Summit <Rewards> as support.');
    expect(mailText.text).toContain('https://summit.example/admin/password?token=abc&invitation=1');
    expect(mailText.text).toContain('within 7 days');
    expect(mailText.html).toContain('Summit &lt;Rewards&gt;');
    expect(mailText.html).not.toContain('<Rewards>');
  });
});

describe("a program's own keys", () => {
  it('an owner creates a key with a role (shown once), lists and revokes it; keys of other programs are not theirs', async () => {
    const KEYS = '/admin/api/programs/summit/keys';
    const created = await admin(server, 'POST', KEYS, { headers: owner.headers, json: { name: 'HR feed', role: 'support' } }, '/admin/api/programs/{program}/keys');
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ name: 'HR feed', programs: ['summit'], role: 'support', revokedAt: null });
    const key = created.body.key as string;
    const [stored] = await server.db.query<{ key_hash: string }>('SELECT key_hash FROM operator_keys WHERE id = $1', [created.body.id]);
    expect(stored!.key_hash).toBe(sha256(key));
    // The key acts as support: it may read the trail, not import points.
    expect((await admin(server, 'GET', '/admin/api/programs/summit/audit', { key }, '/admin/api/programs/{program}/audit')).status).toBe(200);
    expect((await admin(server, 'POST', '/admin/api/programs/summit/points/import', { key, file: 'x' }, '/admin/api/programs/{program}/points/import')).status).toBe(403);

    const platformKey = await operatorKey(server, null, 'platform');
    const twoPrograms = await operatorKey(server, ['summit', 'apex'], 'two programs');
    const list = await admin(server, 'GET', KEYS, { headers: owner.headers }, '/admin/api/programs/{program}/keys');
    expect(list.body.map((k: { id: string }) => k.id)).toEqual([created.body.id]);
    const revoke = (id: string) => admin(server, 'POST', `${KEYS}/${id}/revoke`, { headers: owner.headers }, '/admin/api/programs/{program}/keys/{keyId}/revoke');
    const before = await dataState(server);
    expect((await revoke(platformKey.id)).status).toBe(404);
    expect((await revoke(twoPrograms.id)).status).toBe(404);
    expect(await dataState(server)).toEqual(before);
    const revoked = await revoke(created.body.id);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    expect((await admin(server, 'GET', '/admin/api/programs/summit/audit', { key }, '/admin/api/programs/{program}/audit')).status).toBe(401);
    expect((await auditOf('keys.create')).map((r) => r.target)).toEqual([created.body.id]);
    expect((await auditOf('keys.revoke')).map((r) => r.program)).toContain('summit');
  });
});
