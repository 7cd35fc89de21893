import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps, UserRow } from '../context.ts';
import type { Sql } from '../db/types.ts';
import { unauthorized } from './errors.ts';
import { newToken, sha256 } from './ids.ts';
import type { SessionCache } from './session-cache.ts';

/** A new opaque bearer token; only its SHA-256 is stored, so a database leak yields no tokens. */
export async function createSession(sql: Sql, userId: string, ttlSeconds: number): Promise<string> {
  const token = newToken();
  // Never for a deactivated participant, whichever way they signed in (password, sign-on).
  const made = await sql.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     SELECT $1, id, now() + make_interval(secs => $3) FROM users WHERE id = $2 AND deactivated_at IS NULL RETURNING token_hash`,
    [sha256(token), userId, ttlSeconds],
  );
  if (made.length === 0) throw unauthorized('This account is no longer active.');
  return token;
}

export async function revokeSession(sql: Sql, tokenHash: string): Promise<void> {
  await sql.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}

export async function revokeAllSessions(sql: Sql, userIds: string | readonly string[]): Promise<void> {
  await sql.query('UPDATE sessions SET revoked_at = now() WHERE user_id = ANY($1::text[]) AND revoked_at IS NULL', [typeof userIds === 'string' ? [userIds] : userIds]);
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

/** Verified on every call: live, unexpired, and a participant of this request's program. */
export function requireUser(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw unauthorized();
    const tokenHash = sha256(token);
    const rows = await deps.db.query<UserRow>(
      `SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.program_id = $2 AND u.deactivated_at IS NULL`,
      [tokenHash, c.get('program').id],
    );
    const user = rows[0];
    if (!user) throw unauthorized('Your session has ended. Sign in again.');
    c.set('user', user);
    c.set('tokenHash', tokenHash);
    await next();
  };
}

/**
 * For read-only calls that need to know only that someone of this program is signed in (the
 * catalogue): the same rules as requireUser, from verified sessions kept in memory while the
 * database's change notices are heard. Sets tokenHash, not user.
 */
export function requireSession(sessions: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw unauthorized();
    const tokenHash = sha256(token);
    if (!(await sessions.userOf(tokenHash, c.get('program').id))) throw unauthorized('Your session has ended. Sign in again.');
    c.set('tokenHash', tokenHash);
    await next();
  };
}
