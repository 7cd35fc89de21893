import type { Sql } from '../db/types.ts';
import { newToken, sha256 } from './ids.ts';

export type Queryable = Sql;

/**
 * A single-use token for setting a password (a reset, or an invitation's first password): only
 * its hash is stored; the raw token goes into the mailed link and nowhere else.
 */
export async function issuePasswordToken(db: Queryable, p: { userId: string; ttlSeconds: number }): Promise<string> {
  const token = newToken();
  await db.query(`INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
    sha256(token),
    p.userId,
    p.ttlSeconds,
  ]);
  return token;
}
