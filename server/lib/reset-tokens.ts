import type { Sql } from '../db/types.ts';
import { newToken, sha256 } from './ids.ts';

/** Anything that runs queries: the database or a transaction. */
export type Queryable = Sql;

/**
 * Issues a single-use token that lets its holder choose the participant's password: a reset link
 * or an invitation's first password. Only its hash is stored; the raw token goes into the mail
 * and nowhere else, so a copy of the database opens no account.
 */
export async function issuePasswordToken(db: Queryable, p: { userId: string; ttlSeconds: number }): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))', [
    sha256(token),
    p.userId,
    p.ttlSeconds,
  ]);
  return token;
}

/** issuePasswordToken for many participants in one statement (a participants file's invitations). */
export async function issuePasswordTokens(db: Queryable, p: { userIds: string[]; ttlSeconds: number }): Promise<string[]> {
  const tokens = p.userIds.map(() => newToken());
  if (tokens.length === 0) return tokens;
  await db.query(
    `INSERT INTO reset_tokens (token_hash, user_id, expires_at)
     SELECT hash, user_id, now() + make_interval(secs => $3) FROM unnest($1::text[], $2::text[]) AS x(hash, user_id)`,
    [tokens.map(sha256), p.userIds, p.ttlSeconds],
  );
  return tokens;
}
