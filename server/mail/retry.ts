// How often, and how patiently, a mail the SMTP server refused is tried again.

export interface RetryPolicy {
  /** Sends tried in all, the first included. */
  attempts: number;
  /** Wait before the second try; each further wait doubles, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
}

/** Eight tries over about ten minutes: 5 s, 10 s, 20 s … 5 min 20 s between them. */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 8, firstDelayMs: 5_000, maxDelayMs: 10 * 60_000 };

/**
 * The wait before try `n + 1` (n ≥ 1): doubling from the first delay, capped, with ±20 % jitter so
 * a mail server coming back is not met by every waiting mail at once.
 */
export function backoffDelay(policy: RetryPolicy, n: number, random: () => number = Math.random): number {
  const base = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (n - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}
