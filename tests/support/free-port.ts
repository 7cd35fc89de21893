import { readFileSync } from 'node:fs';
import net from 'node:net';

// Below the kernel's ephemeral range (Linux: /proc/sys/net/ipv4/ip_local_port_range, by default
// 32768-60999), from which it takes the local port of every outgoing connection. A port the kernel
// picked for us from that range could be taken by a browser's or a client's connection before the
// server we start binds it (it happened: EADDRINUSE on a port freePort had just found free); ports
// below it are only ever taken by a listener, and the bind below sees those.
/** The lowest port of the kernel's ephemeral range. */
export function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 2_048 ? low : 32_768;
  } catch {
    return 32_768;
  }
}
const HIGH = ephemeralLow() - 1;
const LOW = Math.max(1_024, HIGH - 12_767);
const given = new Set<number>();

/** Whether nothing listens on 127.0.0.1:`port` right now. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

/** A TCP port that is free on 127.0.0.1 right now and outside the range outgoing connections use. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1));
    if (given.has(port)) continue;
    // Noted before the look, so two calls at once never both get it.
    given.add(port);
    if (await bindable(port)) return port;
  }
  throw new Error(`freePort: no free port between ${LOW} and ${HIGH} in 200 tries`);
}
