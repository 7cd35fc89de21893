import pg from 'pg';
import { checkChannel, type NoticeHandlers } from './types.ts';

const RETRY_MS = 1_000;

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'storefront-listener';

/**
 * LISTEN for PostgreSQL. A subscription belongs to a session, and a pooled connection goes back to
 * the pool between queries, so listening takes one connection of its own, shared by every channel.
 * When it drops, each subscriber hears onLive(false) (notifications may be missed until it is back)
 * and it reconnects every second; each hears onLive(true) once notifications flow again.
 */
export function postgresListener(connectionString: string) {
  const subscribers = new Map<string, Set<NoticeHandlers>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const everyone = () => [...subscribers.values()].flatMap((set) => [...set]);

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, application_name: LISTENER_NAME });
    next.on('notification', (n) => subscribers.get(n.channel)?.forEach((h) => h.onMessage(n.payload ?? '')));
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    for (const channel of subscribers.keys()) await next.query(`LISTEN ${channel}`);
    if (closed) return void (await next.end());
    client = next;
    for (const h of everyone()) h.onLive(true);
  }

  /** One attempt at a time; a failed one tries again a second later. */
  function reconnect(): Promise<void> {
    connecting ??= connect()
      .catch(() => {
        if (closed) return;
        retry = setTimeout(() => void reconnect(), RETRY_MS);
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
    for (const h of everyone()) h.onLive(false);
    void which.end().catch(() => undefined);
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
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
