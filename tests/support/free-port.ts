import net from 'node:net';

// Below Linux's ephemeral range (32768-60999 by default), from which the kernel takes the local
// port of every outgoing connection. A port the kernel picked for us from that range could be
// taken by a browser's or a client's connection before the server we start binds it (it happened:
// EADDRINUSE on a port freePort had just found free); ports down here are only ever taken by a
// listener, and the bind below sees those.
const LOW = 20_000;
const HIGH = 32_767;
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
