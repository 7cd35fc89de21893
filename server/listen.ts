import { readFileSync } from 'node:fs';
import { createSecureServer, type Http2Session } from 'node:http2';
import { serve, type ServerType } from '@hono/node-server';
import type { ServerConfig } from './config.ts';

type Fetch = Parameters<typeof serve>[0]['fetch'];

/**
 * Plain HTTP/1.1, or with TLS files HTTPS offering HTTP/2 first. A page of the app asks for ~50
 * files at once; over HTTP/1.1 a browser sends six at a time per host, over HTTP/2 all on one
 * connection (docs/performance.md). Browsers speak HTTP/2 only over TLS, so it comes
 * with the certificate; clients without HTTP/2 still get HTTP/1.1 on the same port.
 */
export function listen(config: ServerConfig, fetch: Fetch, onListening: (url: string) => void): ServerType {
  const { tls } = config;
  const scheme = tls ? 'https' : 'http';
  const ready = (info: { address: string; port: number }) => onListening(`${scheme}://${info.address}:${info.port}`);
  if (!tls) return keepAlive(serve({ fetch, port: config.port, hostname: config.host }, ready), config.keepAliveTimeoutMs);
  const server = serve(
    {
      fetch,
      port: config.port,
      hostname: config.host,
      createServer: createSecureServer,
      serverOptions: { cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile), allowHTTP1: true },
    },
    ready,
  );
  return drainableHttp2(server);
}

/**
 * Node closes an idle connection after 5 s by default, while a proxy in front keeps its pooled
 * connections for a minute: a request the proxy sends as Node closes meets a reset, and nginx then
 * takes the whole process out of its pool. The headers' limit must outlast the idle one, or Node
 * cuts a kept connection whose next request starts late.
 */
function keepAlive(server: ServerType, timeoutMs: number): ServerType {
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = timeoutMs;
    server.headersTimeout = timeoutMs + 1_000;
  }
  return server;
}

/**
 * An HTTP/2 connection stays open after its last response, and the server's close() waits for it:
 * a browser's idle session would hold a shutdown until the bound. The same two methods an HTTP/1
 * server has (server/shutdown.ts calls them): close idle sessions gracefully (GOAWAY; streams in
 * flight finish), or cut them all.
 */
function drainableHttp2(server: ServerType): ServerType {
  const sessions = new Set<Http2Session>();
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  return Object.assign(server, {
    closeIdleConnections: () => sessions.forEach((session) => session.close()),
    closeAllConnections: () => sessions.forEach((session) => session.destroy()),
  });
}
