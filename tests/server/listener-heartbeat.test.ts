// The LISTEN connection notices a link that dies without a word (a balancer or NAT dropping it:
// no FIN, no RST, the packets just stop) within seconds, through its heartbeat, and makes a new
// one; subscribers hear onLive(false) in between, which empties the session memory. The link runs
// through a TCP relay in this test that can be frozen: it keeps both sockets open and stops
// passing bytes. PostgreSQL only (DATABASE_URL): PGlite has no connection to lose.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresListener } from '../../server/db/postgres-listener.ts';

/** A relay to PostgreSQL whose existing connections can be frozen; new ones always pass. */
function freezableRelay(target: { host: string; port: number }) {
  const frozen = new Set<net.Socket>();
  const live = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    live.add(client);
    const pass = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk: Buffer) => {
        if (!frozen.has(client)) to.write(chunk);
      });
    pass(client, upstream);
    pass(upstream, client);
    const end = () => {
      live.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  return {
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as net.AddressInfo).port;
    },
    /** Every connection open now stops passing bytes, silently. */
    freeze() {
      for (const socket of live) frozen.add(socket);
    },
    get open() {
      return live.size;
    },
    close() {
      for (const socket of live) socket.destroy();
      server.close();
    },
  };
}

describe.runIf(Boolean(process.env.DATABASE_URL))('the LISTEN connection’s heartbeat', () => {
  const target = new URL(process.env.DATABASE_URL ?? 'postgres://x@127.0.0.1:5432/x');
  const relay = freezableRelay({ host: target.hostname, port: Number(target.port || 5432) });
  let viaRelay: string;
  let listener: ReturnType<typeof postgresListener>;
  let notifier: import('pg').Client;
  const events: string[] = [];
  const messages: string[] = [];

  beforeAll(async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.port = String(await relay.listen());
    url.hostname = '127.0.0.1';
    viaRelay = url.toString();
    const { default: pg } = await import('pg');
    notifier = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await notifier.connect();
  });
  afterAll(async () => {
    await listener?.close();
    await notifier?.end();
    relay.close();
  });

  it('a frozen link is noticed within seconds, dropped, and made again; notices flow on the new one', async () => {
    listener = postgresListener(viaRelay, { heartbeatMs: 250, heartbeatTimeoutMs: 500, retryMs: 100 });
    // Transitions only: a subscriber may hear "live" twice while it subscribes.
    let downAt = 0;
    const onLive = (live: boolean) => {
      const event = live ? 'up' : 'down';
      if (events.at(-1) === event) return;
      events.push(event);
      if (!live) downAt = Date.now();
    };
    await listener.listen('heartbeat_probe', { onMessage: (m) => messages.push(m), onLive });
    expect(events).toEqual(['up']);
    await notifier.query("SELECT pg_notify('heartbeat_probe', 'before')");
    await vi.waitFor(() => expect(messages).toEqual(['before']), { timeout: 5_000 });

    relay.freeze();
    const frozenAt = Date.now();
    // Nothing arrives on a frozen link: the notice sent now is lost with it.
    await notifier.query("SELECT pg_notify('heartbeat_probe', 'lost')");
    // Dropped and made again: the new link may be up before a poll sees the drop, so the drop's
    // time is taken where it happens.
    await vi.waitFor(() => expect(events).toEqual(['up', 'down', 'up']), { timeout: 20_000, interval: 50 });
    // Heartbeat every 0.25 s, 0.5 s to response: noticed well within the defaults' 5 + 3 s.
    expect(downAt - frozenAt).toBeLessThan(8_000);
    expect(listener.connected).toBe(true);

    await notifier.query("SELECT pg_notify('heartbeat_probe', 'after')");
    await vi.waitFor(() => expect(messages).toEqual(['before', 'after']), { timeout: 5_000 });
  });
});
