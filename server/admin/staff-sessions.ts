import { timingSafeEqual } from 'node:crypto';
import type { Sql } from '../db/types.ts';
import { newToken, sha256 } from '../lib/ids.ts';

/** How long a console sign-in lasts (server/config.ts, STAFF_SESSION_*). */
export interface StaffSessionLimits {
  /** Ends after this long without a call. */
  idleSeconds: number;
  /** Ends this long after the sign-in, however busy. */
  absoluteSeconds: number;
}

export type Clock = () => Date;

/**
 * The forgery token of a session: derived from the cookie's token, so nothing more is stored, and
 * only a page that was told it (the sign-in answer, GET me) can send it. A page of another site
 * can make the browser send the cookie but cannot read it, nor this.
 */
export const forgeryTokenOf = (token: string): string => sha256(`forgery-token:${token}`);

export function forgeryTokenMatches(token: string, sent: string | undefined): boolean {
  if (!sent) return false;
  const expected = Buffer.from(forgeryTokenOf(token));
  const actual = Buffer.from(sent);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Console sign-ins in the database, each as the SHA-256 of its cookie token. Every judgement of
 * time uses `clock`, so tests move time instead of waiting for it.
 */
export function staffSessionStore(db: Sql, limits: StaffSessionLimits, clock: Clock) {
  return {
    async create(tx: Sql, staffId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const now = clock();
      await tx.query('INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)', [sha256(token), staffId, now]);
      return { token, expiresAt: new Date(now.getTime() + limits.absoluteSeconds * 1000) };
    },

    /**
     * The staff member a live session belongs to, its last use moved to now; null when the token
     * is unknown, revoked, idle too long or past its absolute end, or its owner is no longer active.
     */
    async use(token: string): Promise<{ staffId: string; tokenHash: string } | null> {
      const now = clock();
      const [row] = await db.query<{ staff_id: string; token_hash: string }>(
        `UPDATE staff_sessions s SET last_seen_at = $2
           FROM staff
          WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND staff.id = s.staff_id AND staff.status = 'active'
            AND s.last_seen_at > $2::timestamptz - make_interval(secs => $3)
            AND s.created_at > $2::timestamptz - make_interval(secs => $4)
          RETURNING s.staff_id, s.token_hash`,
        [sha256(token), now, limits.idleSeconds, limits.absoluteSeconds],
      );
      return row ? { staffId: row.staff_id, tokenHash: row.token_hash } : null;
    },

    async revoke(tx: Sql, tokenHash: string): Promise<void> {
      await tx.query('UPDATE staff_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, clock()]);
    },

    /** Every session of the staff member; returns how many ended. */
    async revokeAll(tx: Sql, staffId: string): Promise<number> {
      const rows = await tx.query('UPDATE staff_sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL RETURNING token_hash', [staffId, clock()]);
      return rows.length;
    },
  };
}

export type StaffSessionStore = ReturnType<typeof staffSessionStore>;
