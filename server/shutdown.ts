import type { ServerType } from '@hono/node-server';
import type { Db } from './db/types.ts';
import type { AfterResponse } from './lib/after-response.ts';
import type { Logger } from './lib/log.ts';
import type { HealthState } from './context.ts';

export interface Stoppable {
  server: ServerType;
  /** Other listeners (the metrics port), closed at once. */
  others?: ServerType[];
  db: Db;
  afterResponse: AfterResponse;
  health: HealthState;
  log: Logger;
  /** The bound: past it, connections are cut and the process stops anyway. */
  timeoutMs: number;
  /** Mail still waiting to be sent; it says how much is lost with the process (docs/mail.md). */
  mail?: { close(): Promise<void> };
}

const DB_CLOSE_BOUND_MS = 2_000;
const IDLE_SWEEP_MS = 100;

type Closable = ServerType & { closeIdleConnections?(): void; closeAllConnections?(): void };

/**
 * SIGTERM's orderly stop: readiness says no at once, the listener stops taking connections, the
 * requests in flight finish (an order inside its transaction commits and its response is sent),
 * work begun after a response finishes, then the pool closes. Resolves with the exit code: 0 when
 * all of it finished within `timeoutMs`, 1 when the bound cut something short.
 */
export async function drain(target: Stoppable): Promise<number> {
  const { server, log } = target;
  const started = Date.now();
  target.health.draining = true;
  for (const other of target.others ?? []) other.close();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections with no request in flight would hold close() until they time out
  // (KEEP_ALIVE_TIMEOUT_MS, longer than the bound): those idle now, and each one whose last response
  // goes out while draining, as it turns idle.
  const closeIdle = () => (server as Closable).closeIdleConnections?.();
  closeIdle();
  const sweep = setInterval(closeIdle, IDLE_SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), target.timeoutMs);
  });
  const finished = await Promise.race([closed.then(() => target.afterResponse.settled()).then(() => 'done' as const), bound]);
  clearTimeout(timer);
  clearInterval(sweep);
  if (finished === 'late') {
    log.error(
      { timeoutMs: target.timeoutMs, pending: target.afterResponse.pending },
      'shutdown: requests still in flight at the bound; cutting them',
    );
    (server as Closable).closeAllConnections?.();
  }
  await target.mail?.close().catch((error: unknown) => log.error({ err: error }, 'shutdown: closing mail failed'));
  // A transaction cut short above may still hold the database: closing it gets a bound of its own.
  const closing = target.db.close().catch((error: unknown) => log.error({ err: error }, 'shutdown: closing the database failed'));
  await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, DB_CLOSE_BOUND_MS).unref())]);
  log.info({ ms: Date.now() - started }, finished === 'done' ? 'shutdown: drained' : 'shutdown: stopped at the bound');
  return finished === 'done' ? 0 : 1;
}
