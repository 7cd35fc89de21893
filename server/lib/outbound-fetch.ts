import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent, type Dispatcher } from 'undici';

/**
 * Requests the server sends on an operator's behalf to an address the operator wrote (an image in
 * a catalogue file; later a webhook). Whoever holds an operator key chooses the address, so:
 *
 * - only http and https, to public addresses: loopback, private, link-local (the cloud metadata
 *   address), unique-local, multicast and reserved ranges are refused before connecting, unless
 *   the allow list names the host or its address;
 * - the address checked is the one connected to: the host is resolved once, inside the
 *   connection's own lookup, so a name cannot answer public to a check and private to the connect;
 * - redirects are followed here, a few at most, each hop checked as the first;
 * - the body is read chunk by chunk and the request dropped as soon as it passes the byte limit,
 *   whatever Content-Length says; the whole exchange has one deadline.
 */

/** Ranges never reached unless allowed (IANA's special-purpose registries, and the private ones). */
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8], // this network, unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (Alibaba's metadata address is here)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the metadata address 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];
/**
 * IPv6 is reached only inside global unicast (2000::/3), which leaves out loopback, unspecified,
 * link-local, unique-local, multicast, NAT64 and IPv4-compatible forms at once; these are the
 * parts of 2000::/3 that are not global or carry an IPv4 address inside (Teredo, 6to4).
 */
const BLOCKED_V6: [string, number][] = [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation
];

function blockList(ranges: [string, number][], type: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, type);
  return list;
}
const blockedV4 = blockList(BLOCKED_V4, 'ipv4');
const blockedV6 = blockList(BLOCKED_V6, 'ipv6');
const globalV6 = blockList([['2000::', 3]], 'ipv6');
const mappedV4 = blockList([['::ffff:0:0', 96]], 'ipv6');

/** Whether an address is public: an IPv4-mapped IPv6 address is judged as the IPv4 address it holds. */
export function isPublicAddress(address: string): boolean {
  try {
    const family = isIP(address);
    if (family === 4) return !blockedV4.check(address, 'ipv4');
    if (family !== 6) return false;
    // BlockList compares an IPv4-mapped address with IPv4 rules by the address it holds.
    if (mappedV4.check(address, 'ipv6')) return !blockedV4.check(address, 'ipv6');
    return globalV6.check(address, 'ipv6') && !blockedV6.check(address, 'ipv6');
  } catch {
    return false; // an address BlockList cannot read (a zone index) is not public
  }
}

/** Hosts and addresses reached although not public: an operator's own image server, say. */
export interface AllowList {
  hosts: ReadonlySet<string>;
  addresses: BlockList;
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const hostKey = (host: string) =>
  host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');

/**
 * The allow list from its entries: host names (exact, any port), addresses and CIDR ranges
 * (`images.internal`, `10.20.0.7`, `10.20.0.0/16`, `fd00::/8`). A malformed entry throws, naming it.
 */
export function parseAllowList(entries: readonly string[], name = 'the allow list'): AllowList {
  const hosts = new Set<string>();
  const addresses = new BlockList();
  for (const raw of entries) {
    const entry = hostKey(raw.trim());
    const [network, prefixText, ...rest] = entry.split('/');
    const family = isIP(network!);
    if (family) {
      const max = family === 4 ? 32 : 128;
      const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
      if (rest.length || !(prefix >= 0 && prefix <= max))
        throw new Error(`${name}: "${raw}" is not an address or CIDR range (e.g. 10.20.0.0/16)`);
      addresses.addSubnet(network!, prefix, family === 4 ? 'ipv4' : 'ipv6');
    } else if (prefixText === undefined && HOST_NAME.test(entry)) {
      hosts.add(entry);
    } else {
      throw new Error(`${name}: "${raw}" is not a host name, an address or a CIDR range (no ports, schemes or wildcards)`);
    }
  }
  return { hosts, addresses };
}

export const ALLOW_NONE: AllowList = parseAllowList([]);

/** Why a request gave no response; for logs and for callers that choose what to tell whom. */
export type OutboundFailure =
  /** The address is not public and not allowed, or not http(s): nothing was sent. */
  | 'refused'
  /** No connection or no complete answer (DNS, refused, reset, TLS). */
  | 'unreachable'
  | 'timeout'
  | 'too-large'
  | 'too-many-redirects';

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    /** Whether a non-public (allowed) address was reached on the way: what it said is the operator's network's. */
    readonly internal: boolean,
    /** Body bytes read before the request was dropped. */
    readonly bytesRead = 0,
  ) {
    super(`Outbound request ${reason}`);
    this.name = 'OutboundError';
  }
}

export interface OutboundResponse {
  /** Whatever status the last hop answered; the caller decides what counts. */
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Uint8Array;
  /** The address that answered, after redirects. */
  url: string;
  /** Whether a non-public (allowed) address was reached on the way. */
  internal: boolean;
}

/** Resolves a host name to every address it has; dns.lookup by default (as the OS would). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface OutboundOptions {
  /** The whole exchange, redirects and body included. */
  timeoutMs: number;
  /** The largest body taken, as sent (no content decoding is asked for); one byte more drops the request. */
  maxBytes: number;
  allow?: AllowList;
  /** Redirects followed at most (default 3); 0 returns a redirect as the response. */
  maxRedirects?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  signal?: AbortSignal;
  /** Tests put a resolver of their own here. */
  resolve?: Resolver;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Headers not carried to another origin by a redirect (as fetch does). */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** One exchange's record of what its lookups handed to the connection. */
interface Reach {
  refused: boolean;
  internal: boolean;
}

/**
 * A `net.connect` lookup that resolves once and refuses the whole name if any of its addresses is
 * neither public nor allowed: the connection uses exactly the addresses checked here.
 */
function checkedLookup(allow: AllowList, resolve: Resolver, reach: Reach): LookupFunction {
  return (hostname, options, callback) => {
    const allowedHost = allow.hosts.has(hostKey(hostname));
    resolve(hostname).then(
      (found) => {
        const wanted = found.filter((a) => !options.family || a.family === options.family);
        for (const { address } of wanted) {
          if (isPublicAddress(address)) continue;
          if (allowedHost || allow.addresses.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6')) {
            reach.internal = true;
            continue;
          }
          reach.refused = true;
          return callback(Object.assign(new Error('address not allowed'), { code: 'EADDRNOTALLOWED' }), '', 0);
        }
        if (!wanted.length) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
        if (options.all) return (callback as unknown as (e: null, a: typeof wanted) => void)(null, wanted);
        callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}

/** An address written as an IP is never looked up, so it is checked here, before connecting. */
function checkLiteral(url: URL, allow: AllowList, reach: Reach): void {
  const host = hostKey(url.hostname);
  const family = isIP(host);
  if (!family || isPublicAddress(host)) return;
  if (allow.hosts.has(host) || allow.addresses.check(host, family === 4 ? 'ipv4' : 'ipv6')) reach.internal = true;
  else reach.refused = true;
}

async function readLimited(body: Dispatcher.ResponseData['body'], maxBytes: number, reach: Reach): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      body.destroy();
      throw new OutboundError('too-large', reach.internal, total);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/**
 * One request to an operator-given address, under the rules above. Resolves with the last hop's
 * answer whatever its status; rejects with an OutboundError that says why, never with what a
 * refused host would have answered.
 */
export async function outboundFetch(address: string, options: OutboundOptions): Promise<OutboundResponse> {
  const allow = options.allow ?? ALLOW_NONE;
  const reach: Reach = { refused: false, internal: false };
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  // One agent per exchange: its lookup records this exchange's reach, and closing it leaves no socket behind.
  const agent = new Agent({ connect: { lookup: checkedLookup(allow, options.resolve ?? systemResolver, reach) }, maxRedirections: 0 });
  let method = (options.method ?? 'GET').toUpperCase() as Dispatcher.HttpMethod;
  let body = options.body;
  const headers = { ...options.headers };
  try {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new OutboundError('refused', false);
    }
    for (let hop = 0; ; hop++) {
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
        throw new OutboundError('refused', reach.internal);
      checkLiteral(url, allow, reach);
      if (reach.refused) throw new OutboundError('refused', reach.internal);
      let res: Dispatcher.ResponseData;
      try {
        res = await agent.request({ origin: url.origin, path: url.pathname + url.search, method, headers, body: body ?? null, signal });
      } catch (error) {
        throw reach.refused ? new OutboundError('refused', reach.internal) : failure(error, deadline, reach);
      }
      // A body dropped early (a redirect, too large) emits its abort as an error: it is not one.
      res.body.on('error', () => undefined);
      const location = res.headers.location;
      if (REDIRECTS.has(res.statusCode) && typeof location === 'string' && (options.maxRedirects ?? 3) > 0) {
        res.body.destroy();
        if (hop >= (options.maxRedirects ?? 3)) throw new OutboundError('too-many-redirects', reach.internal);
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new OutboundError('refused', reach.internal);
        }
        if (res.statusCode === 303 || ((res.statusCode === 301 || res.statusCode === 302) && method === 'POST')) {
          method = method === 'HEAD' ? 'HEAD' : 'GET';
          body = undefined;
          for (const name of Object.keys(headers)) if (/^content-/i.test(name)) delete headers[name];
        }
        if (next.origin !== url.origin)
          for (const name of Object.keys(headers)) if (CREDENTIAL_HEADERS.includes(name.toLowerCase())) delete headers[name];
        url = next;
        continue;
      }
      const declared = Number(res.headers['content-length']);
      if (declared > options.maxBytes) {
        res.body.destroy();
        throw new OutboundError('too-large', reach.internal);
      }
      try {
        const data = await readLimited(res.body, options.maxBytes, reach);
        return { status: res.statusCode, headers: res.headers, body: data, url: url.href, internal: reach.internal };
      } catch (error) {
        throw error instanceof OutboundError ? error : failure(error, deadline, reach);
      }
    }
  } finally {
    await agent.destroy().catch(() => undefined);
  }
}

function failure(error: unknown, deadline: AbortSignal, reach: Reach): OutboundError {
  if (error instanceof OutboundError) return error;
  return new OutboundError(deadline.aborted ? 'timeout' : 'unreachable', reach.internal);
}
