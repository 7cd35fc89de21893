import { readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
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
  if (!tls) return serve({ fetch, port: config.port, hostname: config.host }, ready);
  return serve(
    {
      fetch,
      port: config.port,
      hostname: config.host,
      createServer: createSecureServer,
      serverOptions: { cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile), allowHTTP1: true },
    },
    ready,
  );
}
