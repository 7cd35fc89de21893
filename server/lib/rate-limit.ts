import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/types.ts';
import { tooManyRequests } from './errors.ts';

/**
 * Failed sign-in attempts per key, counted in the database so the limit holds across server
 * instances. Only failures count (DEMO.md), so a participant who types it right is never slowed
 * until someone has failed for their account past the limit.
 */
export function signInLimiter(db: Db, limits: ServerConfig['rateLimit']) {
  const windowSecs = limits.windowSeconds;
  async function check(keys: { account: string; address: string }): Promise<void> {
    const rows = await db.query<{ key: string; n: number; oldest: Date }>(
      `SELECT key, count(*)::int AS n, min(at) AS oldest FROM sign_in_failures
        WHERE key = ANY($1::text[]) AND at > now() - make_interval(secs => $2) GROUP BY key`,
      [[keys.account, keys.address], windowSecs],
    );
    for (const row of rows) {
      const limit = row.key === keys.account ? limits.perAccount : limits.perAddress;
      if (limit > 0 && row.n >= limit) {
        const retryAfter = windowSecs - (Date.now() - new Date(row.oldest).getTime()) / 1000;
        throw tooManyRequests(retryAfter);
      }
    }
  }
  async function fail(keys: { account: string; address: string }): Promise<void> {
    await db.query('INSERT INTO sign_in_failures (key) VALUES ($1), ($2)', [keys.account, keys.address]);
    // Keep the table small: old failures no longer count.
    if (Math.random() < 0.02) await db.query('DELETE FROM sign_in_failures WHERE at < now() - make_interval(secs => $1)', [windowSecs]);
  }
  return { check, fail };
}
