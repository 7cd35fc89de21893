import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
} from '../../src/schemas/index.ts';
import type { AppDeps, AppEnv, UserRow } from '../context.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { newToken, sha256 } from '../lib/ids.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { requestOrigin } from '../lib/programs.ts';
import { signInLimiter } from '../lib/rate-limit.ts';
import { createSession, requireUser, revokeAllSessions, revokeSession } from '../lib/sessions.ts';
import { parseBody } from '../lib/validate.ts';

type AccessToken = components['schemas']['AccessToken'];

export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

export function accessToken(token: string, ttlSeconds: number): AccessToken {
  return { access_token: token, token_type: 'Bearer', expires_in: ttlSeconds };
}

export function authRoutes(deps: AppDeps) {
  const { db, config, sessions } = deps;
  const app = new Hono<AppEnv>();
  const limiter = signInLimiter(db, config.rateLimit);

  app.post('/token', async (c) => {
    const program = c.get('program');
    const body = await parseBody(c, signInRequestSchema);
    const login = body.email.trim();
    const keys = { account: `acct:${program.id}:${login.toLowerCase()}`, address: `addr:${clientAddress(c)}` };
    // Counted before the password is checked, so parallel guesses cannot all slip under the limit.
    const attempt = await limiter.begin(keys);
    const claim = program.config.type === 'claim';
    let user: UserRow | undefined;
    let ok: boolean;
    try {
      // A deactivated participant is refused like an unknown one (docs/operate.md).
      [user] = await db.query<UserRow>('SELECT * FROM users WHERE program_id = $1 AND lower(login) = lower($2) AND deactivated_at IS NULL', [program.id, login]);
      ok = claim
        ? Boolean(user) && !body.password
        : Boolean(body.password) && (await verifyPassword(body.password ?? '', user?.password_hash));
    } catch (error) {
      // Not the participant's fault: the attempt is not held against them.
      await attempt.release().catch(() => undefined);
      throw error;
    }
    if (!user || !ok) {
      await attempt.failed();
      throw unauthorized(claim ? 'Please check Code and try again' : 'Please check your ID and/or password and try again');
    }
    await attempt.release();
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
    if (!(await verifyPassword(body.currentPassword, user.password_hash))) return c.json({ success: false });
    const hash = await hashPassword(body.newPassword);
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
    const [user] = await db.query<UserRow>('SELECT * FROM users WHERE program_id = $1 AND lower(email) = lower($2) AND deactivated_at IS NULL', [program.id, email]);
    if (user) {
      const token = newToken();
      const link = `${requestOrigin(c)}/login/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
      await db.transaction(async (tx) => {
        await tx.query(`INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
          sha256(token),
          user.id,
          config.resetTokenTtlSeconds,
        ]);
        await tx.query('INSERT INTO outbox (program_id, to_address, subject, link, body) VALUES ($1, $2, $3, $4, $5)', [
          program.id,
          user.email,
          `Reset your ${program.config.fullName} password`,
          link,
          `Hello ${user.name},\n\nOpen this link within ${Math.round(config.resetTokenTtlSeconds / 60)} minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this message.`,
        ]);
      });
    }
    // The same answer whether or not the address is known.
    return c.json({ success: true }, 202);
  });

  app.post('/api/users/resetpassword', async (c) => {
    const program = c.get('program');
    const body = await parseBody(c, resetPasswordRequestSchema);
    const hash = await hashPassword(body.password);
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
