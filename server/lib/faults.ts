// Test-only fault injection (docs/security.md, Faults). One switch: hold the order transaction open, after
// the order is written and the points are deducted but before COMMIT, so a test can kill the
// process with SIGKILL at exactly that moment and check that nothing of the order survives.
//
// Active only when STOREFRONT_TEST_HOLD_ORDER_TX_MS is set AND NODE_ENV is not production
// (server/config.ts reads it; production ignores it and says so at start).

import type { Logger } from './log.ts';

export interface FaultSettings {
  /** Milliseconds the order transaction waits before COMMIT; 0 (the default) is off. */
  holdOrderTransactionMs: number;
}

export const NO_FAULTS: FaultSettings = { holdOrderTransactionMs: 0 };

/** The line the server prints when it starts holding; tests wait for it in the server's log. */
export const HOLD_MARKER = '[fault] order transaction held open';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Inside the order transaction, just before it commits. */
export async function beforeOrderCommit(faults: FaultSettings | undefined, orderId: string, log: Logger): Promise<void> {
  const ms = faults?.holdOrderTransactionMs ?? 0;
  if (ms <= 0) return;
  log.warn({ orderId, ms }, HOLD_MARKER);
  await sleep(ms);
}
