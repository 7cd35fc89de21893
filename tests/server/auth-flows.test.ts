// Sign-in for every program type, sign-out, forgot/reset password through the development outbox,
// change password, and the database-backed sign-in rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { readOutbox, waitForMail } from '../support/outbox.ts';
import { CLAIM, PASSWORD, startTestServer, SUMMIT, TIERED, type TestServer } from '../support/test-server.ts';

type S = components['schemas'];

const BAD_CREDENTIALS = 'Please check your ID and/or password and try again';
const BAD_CODE = 'Please check Code and try again';
const NEW_PASSWORD = 'Summit#2027';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function token(host: string, body: unknown, srv: TestServer = server) {
  const res = await srv.request(host, '/token', { json: body });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Partial<S['AccessToken']> & Partial<S['Error']> };
}

async function selfStatus(host: string, accessToken: string, srv: TestServer = server) {
  return (await srv.request(host, '/api/self', { token: accessToken })).status;
}

const outbox = (host: string) => readOutbox(server, host);

describe('sign-in', () => {
  it('points: email and password; answers a bearer token that works', async () => {
    const res = await token(SUMMIT, { email: 'alex@summit.example', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
      token_type: 'Bearer',
      expires_in: expect.any(Number),
    });
    expect(await selfStatus(SUMMIT, res.body.access_token!)).toBe(200);
    // The email is matched case-insensitively and trimmed.
    expect((await token(SUMMIT, { email: '  ALEX@Summit.Example ', password: PASSWORD })).status).toBe(200);
  });

  it('plateau: user id and password', async () => {
    for (const login of ['GOLD-1001', 'SILVER-2010', 'gold-1005']) {
      const res = await token(TIERED, { email: login, password: 'Apex#2026' });
      expect(res.status, login).toBe(200);
      const self = (await (await server.request(TIERED, '/api/self', { token: res.body.access_token })).json()) as S['User'];
      expect(self.levelId).toBe(login.toLowerCase().startsWith('gold') ? 'gold' : 'silver');
    }
  });

  it('claim: the code alone', async () => {
    const res = await token(CLAIM, { email: 'THANKS-0042' });
    expect(res.status).toBe(200);
    expect(await selfStatus(CLAIM, res.body.access_token!)).toBe(200);
  });

  it('failures respond 401 with the exact messages', async () => {
    const cases: [string, unknown, string][] = [
      [SUMMIT, { email: 'alex@summit.example', password: 'Summit#2025' }, BAD_CREDENTIALS],
      [SUMMIT, { email: 'nobody@summit.example', password: PASSWORD }, BAD_CREDENTIALS],
      [SUMMIT, { email: 'alex@summit.example' }, BAD_CREDENTIALS],
      [TIERED, { email: 'GOLD-1001', password: PASSWORD }, BAD_CREDENTIALS],
      [TIERED, { email: 'GOLD-9999', password: 'Apex#2026' }, BAD_CREDENTIALS],
      // alex is a participant of Summit Rewards, not of Apex Tiers.
      [TIERED, { email: 'alex@summit.example', password: PASSWORD }, BAD_CREDENTIALS],
      [CLAIM, { email: 'THANKS-9999' }, BAD_CODE],
      [CLAIM, { email: 'THANKS-0001', password: 'anything' }, BAD_CODE],
    ];
    for (const [host, body, message] of cases) {
      const res = await token(host, body);
      expect(res.status, JSON.stringify(body)).toBe(401);
      expect(res.body).toEqual({ error: 'unauthorized', message });
    }
  });

  it('a token is only good for its own program', async () => {
    const res = await token(SUMMIT, { email: 'alex@summit.example', password: PASSWORD });
    expect(await selfStatus(TIERED, res.body.access_token!)).toBe(401);
    expect(await selfStatus('closed.localhost', res.body.access_token!)).toBe(401);
  });
});

describe('sessions', () => {
  it('are stored as hashes and end when they expire', async () => {
    const t = await server.signIn(SUMMIT, 'buyer032@summit.example', PASSWORD);
    const rows = await server.db.query<{ token_hash: string }>("SELECT token_hash FROM sessions WHERE user_id = 'u_buyer032_summit'");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(t);
    expect(await selfStatus(SUMMIT, t)).toBe(200);
    await server.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = 'u_buyer032_summit'");
    expect(await selfStatus(SUMMIT, t)).toBe(401);
  });
});

describe('sign-out', () => {
  it('revokes the token it carries, and only that one', async () => {
    const a = await server.signIn(SUMMIT, 'low@summit.example', PASSWORD);
    const b = await server.signIn(SUMMIT, 'low@summit.example', PASSWORD);
    const res = await server.request(SUMMIT, '/api/signout', { token: a, method: 'POST' });
    expect(res.status).toBe(204);
    expect(await selfStatus(SUMMIT, a)).toBe(401);
    expect(await selfStatus(SUMMIT, b)).toBe(200);
    // Signing out again with the revoked token is itself unauthorized.
    expect((await server.request(SUMMIT, '/api/signout', { token: a, method: 'POST' })).status).toBe(401);
    const [row] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sessions WHERE user_id = 'u_low_summit' AND revoked_at IS NOT NULL",
    );
    expect(row!.n).toBe(1);
  });
});

describe('forgot and reset password', () => {
  const email = 'buyer020@summit.example';

  async function requestReset(address: string) {
    const seen = new Set((await outbox(SUMMIT)).map((m) => m.link));
    const res = await server.request(SUMMIT, '/api/users/forgotpassword', { json: { email: address } });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ success: true });
    // Sent in the background: the mail arrives a moment after the response.
    const mail = await waitForMail(server, SUMMIT, (m) => m.to === address && m.link.includes('/login/reset-password?') && !seen.has(m.link));
    const link = new URL(mail.link);
    return { mail, link, resetToken: link.searchParams.get('token')! };
  }

  async function reset(body: { email: string; password: string; token: string }) {
    const res = await server.request(SUMMIT, '/api/users/resetpassword', { json: body });
    expect(res.status).toBe(200);
    return ((await res.json()) as S['Success']).success;
  }

  it('mails a link to /login/reset-password; the token works once; old sessions end', async () => {
    const before = await outbox(SUMMIT);
    const oldSession = await server.signIn(SUMMIT, email, PASSWORD);
    const { mail, link, resetToken } = await requestReset(email);
    expect((await outbox(SUMMIT)).length).toBe(before.length + 1);
    expect(mail.to).toBe(email);
    expect(mail.subject).toContain('Summit Rewards');
    expect(link.pathname).toBe('/login/reset-password');
    expect(link.host).toBe('localhost');
    expect(link.searchParams.get('email')).toBe(email);
    expect(resetToken.length).toBeGreaterThanOrEqual(20);
    expect(mail.text).toContain(mail.link);
    // Only a hash of the token is stored.
    const stored = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM reset_tokens');
    expect(stored.some((r) => r.token_hash === resetToken)).toBe(false);

    // The wrong email with the right token does not reset.
    expect(await reset({ email: 'buyer021@summit.example', password: NEW_PASSWORD, token: resetToken })).toBe(false);
    expect(await reset({ email, password: NEW_PASSWORD, token: resetToken })).toBe(true);
    expect(await selfStatus(SUMMIT, oldSession)).toBe(401);
    expect((await token(SUMMIT, { email, password: PASSWORD })).status).toBe(401);
    expect((await token(SUMMIT, { email, password: NEW_PASSWORD })).status).toBe(200);

    // A second use of the same link is refused and changes nothing.
    expect(await reset({ email, password: 'Another#2028', token: resetToken })).toBe(false);
    expect((await token(SUMMIT, { email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await token(SUMMIT, { email, password: 'Another#2028' })).status).toBe(401);
  });

  it('a reset ends every other outstanding link of the participant', async () => {
    const who = 'buyer024@summit.example';
    const first = await requestReset(who);
    const second = await requestReset(who);
    expect(first.resetToken).not.toBe(second.resetToken);
    expect(await reset({ email: who, password: NEW_PASSWORD, token: second.resetToken })).toBe(true);
    expect(await reset({ email: who, password: 'Another#2028', token: first.resetToken })).toBe(false);
    expect((await token(SUMMIT, { email: who, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('changing the password ends outstanding reset links too', async () => {
    const who = 'buyer025@summit.example';
    const { resetToken } = await requestReset(who);
    const session = await server.signIn(SUMMIT, who, PASSWORD);
    const changed = await server.request(SUMMIT, '/api/users/changepassword', {
      token: session,
      json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(((await changed.json()) as { success: boolean }).success).toBe(true);
    expect(await reset({ email: who, password: 'Another#2028', token: resetToken })).toBe(false);
    expect((await token(SUMMIT, { email: who, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('an expired token is refused', async () => {
    const who = 'buyer022@summit.example';
    const { resetToken } = await requestReset(who);
    await server.db.query("UPDATE reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = 'u_buyer022_summit'");
    expect(await reset({ email: who, password: NEW_PASSWORD, token: resetToken })).toBe(false);
    expect((await token(SUMMIT, { email: who, password: PASSWORD })).status).toBe(200);
    expect((await token(SUMMIT, { email: who, password: NEW_PASSWORD })).status).toBe(401);
  });

  it('a made-up token is refused', async () => {
    expect(await reset({ email: 'buyer023@summit.example', password: NEW_PASSWORD, token: 'x'.repeat(43) })).toBe(false);
  });

  it('an unknown address responds 202 the same way and sends no mail', async () => {
    const before = await outbox(SUMMIT);
    const res = await server.request(SUMMIT, '/api/users/forgotpassword', { json: { email: 'nobody@summit.example' } });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ success: true });
    // Mail goes out in the background, so absence is shown against a mail asked for afterwards:
    // once that one has arrived, it is the only new one.
    const { mail } = await requestReset('buyer026@summit.example');
    expect(await outbox(SUMMIT)).toEqual([mail, ...before]);
  });

  it('Apex Tiers does not allow password reset (403), nor does a claim program', async () => {
    for (const host of [TIERED, CLAIM]) {
      const res = await server.request(host, '/api/users/forgotpassword', { json: { email: 'someone@example.com' } });
      expect(res.status, host).toBe(403);
      expect(((await res.json()) as S['Error']).error).toBe('forbidden');
    }
  });

  it('the outbox belongs to the program of the host', async () => {
    expect((await outbox(SUMMIT)).length).toBeGreaterThan(0);
    expect(await outbox(TIERED)).toEqual([]);
  });
});

describe('change password', () => {
  const email = 'buyer030@summit.example';

  async function change(accessToken: string, currentPassword: string, newPassword: string) {
    const res = await server.request(SUMMIT, '/api/users/changepassword', { token: accessToken, json: { currentPassword, newPassword } });
    return { status: res.status, body: (await res.json()) as { success: boolean; access_token?: string } };
  }

  it('a wrong current password answers success false and changes nothing', async () => {
    const session = await server.signIn(SUMMIT, email, PASSWORD);
    const other = await server.signIn(SUMMIT, email, PASSWORD);
    const [before] = await server.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
      'u_buyer030_summit',
    ]);
    const res = await change(session, 'Wrong#2026', NEW_PASSWORD);
    expect(res).toEqual({ status: 200, body: { success: false } });
    const [after] = await server.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
      'u_buyer030_summit',
    ]);
    expect(after!.password_hash).toBe(before!.password_hash);
    expect(await selfStatus(SUMMIT, session)).toBe(200);
    expect(await selfStatus(SUMMIT, other)).toBe(200);
    expect((await token(SUMMIT, { email, password: PASSWORD })).status).toBe(200);
  });

  it('the right one: success, a fresh token that works; the old token and other sessions end', async () => {
    const session = await server.signIn(SUMMIT, email, PASSWORD);
    const other = await server.signIn(SUMMIT, email, PASSWORD);
    const res = await change(session, PASSWORD, NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const fresh = res.body.access_token!;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(fresh).not.toBe(session);
    expect(await selfStatus(SUMMIT, fresh)).toBe(200);
    expect(await selfStatus(SUMMIT, session)).toBe(401);
    expect(await selfStatus(SUMMIT, other)).toBe(401);
    expect((await token(SUMMIT, { email, password: PASSWORD })).status).toBe(401);
    expect((await token(SUMMIT, { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses a weak new password or the same one (400), and claim codes (403)', async () => {
    const session = await server.signIn(SUMMIT, 'buyer031@summit.example', PASSWORD);
    expect((await change(session, PASSWORD, 'short')).status).toBe(400);
    expect((await change(session, PASSWORD, PASSWORD)).status).toBe(400);
    expect((await token(SUMMIT, { email: 'buyer031@summit.example', password: PASSWORD })).status).toBe(200);
    const code = await server.signIn(CLAIM, 'THANKS-0043');
    const res = await server.request(CLAIM, '/api/users/changepassword', {
      token: code,
      json: { currentPassword: 'x', newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(
      (await server.request(SUMMIT, '/api/users/changepassword', { json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }))
        .status,
    ).toBe(401);
  });
});

describe('sign-in limits: an attacked account is slowed, never locked', () => {
  let limited: TestServer;
  /** The delays attempts asked to wait, in order (deps.sleep: nothing really waits). */
  const waited: number[] = [];
  beforeAll(async () => {
    limited = await startTestServer({
      rateLimit: { perAccount: 3, perAddress: 100, windowSeconds: 900, maxDelayMs: 4_000 },
      deps: { sleep: async (ms) => void waited.push(ms) },
    });
  });
  afterAll(() => limited.close());

  const failures = async (key: string) =>
    (await limited.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sign_in_failures WHERE key = $1', [key]))[0]!.n;
  const programOf = async (userId: string) =>
    (await limited.db.query<{ program_id: number }>('SELECT program_id FROM users WHERE id = $1', [userId]))[0]!.program_id;

  it('past 3 failures each attempt waits 0.5, 1, 2, 4, 4 s before its check; the right password still signs in', async () => {
    const key = `acct:${await programOf('u_alex_summit')}:alex@summit.example`;
    waited.length = 0;
    for (let i = 0; i < 3; i++) {
      const res = await token(SUMMIT, { email: 'alex@summit.example', password: `Wrong#${i}000` }, limited);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(BAD_CREDENTIALS);
    }
    // Up to the limit no attempt waits; the state is in the database, one row per failure and key.
    expect(waited).toEqual([]);
    expect(await failures(key)).toBe(3);
    for (let i = 3; i < 6; i++)
      expect((await token(SUMMIT, { email: 'alex@summit.example', password: `Wrong#${i}000` }, limited)).status).toBe(401);
    expect(waited).toEqual([500, 1_000, 2_000]);

    // The owner, however the login is typed, is delayed like anyone, then let in: no 429.
    const owner = await token(SUMMIT, { email: 'ALEX@summit.example', password: PASSWORD }, limited);
    expect(owner.status).toBe(200);
    expect(await selfStatus(SUMMIT, owner.body.access_token!, limited)).toBe(200);
    expect(waited).toEqual([500, 1_000, 2_000, 4_000]);
    // The bound holds however many failures pile up; a success leaves no row, so the count stays.
    expect((await token(SUMMIT, { email: 'alex@summit.example', password: 'Wrong#9000' }, limited)).status).toBe(401);
    expect(waited.at(-1)).toBe(4_000);
    expect(await failures(key)).toBe(7);

    // Other accounts are unaffected, and successes leave no rows.
    waited.length = 0;
    const low = await token(SUMMIT, { email: 'low@summit.example', password: PASSWORD }, limited);
    expect(low.status).toBe(200);
    expect(waited).toEqual([]);
    expect(await failures(`acct:${await programOf('u_low_summit')}:low@summit.example`)).toBe(0);
  });

  it('guesses sent in parallel are all delayed by the attempts in flight: none slips under the limit', async () => {
    waited.length = 0;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => token(SUMMIT, { email: 'buyer050@summit.example', password: `Wrong#${i}000` }, limited)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(401));
    // 3 went at once; the other 9 counted those before them, failed or still in flight.
    expect([...waited].sort((a, b) => a - b)).toEqual([500, 1_000, 2_000, 4_000, 4_000, 4_000, 4_000, 4_000, 4_000]);
    expect(await failures(`acct:${await programOf('u_low_summit')}:buyer050@summit.example`)).toBe(12);
    expect((await token(SUMMIT, { email: 'buyer050@summit.example', password: PASSWORD }, limited)).status).toBe(200);
  });

  it('parallel right passwords are never refused and leave no rows', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => token(SUMMIT, { email: 'buyer051@summit.example', password: PASSWORD }, limited)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await failures(`acct:${await programOf('u_low_summit')}:buyer051@summit.example`)).toBe(0);
  });

  it('counts per program: the same login in another program is another account', async () => {
    waited.length = 0;
    expect((await token(TIERED, { email: 'GOLD-1001', password: 'Apex#2026' }, limited)).status).toBe(200);
    expect(waited).toEqual([]);
  });

  it('failures older than the window no longer count', async () => {
    await limited.db.query("UPDATE sign_in_failures SET at = now() - interval '16 minutes' WHERE key LIKE 'acct:%:alex@summit.example'");
    waited.length = 0;
    const res = await token(SUMMIT, { email: 'alex@summit.example', password: PASSWORD }, limited);
    expect(res.status).toBe(200);
    expect(waited).toEqual([]);
    expect(await selfStatus(SUMMIT, res.body.access_token!, limited)).toBe(200);
  });

  it('wrong current passwords in change-password count like failed sign-ins of the account', async () => {
    const key = `acct:${await programOf('u_low_summit')}:buyer052@summit.example`;
    const session = await limited.signIn(SUMMIT, 'buyer052@summit.example', PASSWORD);
    waited.length = 0;
    for (let i = 0; i < 4; i++) {
      const res = await limited.request(SUMMIT, '/api/users/changepassword', {
        token: session,
        json: { currentPassword: `Wrong#${i}000`, newPassword: NEW_PASSWORD },
      });
      expect(await res.json()).toEqual({ success: false });
    }
    expect(await failures(key)).toBe(4);
    // The 4th was already past the limit of 3.
    expect(waited).toEqual([500]);
    // Sign-in shares the count: the next attempt waits longer still, and still succeeds.
    expect((await token(SUMMIT, { email: 'buyer052@summit.example', password: PASSWORD }, limited)).status).toBe(200);
    expect(waited).toEqual([500, 1_000]);
  });

  it('the default server starts delaying after 10 failures per account, at half a second (product/sign-in-and-sso.md rule 10)', async () => {
    const recorded: number[] = [];
    const fresh = await startTestServer({ deps: { sleep: async (ms) => void recorded.push(ms) } });
    try {
      for (let i = 0; i < 10; i++)
        expect((await token(SUMMIT, { email: 'buyer040@summit.example', password: 'Wrong#2026' }, fresh)).status).toBe(401);
      expect(recorded).toEqual([]);
      expect((await token(SUMMIT, { email: 'buyer040@summit.example', password: PASSWORD }, fresh)).status).toBe(200);
      expect(recorded).toEqual([500]);
    } finally {
      await fresh.close();
    }
  });
});
