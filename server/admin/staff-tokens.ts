import type { Sql } from '../db/types.ts';
import { newToken, sha256 } from '../lib/ids.ts';
import type { Clock } from './staff-sessions.ts';

export type StaffTokenPurpose = 'invitation' | 'reset';

/**
 * The single-use links that let a staff member choose a password (migration 012): only the token's
 * SHA-256 is stored, the raw token goes into the mail and nowhere else. Times come from `clock`,
 * like the console sessions', so tests move time instead of waiting for it.
 */
export function staffTokenStore(clock: Clock) {
  return {
    /** A new token for `staffId`, valid `ttlSeconds` from now; the caller mails it once `tx` has committed. */
    async issue(tx: Sql, staffId: string, purpose: StaffTokenPurpose, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
      await tx.query('INSERT INTO staff_password_tokens (token_hash, staff_id, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        sha256(token),
        staffId,
        purpose,
        now,
        expiresAt,
      ]);
      return { token, expiresAt };
    },

    /**
     * Claims a live token: marks it used and answers whose it is and what for; null when it is
     * unknown, used, expired, or its owner was deactivated. The UPDATE claims it, so two calls with
     * the same token cannot both succeed.
     */
    async claim(tx: Sql, token: string): Promise<{ staffId: string; purpose: StaffTokenPurpose } | null> {
      const [row] = await tx.query<{ staff_id: string; purpose: StaffTokenPurpose }>(
        `UPDATE staff_password_tokens t SET used_at = $2 FROM staff s
          WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND s.id = t.staff_id AND s.status <> 'deactivated'
          RETURNING t.staff_id, t.purpose`,
        [sha256(token), clock()],
      );
      return row ? { staffId: row.staff_id, purpose: row.purpose } : null;
    },

    /** Ends every link of the staff member not used yet: a new password or a removal must not be undone by an older mail. */
    async revokeAll(tx: Sql, staffId: string): Promise<void> {
      await tx.query('UPDATE staff_password_tokens SET used_at = $2 WHERE staff_id = $1 AND used_at IS NULL', [staffId, clock()]);
    },
  };
}

export type StaffTokenStore = ReturnType<typeof staffTokenStore>;
