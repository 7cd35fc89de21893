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
/** How long an attempt waits for attempts in flight from the same address to be decided. */
const MAX_WAIT_MS = 10_000;
/** The first delay an attacked account's attempts wait; each further failure doubles it. */
const FIRST_DELAY_MS = 500;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface LimiterOptions {
  /** How an attempt waits its delay; tests record the delay asked for instead of waiting it. */
  sleep?: (ms: number) => Promise<void>;
  /** Told of each attempt delayed or refused (metrics). */
  observe?: (outcome: 'delayed' | 'refused') => void;
}

/**
 * The delay before an attempt on an account with `failures` failures (and attempts in flight) in
 * the window: none up to the limit, then 0.5 s doubling with each failure, up to `maxDelayMs`.
 */
export function accountDelayMs(failures: number, perAccount: number, maxDelayMs: number): number {
  if (perAccount <= 0 || failures < perAccount) return 0;
  return Math.min(maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(failures - perAccount, 20));
}

/**
 * Failed sign-in attempts per key (account and client address), counted in the database so the
 * limits hold across server instances. Only failures count [sign-in-and-sso 10].
 *
 * An account under attack is never locked: a lock would refuse its owner's right password
 * because of someone else's failures, and anyone could renew it. Past the limit, every attempt
 * on the account waits a delay that grows with its failures (bounded by maxDelayMs) before its
 * password is checked, right or wrong, so guessing slows down and the owner still gets in. An
 * address past its own limit is refused (429 with Retry-After): behind trusted proxies
 * (TRUSTED_PROXIES) that is the client's own address, so it refuses only whoever failed there.
 *
 * Checking the count and recording a failure only after the (slow) password check would let any
 * number of guesses sent in parallel pass before the first was recorded. So an attempt is
 * recorded as pending before its password is checked, under a transaction-scoped lock on its
 * keys, and attempts in flight count: parallel guesses on one account get growing delays, and
 * when an address's failures plus attempts in flight reach its limit, a new attempt from it waits
 * until those are decided rather than being refused.
 */
export function signInLimiter(db: Db, limits: ServerConfig['rateLimit'], options: LimiterOptions = {}) {
  const windowSecs = limits.windowSeconds;
  const maxDelayMs = limits.maxDelayMs ?? 5_000;
  const sleep = options.sleep ?? realSleep;

  type Decision = { kind: 'go'; delayMs: number } | { kind: 'wait' } | { kind: 'refuse'; retryAfter: number };

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
      const account = rows.find((r) => r.key === keys.account);
      const address = rows.find((r) => r.key === keys.address);
      if (address && limits.perAddress > 0) {
        if (address.failures >= limits.perAddress)
          return { kind: 'refuse', retryAfter: Math.max(1, address.retry_after ?? windowSecs) } as const;
        if (address.failures + address.inflight >= limits.perAddress) return { kind: 'wait' } as const;
      }
      await tx.query('INSERT INTO sign_in_failures (key, attempt_id, pending) VALUES ($1, $3, true), ($2, $3, true)', [
        keys.account,
        keys.address,
        attemptId,
      ]);
      const delayMs = accountDelayMs((account?.failures ?? 0) + (account?.inflight ?? 0), limits.perAccount, maxDelayMs);
      return { kind: 'go', delayMs } as const;
    });
  }

  /** Lets an attempt through (recorded as pending) after its delay, or throws 429 past the address's limit. */
  async function begin(keys: SignInKeys): Promise<SignInAttempt & { delayMs: number }> {
    const attemptId = randomUUID();
    const deadline = Date.now() + MAX_WAIT_MS;
    let delayMs = 0;
    for (;;) {
      const decision = await reserve(keys, attemptId);
      if (decision.kind === 'refuse') {
        options.observe?.('refused');
        throw tooManyRequests(decision.retryAfter);
      }
      if (decision.kind === 'go') {
        delayMs = decision.delayMs;
        break;
      }
      // Too many attempts in flight from this address to say yet: give them time to be decided.
      if (Date.now() > deadline) {
        options.observe?.('refused');
        throw tooManyRequests(5);
      }
      await realSleep(15 + Math.random() * 20);
    }
    const ownRows = [[keys.account, keys.address], attemptId];
    const release = async () => {
      await db.query('DELETE FROM sign_in_failures WHERE key = ANY($1::text[]) AND attempt_id = $2', ownRows);
    };
    if (delayMs > 0) {
      options.observe?.('delayed');
      try {
        await sleep(delayMs);
      } catch (error) {
        await release().catch(() => undefined);
        throw error;
      }
    }
    return {
      delayMs,
      release,
      async failed() {
        await db.query('UPDATE sign_in_failures SET pending = false WHERE key = ANY($1::text[]) AND attempt_id = $2', ownRows);
        // Keep the table small: old failures no longer count.
        if (Math.random() < 0.02) await db.query('DELETE FROM sign_in_failures WHERE at < now() - make_interval(secs => $1)', [windowSecs]);
      },
    };
  }

  return { begin };
}

/**
 * Requests counted whether they succeed or not (forgot-password), in the same table under their
 * own key prefixes: `take` records one and says whether it is within `limit` for the window.
 */
export function requestCounter(db: Db, windowSeconds: number) {
  async function take(key: string, limit: number): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
    if (limit <= 0) return { ok: true };
    return db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
      const [row] = await tx.query<{ n: number; retry_after: number | null }>(
        `SELECT count(*)::int AS n, ceil(extract(epoch FROM min(at) + make_interval(secs => $2) - now()))::int AS retry_after
           FROM sign_in_failures WHERE key = $1 AND at > now() - make_interval(secs => $2)`,
        [key, windowSeconds],
      );
      if ((row?.n ?? 0) >= limit) return { ok: false, retryAfter: Math.max(1, row?.retry_after ?? windowSeconds) } as const;
      await tx.query('INSERT INTO sign_in_failures (key, pending) VALUES ($1, false)', [key]);
      return { ok: true } as const;
    });
  }
  return { take };
}

/**
 * Who asked, for counting: an IPv4 address as it is, an IPv6 address by its /64 (one subscriber's
 * network, whose 2^64 addresses are one requester: rotating through them gains nothing).
 */
export function requesterOf(address: string): string {
  const ip = address.replace(/%.*$/, '').toLowerCase();
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = ip.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  // An IPv4 tail (::a.b.c.d forms) fills two groups.
  const backGroups = back.length + (back.at(-1)?.includes('.') ? 1 : 0);
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - backGroups)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface ResetMailLimits {
  /** Reset mails to one participant asked from one requester in the window (RATE_LIMIT_RESET_ACCOUNT). */
  perRequester: number;
  /** Reset mails to one participant in the window, however many ask (RATE_LIMIT_RESET_ACCOUNT_TOTAL). */
  perParticipant: number;
}

/**
 * Whether a reset mail may go to a participant, asked from a requester (docs/security.md, "How a
 * stranger cannot use up a participant's reset mails"). Each requester has a share of its own
 * per participant, so a stranger's requests use up the stranger's share and never the
 * participant's; a ceiling over all requesters bounds what many addresses together can send. A
 * request past either is dropped without telling the asker (the response is the same for every
 * address, known or not); it does not count against the ceiling. Counted for every address asked
 * for, known or not, so both take the same path.
 */
export function resetMailLimit(counter: ReturnType<typeof requestCounter>, limits: ResetMailLimits) {
  return {
    async allow(participant: string, address: string): Promise<boolean> {
      const own = await counter.take(`reset-acct:${participant}:from:${requesterOf(address)}`, limits.perRequester);
      if (!own.ok) return false;
      return (await counter.take(`reset-acct:${participant}`, limits.perParticipant)).ok;
    },
  };
}
