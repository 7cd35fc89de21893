// The console's sign-in: a cookie session (HttpOnly, SameSite=Strict, Secure behind TLS), stored
// hashed, ending after half an hour idle or half a day whatever happens (time moved by an injected
// clock, never waited for), and a forgery token every call that changes something must carry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';
import { sha256 } from '../../../server/lib/ids.ts';
import { admin, dataState } from '../../support/admin.ts';
import { ALEX } from '../../support/fixtures.ts';
import { STAFF_PASSWORD, staffMember, staffSignIn } from '../../support/staff.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

let server: TestServer;
let now = new Date('2026-03-02T09:00:00Z');
const MINUTE = 60_000;
const later = (ms: number) => (now = new Date(now.getTime() + ms));

const MANAGER = 'manager@staff.example';
const points = '/admin/api/programs/{program}/points';
const credit = (reference: string) => ({ participant: ALEX, amount: 5, reason: 'Missed credit', reference });

beforeAll(async () => {
  server = await startTestServer({ deps: { clock: () => now } });
  await staffMember(server, MANAGER, { roles: { summit: 'manager' } });
  await staffMember(server, 'gone@staff.example', { roles: { summit: 'owner' } });
});
afterAll(() => server?.close());

const me = (headers: Record<string, string>) => admin(server, 'GET', '/admin/api/staff/me', { headers });

describe('staff sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie for /admin, Secure when the client came over TLS, and keeps only its hash', async () => {
    const plain = await staffSignIn(server, MANAGER);
    expect(plain.setCookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43};/);
    expect(plain.setCookie).toMatch(/; HttpOnly/);
    expect(plain.setCookie).toMatch(/; SameSite=Strict/);
    expect(plain.setCookie).toMatch(/; Path=\/admin/);
    expect(plain.setCookie).not.toMatch(/Secure/);
    const tls = await staffSignIn(server, MANAGER.toUpperCase(), STAFF_PASSWORD, 'https://admin.example');
    expect(tls.setCookie).toMatch(/; Secure/);
    const token = plain.cookie.split('=')[1]!;
    const rows = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM staff_sessions');
    expect(rows.map((r) => r.token_hash)).toContain(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    // Behind a proxy that sends its own Basic credentials, the cookie still counts.
    expect((await me({ ...plain.headers, authorization: 'Basic dXNlcjpwYXNz' })).status).toBe(200);
    const who = await me(plain.headers);
    expect(who.status).toBe(200);
    expect(who.body).toMatchObject({ kind: 'staff', email: MANAGER, platformOwner: false, roles: { summit: 'manager' }, forgeryToken: plain.forgeryToken });
  });

  it('names the programs the caller works in for the console’s program switcher: its own, or every one for a platform owner', async () => {
    await staffMember(server, 'two@staff.example', { roles: { apex: 'viewer', summit: 'support', gone: 'owner' } });
    await staffMember(server, 'platform@staff.example', { platformOwner: true });
    const two = await me((await staffSignIn(server, 'two@staff.example')).headers);
    // A role in a program that does not exist (yet) lists nothing.
    expect(two.body.programs).toEqual([
      { slug: 'apex', name: 'Apex Tiers' },
      { slug: 'summit', name: 'Summit Rewards' },
    ]);
    const platform = await me((await staffSignIn(server, 'platform@staff.example')).headers);
    const slugs = (await server.db.query<{ slug: string }>('SELECT slug FROM programs WHERE removed_at IS NULL ORDER BY slug')).map((r) => r.slug);
    expect(platform.body.programs.map((p: { slug: string }) => p.slug)).toEqual(slugs);
    expect(slugs.length).toBeGreaterThan(3);
  });

  it('refuses a wrong password, an unknown e-mail and bad input with one clear answer each, and changes nothing', async () => {
    const before = await dataState(server);
    const [{ n: sessions }] = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_sessions')) as [{ n: number }];
    const signIn = (json: unknown) => admin(server, 'POST', '/admin/api/staff/sign-in', { json });
    for (const json of [{ email: MANAGER, password: 'not the password' }, { email: 'nobody@staff.example', password: STAFF_PASSWORD }]) {
      const res = await signIn(json);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('The e-mail or password is wrong, or the account is not active.');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const bad = await signIn({ email: 'not an e-mail', password: '', extra: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'extra', 'password']);
    expect(await dataState(server)).toEqual(before);
    const [{ n: after }] = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_sessions')) as [{ n: number }];
    expect(after).toBe(sessions);
  });

  it('refuses a change sent with the cookie but without the forgery token, or with another session’s; takes it with the token', async () => {
    const session = await staffSignIn(server, MANAGER);
    const other = await staffSignIn(server, MANAGER);
    const before = await dataState(server);
    const attempts: Record<string, string>[] = [{ cookie: session.cookie }, { cookie: session.cookie, 'x-csrf-token': other.forgeryToken }, { cookie: session.cookie, 'x-csrf-token': '' }];
    for (const headers of attempts) {
      const res = await admin(server, 'POST', '/admin/api/programs/summit/points', { headers, json: credit('csrf-1') }, points);
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/forgery token/);
    }
    // Signing out is a change too.
    expect((await admin(server, 'POST', '/admin/api/staff/sign-out', { headers: { cookie: session.cookie } })).status).toBe(403);
    expect(await dataState(server)).toEqual(before);
    // A read needs no token.
    expect((await me({ cookie: session.cookie })).status).toBe(200);
    const ok = await admin(server, 'POST', '/admin/api/programs/summit/points', { headers: session.headers, json: credit('csrf-1') }, points);
    expect(ok.status).toBe(200);
  });

  it('ends a session after 30 minutes without a call; each call moves that on', async () => {
    const session = await staffSignIn(server, MANAGER);
    later(29 * MINUTE);
    expect((await me(session.headers)).status).toBe(200);
    later(29 * MINUTE);
    expect((await me(session.headers)).status).toBe(200);
    later(30 * MINUTE + 1000);
    const ended = await me(session.headers);
    expect(ended.status).toBe(401);
    expect(ended.body.message).toBe('Your console session has ended. Sign in again.');
    // Ended for good: the refused call did not move its last use on.
    later(MINUTE);
    expect((await me(session.headers)).status).toBe(401);
  });

  it('ends a session 12 hours after sign-in however busy it was', async () => {
    const session = await staffSignIn(server, MANAGER);
    // A call every 20 minutes for 11 h 40 min, then one at 11 h 59 min: never idle too long.
    for (let step = 0; step < 35; step += 1) {
      later(20 * MINUTE);
      expect((await me(session.headers)).status).toBe(200);
    }
    later(19 * MINUTE);
    expect((await me(session.headers)).status).toBe(200);
    // Two minutes later: idle for two minutes only, but 12 hours have passed since sign-in.
    later(2 * MINUTE);
    expect((await me(session.headers)).status).toBe(401);
  });

  it('signs out one session, or every session of the staff member', async () => {
    const one = await staffSignIn(server, MANAGER);
    const two = await staffSignIn(server, MANAGER);
    const out = await admin(server, 'POST', '/admin/api/staff/sign-out', { headers: one.headers });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^staff_session=;.*Max-Age=0/);
    expect((await me(one.headers)).status).toBe(401);
    expect((await me(two.headers)).status).toBe(200);
    const three = await staffSignIn(server, MANAGER);
    const everywhere = await admin(server, 'POST', '/admin/api/staff/sign-out-everywhere', { headers: three.headers });
    expect(everywhere.status).toBe(200);
    expect(everywhere.body.sessionsEnded).toBeGreaterThanOrEqual(2);
    expect((await me(two.headers)).status).toBe(401);
    expect((await me(three.headers)).status).toBe(401);
  });

  it('keeps one account per e-mail whatever its case', async () => {
    await expect(staffMember(server, MANAGER.toUpperCase(), { roles: { apex: 'owner' } })).rejects.toThrow(`A staff member with the e-mail ${MANAGER.toUpperCase()} exists already.`);
  });

  it('ends the sessions of a staff member who is deactivated, and refuses their sign-in', async () => {
    const session = await staffSignIn(server, 'gone@staff.example');
    await server.db.query("UPDATE staff SET status = 'deactivated' WHERE email = 'gone@staff.example'");
    expect((await me(session.headers)).status).toBe(401);
    await expect(staffSignIn(server, 'gone@staff.example')).rejects.toThrow(/401/);
  });
});

describe('staff session settings', () => {
  it('default to half an hour idle and half a day in all, and take other values', () => {
    expect(readConfig({}).staffSession).toEqual({ idleSeconds: 1800, absoluteSeconds: 43200 });
    expect(readConfig({ STAFF_SESSION_IDLE_SECONDS: '600', STAFF_SESSION_MAX_SECONDS: '28800' }).staffSession).toEqual({ idleSeconds: 600, absoluteSeconds: 28800 });
  });

  it('refuse a value that is not a whole number, out of range, or idle longer than the whole', () => {
    expect(() => readConfig({ STAFF_SESSION_IDLE_SECONDS: 'half an hour' })).toThrow('STAFF_SESSION_IDLE_SECONDS must be a whole number of seconds, got "half an hour"');
    expect(() => readConfig({ STAFF_SESSION_IDLE_SECONDS: '5' })).toThrow('STAFF_SESSION_IDLE_SECONDS must be at least 60, got "5"');
    expect(() => readConfig({ STAFF_SESSION_MAX_SECONDS: '99999999' })).toThrow('STAFF_SESSION_MAX_SECONDS must be at most 2592000, got "99999999"');
    expect(() => readConfig({ STAFF_SESSION_IDLE_SECONDS: '7200', STAFF_SESSION_MAX_SECONDS: '3600' })).toThrow(
      'STAFF_SESSION_IDLE_SECONDS must not be longer than STAFF_SESSION_MAX_SECONDS',
    );
  });
});
