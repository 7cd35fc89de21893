import { randomUUID } from 'node:crypto';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/types.ts';
import { tooManyRequests } from './errors.ts';

export interface SignInKeys {
  account: string;
  address: string;
}

/** A sign-in attempt the limit has let through; say how it ended. */
export interface SignInAttempt {
  /** The password was right (or the check itself broke): the attempt is not counted. */
  release(): Promise<void>;
  /** The password was wrong: the attempt counts as a failure for the window. */
  failed(): Promise<void>;
}

/** An attempt still pending after this long is taken for a failure (its process went away). */
const STALE_PENDING_SECONDS = 60;
/** How long an attempt waits for attempts in flight on the same key to be decided. */
const MAX_WAIT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Failed sign-in attempts per key (account and client address), counted in the database so the
 * limit holds across server instances. Only failures count [sign-in-and-sso 10], so a participant who types it
 * right is never refused until someone has failed for their account past the limit.
 *
 * Checking the count and recording a failure only after the (slow) password check let any number of
 * guesses sent in parallel pass the check before the first of them was recorded. So an attempt is
 * recorded as pending before its password is checked, under a transaction-scoped lock on its keys,
 * and in-flight attempts count against the limit: when the failures so far plus the attempts in
 * flight reach the limit, a new attempt waits until those are decided rather than being refused,
 * so parallel sign-ins with the right password are only delayed, never refused.
 */
export function signInLimiter(db: Db, limits: ServerConfig['rateLimit']) {
  const windowSecs = limits.windowSeconds;
  const limitOf = (keys: SignInKeys, key: string) => (key === keys.account ? limits.perAccount : limits.perAddress);

  type Decision = { kind: 'go' } | { kind: 'wait' } | { kind: 'refuse'; retryAfter: number };

  async function reserve(keys: SignInKeys, attemptId: string): Promise<Decision> {
    const keyList = [keys.account, keys.address].sort();
    return db.transaction(async (tx) => {
      // Serializes the check-and-reserve of attempts sharing a key (sorted: no lock-order deadlock).
      for (const key of keyList) await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
      const rows = await tx.query<{ key: string; failures: number; inflight: number; retry_after: number | null }>(
        `SELECT key,
                count(*) FILTER (WHERE NOT pending OR at < now() - make_interval(secs => $3))::int AS failures,
                count(*) FILTER (WHERE pending AND at >= now() - make_interval(secs => $3))::int AS inflight,
                ceil(extract(epoch FROM min(at) FILTER (WHERE NOT pending OR at < now() - make_interval(secs => $3))
                                        + make_interval(secs => $2) - now()))::int AS retry_after
           FROM sign_in_failures
          WHERE key = ANY($1::text[]) AND at > now() - make_interval(secs => $2)
          GROUP BY key`,
        [keyList, windowSecs, STALE_PENDING_SECONDS],
      );
      let wait = false;
      for (const row of rows) {
        const limit = limitOf(keys, row.key);
        if (limit <= 0) continue;
        if (row.failures >= limit) return { kind: 'refuse', retryAfter: Math.max(1, row.retry_after ?? windowSecs) } as const;
        if (row.failures + row.inflight >= limit) wait = true;
      }
      if (wait) return { kind: 'wait' } as const;
      await tx.query('INSERT INTO sign_in_failures (key, attempt_id, pending) VALUES ($1, $3, true), ($2, $3, true)', [
        keys.account,
        keys.address,
        attemptId,
      ]);
      return { kind: 'go' } as const;
    });
  }

  /** Lets an attempt through (recorded as pending) or throws 429 past the limit. */
  async function begin(keys: SignInKeys): Promise<SignInAttempt> {
    const attemptId = randomUUID();
    const deadline = Date.now() + MAX_WAIT_MS;
    for (;;) {
      const decision = await reserve(keys, attemptId);
      if (decision.kind === 'refuse') throw tooManyRequests(decision.retryAfter);
      if (decision.kind === 'go') break;
      // Too many attempts in flight to say yet: give them time to be decided.
      if (Date.now() > deadline) throw tooManyRequests(5);
      await sleep(15 + Math.random() * 20);
    }
    const ownRows = [[keys.account, keys.address], attemptId];
    return {
      async release() {
        await db.query('DELETE FROM sign_in_failures WHERE key = ANY($1::text[]) AND attempt_id = $2', ownRows);
      },
      async failed() {
        await db.query('UPDATE sign_in_failures SET pending = false WHERE key = ANY($1::text[]) AND attempt_id = $2', ownRows);
        // Keep the table small: old failures no longer count.
        if (Math.random() < 0.02) await db.query('DELETE FROM sign_in_failures WHERE at < now() - make_interval(secs => $1)', [windowSecs]);
      },
    };
  }

  return { begin };
}
