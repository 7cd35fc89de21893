import pg from 'pg';
import { checkChannel, type NoticeHandlers } from './types.ts';

export interface ListenerOptions {
  /** How often the connection is asked `SELECT 1`; default 5 s. */
  heartbeatMs?: number;
  /** How long a response may take before the connection is taken for lost; default 3 s. */
  heartbeatTimeoutMs?: number;
  /** Between attempts to connect again; default 1 s. */
  retryMs?: number;
}

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'storefront-listener';

/**
 * LISTEN for PostgreSQL. A subscription belongs to a session, and a pooled connection goes back to
 * the pool between queries, so listening takes one connection of its own, shared by every channel.
 * When it drops, each subscriber hears onLive(false) (notifications may be missed until it is back)
 * and it reconnects every second; each hears onLive(true) once notifications flow again.
 *
 * A connection can also die without a word (a balancer or NAT forgetting it, a host gone): nothing
 * arrives, and nothing says so. TCP keepalive notices that in minutes; a heartbeat query every few
 * seconds that must answer in time notices it in seconds, and the connection is then dropped and
 * made again like any other lost one.
 */
export function postgresListener(connectionString: string, options: ListenerOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 3_000;
  const retryMs = options.retryMs ?? 1_000;
  const subscribers = new Map<string, Set<NoticeHandlers>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  const everyone = () => [...subscribers.values()].flatMap((set) => [...set]);

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString,
      application_name: LISTENER_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5_000,
      query_timeout: 10_000,
    });
    next.on('notification', (n) => subscribers.get(n.channel)?.forEach((h) => h.onMessage(n.payload ?? '')));
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of subscribers.keys()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await next.end());
    client = next;
    beat(next);
    for (const h of everyone()) h.onLive(true);
  }

  /** Asks the connection for an answer every heartbeatMs; one that does not come in time loses it. */
  function beat(which: pg.Client) {
    clearTimeout(heartbeat);
    heartbeat = setTimeout(() => {
      if (client !== which) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('heartbeat timed out')), heartbeatTimeoutMs);
      });
      Promise.race([which.query('SELECT 1'), late])
        .then(() => beat(which))
        .catch(() => lost(which))
        .finally(() => clearTimeout(timer));
    }, heartbeatMs);
    heartbeat.unref();
  }

  /** One attempt at a time; a failed one tries again a second later. */
  function reconnect(): Promise<void> {
    connecting ??= connect()
      .catch(() => {
        if (closed) return;
        retry = setTimeout(() => void reconnect(), retryMs);
        retry.unref();
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = null;
    clearTimeout(heartbeat);
    for (const h of everyone()) h.onLive(false);
    // end() waits for the server to say goodbye, which a dead link never does: close the socket too.
    void which.end().catch(() => undefined);
    (which as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    void reconnect();
  }

  return {
    async listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>> {
      checkChannel(channel);
      const set = subscribers.get(channel) ?? new Set<NoticeHandlers>();
      subscribers.set(channel, set);
      set.add(handlers);
      if (!client) await reconnect();
      // Again on a connection that was being made while this subscribed: LISTEN twice is harmless.
      if (client) {
        await client.query(`LISTEN ${channel}`);
        handlers.onLive(true);
      }
      return async () => {
        set.delete(handlers);
        handlers.onLive(false);
        if (set.size > 0) return;
        subscribers.delete(channel);
        await client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
      };
    },
    /** Whether notifications are being heard now. */
    get connected(): boolean {
      return client !== null;
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      clearTimeout(heartbeat);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
