import { Hono, type Context } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
} from '../../src/schemas/index.ts';
import type { AppDeps, AppEnv, UserRow } from '../context.ts';
import type { ClientView } from '../lib/client.ts';
import { forbidden, tooManyRequests, unauthorized } from '../lib/errors.ts';
import { sha256 } from '../lib/ids.ts';
import { passwordHasher, type PasswordCheck } from '../lib/passwords.ts';
import { linkOrigin } from '../lib/programs.ts';
import { requestCounter, requesterOf, resetMailLimit, signInLimiter } from '../lib/rate-limit.ts';
import { issuePasswordToken } from '../lib/reset-tokens.ts';
import { createSession, requireUser, revokeAllSessions, revokeSession } from '../lib/sessions.ts';
import { parseBody } from '../lib/validate.ts';

type AccessToken = components['schemas']['AccessToken'];

/** The client's address through trusted proxies (server/lib/client.ts); `local` without a socket (tests). */
export function clientAddress(c: Context): string {
  return (c.var as { client?: ClientView }).client?.address ?? 'local';
}

/** The key failures against one participant count under, for sign-in and change-password alike. */
const accountKey = (programId: number, login: string) => `acct:${programId}:${login.trim().toLowerCase()}`;

export function accessToken(token: string, ttlSeconds: number): AccessToken {
  return { access_token: token, token_type: 'Bearer', expires_in: ttlSeconds };
}

export function authRoutes(deps: AppDeps) {
  const { db, config, sessions, metrics } = deps;
  const app = new Hono<AppEnv>();
  const limiter = signInLimiter(db, config.rateLimit, {
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
    observe: (outcome) => metrics.limitsHit.inc({ limit: 'sign_in', outcome }),
  });
  const counter = requestCounter(db, config.rateLimit.windowSeconds);
  const resetMails = resetMailLimit(counter, {
    perRequester: config.rateLimit.resetPerAccount ?? 0,
    perParticipant: config.rateLimit.resetPerAccountTotal ?? 0,
  });
  const passwords = passwordHasher(deps.scrypt ? { scrypt: deps.scrypt } : {});

  /** Checks a participant's password; a stored hash the server will not use is logged (never the hash). */
  async function checkPassword(password: string, user: UserRow | undefined, program: string): Promise<PasswordCheck> {
    const result = await passwords.check(password, user?.password_hash);
    if (user && result.unusable)
      deps.log.warn({ program, user: user.id, problem: result.unusable }, 'password: stored hash outside the accepted scrypt range, refused without running it');
    return result;
  }

  /**
   * After a right password: a hash in other parameters than the server's (imported, or written
   * before they were raised) is replaced by one in the server's, unless the password changed since.
   */
  async function rehash(user: UserRow, password: string): Promise<void> {
    try {
      await db.query('UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [user.id, await passwords.hash(password), user.password_hash]);
    } catch (error) {
      // The sign-in stands; the next one tries again.
      deps.log.warn({ err: error, user: user.id }, 'password: the hash could not be rewritten in the server parameters');
    }
  }

  app.post('/token', async (c) => {
    const program = c.get('program');
    const body = await parseBody(c, signInRequestSchema);
    const login = body.email.trim();
    const keys = { account: accountKey(program.id, login), address: `addr:${clientAddress(c)}` };
    // Counted before the password is checked, so parallel guesses cannot all slip under the limit.
    const attempt = await limiter.begin(keys);
    const claim = program.config.type === 'claim';
    let user: UserRow | undefined;
    let ok: boolean;
    let outdated = false;
    try {
      // A deactivated participant is refused like an unknown one (docs/operate.md).
      [user] = await db.query<UserRow>('SELECT * FROM users WHERE program_id = $1 AND lower(login) = lower($2) AND deactivated_at IS NULL', [program.id, login]);
      if (claim) ok = Boolean(user) && !body.password;
      else if (!body.password) ok = false;
      else ({ ok, outdated } = await checkPassword(body.password, user, program.slug));
    } catch (error) {
      // Not the participant's fault: the attempt is not held against them.
      await attempt.release().catch(() => undefined);
      throw error;
    }
    if (!user || !ok) {
      await attempt.failed();
      metrics.signInFailures.inc({ kind: claim ? 'claim_code' : 'sign_in' });
      throw unauthorized(claim ? 'Please check Code and try again' : 'Please check your ID and/or password and try again');
    }
    await attempt.release();
    if (outdated) await rehash(user, body.password!);
    const token = await createSession(db, user.id, config.tokenTtlSeconds);
    return c.json(accessToken(token, config.tokenTtlSeconds));
  });

  app.post('/api/signout', requireUser(deps), async (c) => {
    await revokeSession(db, c.get('tokenHash'));
    // The database tells every instance (migration 005); this one need not wait to hear it.
    sessions.forgetToken(c.get('tokenHash'));
    return c.body(null, 204);
  });

  app.post('/api/users/changepassword', requireUser(deps), async (c) => {
    if (c.get('program').config.type === 'claim') throw forbidden('Claim codes have no password.');
    const body = await parseBody(c, changePasswordRequestSchema);
    const user = c.get('user');
    // A wrong current password is a failed sign-in: the same keys, delays and address limit.
    const attempt = await limiter.begin({ account: accountKey(user.program_id, user.login), address: `addr:${clientAddress(c)}` });
    let ok: boolean;
    try {
      ({ ok } = await checkPassword(body.currentPassword, user, c.get('program').slug));
    } catch (error) {
      await attempt.release().catch(() => undefined);
      throw error;
    }
    if (!ok) {
      await attempt.failed();
      metrics.signInFailures.inc({ kind: 'change_password' });
      return c.json({ success: false });
    }
    await attempt.release();
    const hash = await passwords.hash(body.newPassword);
    // Other sessions end with the old password; this one continues on a fresh token.
    const token = await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, hash]);
      await revokeAllSessions(tx, user.id);
      // A reset link mailed before the change must not undo it.
      await tx.query('UPDATE reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [user.id]);
      return createSession(tx, user.id, config.tokenTtlSeconds);
    });
    sessions.forgetUser(user.id);
    return c.json({ success: true, access_token: token });
  });

  app.post('/api/users/forgotpassword', async (c) => {
    const program = c.get('program');
    if (!program.config.ableToPasswordReset || program.config.type === 'claim')
      throw forbidden('Password reset is not available in this program.');
    const { email } = await parseBody(c, forgotPasswordRequestSchema);
    const requester = clientAddress(c);
    const fromAddress = await counter.take(`reset-addr:${requesterOf(requester)}`, config.rateLimit.resetPerAddress ?? 0);
    if (!fromAddress.ok) {
      metrics.limitsHit.inc({ limit: 'forgot_password', outcome: 'refused' });
      throw tooManyRequests(fromAddress.retryAfter);
    }
    // Whether the address is known, and the link, are settled after the response: a known and an
    // unknown address take the same path and the same time to be served.
    const origin = linkOrigin(c, config.production);
    deps.afterResponse.run('reset link', () => sendResetLink(program, email, requester, origin));
    return c.json({ success: true }, 202);
  });

  async function sendResetLink(program: AppEnv['Variables']['program'], email: string, requester: string, origin: string | undefined): Promise<void> {
    // A mailbox gets a few links per window at most, however many are asked for; the asker is not told.
    if (!(await resetMails.allow(`${program.id}:${email.toLowerCase()}`, requester))) return;
    const [user] = await db.query<UserRow>('SELECT * FROM users WHERE program_id = $1 AND lower(email) = lower($2) AND deactivated_at IS NULL', [
      program.id,
      email,
    ]);
    if (!user) return;
    const token = await issuePasswordToken(db, { userId: user.id, ttlSeconds: config.resetTokenTtlSeconds });
    // From here on the raw token is only in memory, on its way into the mail; the mail is sent in
    // the background and never holds this work up.
    await deps.mail.passwordReset({ programId: program.id, userId: user.id, token, origin });
  }

  app.post('/api/users/resetpassword', async (c) => {
    const program = c.get('program');
    const body = await parseBody(c, resetPasswordRequestSchema);
    const hash = await passwords.hash(body.password);
    const userId = await db.transaction(async (tx) => {
      // Single use: the UPDATE claims the token, so two concurrent resets cannot both succeed.
      const [claimed] = await tx.query<{ user_id: string }>(
        `UPDATE reset_tokens r SET used_at = now() FROM users u
          WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now()
            AND u.id = r.user_id AND u.program_id = $2 AND lower(u.email) = lower($3)
          RETURNING r.user_id`,
        [sha256(body.token), program.id, body.email],
      );
      if (!claimed) return null;
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [claimed.user_id, hash]);
      await revokeAllSessions(tx, claimed.user_id);
      // Any other link still in a mailbox ends with this one.
      await tx.query('UPDATE reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [claimed.user_id]);
      return claimed.user_id;
    });
    if (userId) sessions.forgetUser(userId);
    return c.json({ success: userId !== null });
  });

  return app;
}
