import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import proxyaddr from 'proxy-addr';

/** Who sent a request and how they reached the shop, as far as the server can believe it. */
export interface ClientView {
  /** The client's address: the peer's, or through trusted proxies the nearest untrusted one. */
  address: string;
  scheme: 'http' | 'https';
  /** Host (and port) the client asked for. */
  host: string;
  /** The peer is a trusted proxy: its X-Forwarded-* and X-Request-Id are believed. */
  viaTrustedProxy: boolean;
}

export type Trust = (address: string, hop: number) => boolean;

/** proxy-addr's compiled list; a wrong entry stops the start with its own message. */
export function compileTrust(entries: readonly string[]): Trust {
  if (entries.length === 0) return () => false;
  try {
    return proxyaddr.compile([...entries]);
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES: ${(error as Error).message}`, { cause: error });
  }
}

/** The first of a comma-separated header's values (a proxy appends; the nearest is last, the client's first). */
function first(value: string | undefined): string | undefined {
  const item = value?.split(',')[0]?.trim();
  return item ? item : undefined;
}

/**
 * The client as seen through `trust`, in proxy-addr's (and Express's) way: the address walks
 * X-Forwarded-For back from the peer while each hop is trusted; scheme and host come from
 * X-Forwarded-Proto and X-Forwarded-Host only when the peer itself is trusted.
 */
export function clientView(
  peer: string | undefined,
  headers: { get(name: string): string | null | undefined },
  ownScheme: 'http' | 'https',
  ownHost: string,
  trust: Trust,
): ClientView {
  if (!peer) return { address: 'local', scheme: ownScheme, host: ownHost, viaTrustedProxy: false };
  const viaTrustedProxy = trust(peer, 0);
  if (!viaTrustedProxy) return { address: peer, scheme: ownScheme, host: ownHost, viaTrustedProxy };
  const forwardedFor = headers.get('x-forwarded-for') ?? undefined;
  const request = { socket: { remoteAddress: peer }, headers: { 'x-forwarded-for': forwardedFor } } as unknown as IncomingMessage;
  const address = proxyaddr(request, trust);
  const proto = first(headers.get('x-forwarded-proto') ?? undefined)?.toLowerCase();
  const host = first(headers.get('x-forwarded-host') ?? undefined);
  return {
    address,
    scheme: proto === 'https' ? 'https' : proto === 'http' ? 'http' : ownScheme,
    host: host && /^[A-Za-z0-9.:[\]-]{1,255}$/.test(host) ? host : ownHost,
    viaTrustedProxy,
  };
}

function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}

/** Sets `client` on every request, before anything reads an address, scheme or host. */
export function clientInfo(trust: Trust): MiddlewareHandler<{ Variables: { client: ClientView } }> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const ownScheme = url.protocol === 'https:' ? 'https' : 'http';
    // HTTP/2 carries the host in :authority, not Host; the adapter builds the URL from whichever came.
    const ownHost = c.req.header('host') ?? url.host;
    c.set('client', clientView(peerAddress(c), c.req.raw.headers, ownScheme, ownHost, trust));
    await next();
  };
}
