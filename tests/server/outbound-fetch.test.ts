// Requests the server sends to addresses an operator wrote (server/lib/outbound-fetch.ts): only
// public addresses unless allowed, the address connected to is the one checked, redirects checked
// hop by hop, and a body dropped as soon as it passes its limit.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isPublicAddress, OutboundError, outboundFetch, parseAllowList, type OutboundOptions } from '../../server/lib/outbound-fetch.ts';

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

/** A local server that counts the requests it is sent. */
async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void, host = '127.0.0.1', port = 0) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(req.url ?? '');
    handler(req, res);
  });
  server.listen(port, host);
  await once(server, 'listening');
  servers.push(server);
  return { seen, port: (server.address() as AddressInfo).port };
}

const ok = (_: IncomingMessage, res: ServerResponse) => res.end('ok');
const quick: Pick<OutboundOptions, 'timeoutMs' | 'maxBytes'> = { timeoutMs: 10_000, maxBytes: 1024 };

/** The failure an outbound request ends with (fails the test if it answered). */
async function refusal(url: string, options: Partial<OutboundOptions> = {}): Promise<OutboundError> {
  const error = await outboundFetch(url, { ...quick, ...options }).then(
    (res) => new Error(`answered ${res.status}`),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe('which addresses are public', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '100.100.100.200',
    '169.254.169.254',
    '169.254.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.0.8',
    '192.0.2.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '::1',
    '::',
    'fe80::1',
    'febf::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    'fec0::1',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '100::1',
    '2001::1',
    '2001:db8::1',
    '2002:7f00:1::1',
    '3fff::1',
    // IPv4-mapped IPv6: judged by the IPv4 address inside, in either notation
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1',
    '::ffff:192.168.0.1',
    '0:0:0:0:0:ffff:100.64.0.1',
    'fe80::1%eth0',
    'not-an-address',
    '',
  ])('%s is not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '169.255.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
    '::ffff:8.8.8.8',
  ])('%s is', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('refused before connecting', () => {
  it.each([
    ['loopback', (p: number) => `http://127.0.0.1:${p}/x`],
    ['loopback written as a number', (p: number) => `http://2130706433:${p}/x`],
    ['loopback written in hex', (p: number) => `http://0x7f.1:${p}/x`],
    ['localhost', (p: number) => `http://localhost:${p}/x`],
    ['IPv4-mapped loopback', (p: number) => `http://[::ffff:127.0.0.1]:${p}/x`],
    ['the unspecified address (this host)', (p: number) => `http://0.0.0.0:${p}/x`],
  ])('%s', async (_, url) => {
    const target = await serve(ok, '0.0.0.0');
    expect((await refusal(url(target.port))).reason).toBe('refused');
    expect(target.seen).toEqual([]);
  });

  it('IPv6 loopback', async () => {
    // Listened on where the machine has IPv6 loopback; refused before connecting either way.
    const target = await serve(ok, '::1').catch(() => ({ seen: [], port: 9 }));
    expect((await refusal(`http://[::1]:${target.port}/x`)).reason).toBe('refused');
    expect(target.seen).toEqual([]);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://192.168.0.1/',
    'http://172.16.0.1/',
    'http://100.64.0.1/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://224.0.0.1/',
  ])('%s, without a packet sent', async (url) => {
    // A refusal before connecting is immediate; a connection attempt to these would hang until the deadline.
    const error = await refusal(url, { timeoutMs: 60_000 });
    expect(error.reason).toBe('refused');
  });

  it('a public-looking name that resolves to loopback, and one with a private address among public ones', async () => {
    const target = await serve(ok);
    const names: Record<string, string[]> = {
      'images.example.com': ['127.0.0.1'],
      'cdn.example.com': ['93.184.215.14', '10.0.0.7'],
      'v6.example.com': ['::ffff:127.0.0.1'],
    };
    const resolve = async (host: string) => names[host]!.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    for (const host of Object.keys(names)) expect((await refusal(`http://${host}:${target.port}/x`, { resolve })).reason).toBe('refused');
    expect(target.seen).toEqual([]);
  });

  it('the address connected to is the one checked: a name that answers allowed, then forbidden (DNS rebinding)', async () => {
    // 127.0.0.2 is allowed and serves; 127.0.0.1 on the same port is not allowed. A check that
    // resolved the name apart from the connection would pass on the first response and connect on the second.
    const allowed = await serve((_, res) => res.end('allowed'), '127.0.0.2');
    const forbidden = await serve(ok, '127.0.0.1', allowed.port);
    let lookups = 0;
    const resolve = async () => [{ address: lookups++ === 0 ? '127.0.0.2' : '127.0.0.1', family: 4 }];
    const res = await outboundFetch(`http://rebind.example.com:${allowed.port}/x`, {
      ...quick,
      resolve,
      allow: parseAllowList(['127.0.0.2']),
    });
    expect(Buffer.from(res.body).toString()).toBe('allowed');
    expect(lookups).toBe(1);
    expect(forbidden.seen).toEqual([]);
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/x.png', 'gopher://127.0.0.1:70/', 'http://user:secret@example.com/x.png', 'not a url'])(
    '%s',
    async (url) => {
      expect((await refusal(url)).reason).toBe('refused');
    },
  );
});

describe('redirects', () => {
  it('are checked at every hop: an allowed host sending to a forbidden one is refused there', async () => {
    const forbidden = await serve(ok, '127.0.0.2');
    const allowedHost = await serve((_, res) => {
      res.writeHead(302, { location: `http://127.0.0.2:${forbidden.port}/admin` });
      res.end();
    });
    const error = await refusal(`http://127.0.0.1:${allowedHost.port}/image.png`, { allow: parseAllowList(['127.0.0.1']) });
    expect(error.reason).toBe('refused');
    expect(allowedHost.seen).toEqual(['/image.png']);
    expect(forbidden.seen).toEqual([]);
  });

  it('to a forbidden name by an injected resolver, and to a scheme other than http(s)', async () => {
    const target = await serve((req, res) => {
      res.writeHead(301, {
        location: req.url === '/a' ? `http://metadata.example.com:${(req.socket.address() as AddressInfo).port}/` : 'file:///etc/passwd',
      });
      res.end();
    });
    // Both names resolve to loopback: only the allowed name may be reached.
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const allow = parseAllowList(['images.internal']);
    expect((await refusal(`http://images.internal:${target.port}/a`, { allow, resolve })).reason).toBe('refused');
    expect((await refusal(`http://images.internal:${target.port}/b`, { allow, resolve })).reason).toBe('refused');
    expect(target.seen).toEqual(['/a', '/b']);
  });

  it('are followed a few times at most', async () => {
    const loop = await serve((req, res) => {
      res.writeHead(307, { location: `/hop${req.url!.length}` });
      res.end();
    });
    const error = await refusal(`http://127.0.0.1:${loop.port}/`, { allow: parseAllowList(['127.0.0.1']), maxRedirects: 3 });
    expect(error.reason).toBe('too-many-redirects');
    expect(loop.seen).toHaveLength(4);
  });

  it('are followed to the response; credentials are not carried to another origin', async () => {
    const end = await serve((req, res) => res.end(`end ${req.headers.authorization ?? 'no credentials'}`), '127.0.0.2');
    const start = await serve((req, res) => {
      res.writeHead(302, {
        location: req.url === '/same' ? '/there' : req.url === '/there' ? `http://127.0.0.2:${end.port}/end` : '/nowhere',
      });
      res.end();
    });
    const allow = parseAllowList(['127.0.0.0/8']);
    const res = await outboundFetch(`http://127.0.0.1:${start.port}/same`, {
      ...quick,
      allow,
      headers: { authorization: 'Bearer secret' },
    });
    expect(res.status).toBe(200);
    expect(res.url).toBe(`http://127.0.0.2:${end.port}/end`);
    expect(Buffer.from(res.body).toString()).toBe('end no credentials');
    expect(res.internal).toBe(true);
  });
});

describe('the byte limit', () => {
  const LIMIT = 10 * 1024 * 1024;
  const BODY = 200 * 1024 * 1024;

  it('drops a 200 MB body sent without Content-Length as soon as it passes 10 MB; memory stays flat', async () => {
    let sent = 0;
    let closed!: () => void;
    const done = new Promise<void>((resolve) => (closed = resolve));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const stream = await serve((_, res) => {
      res.writeHead(200, { 'content-type': 'image/png' }); // chunked: no Content-Length
      const write = () => {
        while (sent < BODY && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', write);
        }
        res.end();
      };
      res.on('close', closed);
      write();
    });
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const error = await refusal(`http://127.0.0.1:${stream.port}/big.png`, {
      maxBytes: LIMIT,
      allow: parseAllowList(['127.0.0.1']),
      timeoutMs: 60_000,
    });
    const rssAfter = process.memoryUsage().rss;
    await done; // the server saw the connection close: it sends nothing more
    expect(error.reason).toBe('too-large');
    // Read up to one chunk past the limit, no more.
    expect(error.bytesRead).toBeGreaterThan(LIMIT);
    expect(error.bytesRead).toBeLessThanOrEqual(LIMIT + 256 * 1024);
    // What the server got out before the close is the limit plus the sockets' buffers, far from 200 MB.
    expect(sent).toBeLessThan(LIMIT + 40 * 1024 * 1024);
    console.log(
      `byte limit: read ${(error.bytesRead / 2 ** 20).toFixed(1)} MiB, server sent ${(sent / 2 ** 20).toFixed(1)} MiB of 200, RSS ${((rssAfter - rssBefore) / 2 ** 20).toFixed(1)} MiB more`,
    );
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    const big = await serve((_, res) => {
      res.writeHead(200, { 'content-length': String(LIMIT + 1) });
      res.write(Buffer.alloc(1024));
    });
    const error = await refusal(`http://127.0.0.1:${big.port}/big.png`, { maxBytes: LIMIT, allow: parseAllowList(['127.0.0.1']) });
    expect(error.reason).toBe('too-large');
    expect(error.bytesRead).toBe(0);
  });

  it('takes a body of exactly the limit', async () => {
    const exact = await serve((_, res) => res.end(Buffer.alloc(1024, 1)));
    const res = await outboundFetch(`http://127.0.0.1:${exact.port}/x`, { ...quick, allow: parseAllowList(['127.0.0.1']) });
    expect(res.body.byteLength).toBe(1024);
  });
});

describe('failures', () => {
  it('a host that never answers ends at the deadline', async () => {
    const silent = await serve(() => undefined);
    const error = await refusal(`http://127.0.0.1:${silent.port}/x`, { allow: parseAllowList(['127.0.0.1']), timeoutMs: 300 });
    expect(error.reason).toBe('timeout');
    expect(error.internal).toBe(true);
  });

  it('a closed port is unreachable, and says it was on the allowed network', async () => {
    const gone = await serve(ok);
    const closing = servers.pop()!;
    await new Promise((resolve) => closing.close(resolve));
    const error = await refusal(`http://127.0.0.1:${gone.port}/x`, { allow: parseAllowList(['127.0.0.1']) });
    expect(error).toMatchObject({ reason: 'unreachable', internal: true });
  });

  it('a connection cut mid-body is unreachable, not a response', async () => {
    const cut = await serve((_, res) => {
      res.writeHead(200, { 'content-length': '1000' });
      res.write(Buffer.alloc(10));
      setImmediate(() => res.destroy());
    });
    expect((await refusal(`http://127.0.0.1:${cut.port}/x`, { allow: parseAllowList(['127.0.0.1']) })).reason).toBe('unreachable');
  });
});

describe('the allow list', () => {
  it('names hosts, addresses and CIDR ranges', async () => {
    const target = await serve(ok, '0.0.0.0');
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    for (const [entries, url] of [
      [['127.0.0.1'], `http://127.0.0.1:${target.port}/a`],
      [['127.0.0.0/8'], `http://127.0.0.5:${target.port}/b`],
      [['IMAGES.internal.'], `http://images.internal:${target.port}/c`],
      [['::ffff:127.0.0.0/104'], `http://127.0.0.1:${target.port}/d`],
    ] as const) {
      const res = await outboundFetch(url, { ...quick, resolve, allow: parseAllowList(entries) });
      expect(res).toMatchObject({ status: 200, internal: true });
    }
    // A name is allowed by itself, not by sharing an address with an allowed name.
    expect((await refusal(`http://other.internal:${target.port}/e`, { resolve, allow: parseAllowList(['images.internal']) })).reason).toBe(
      'refused',
    );
    expect(target.seen).toEqual(['/a', '/b', '/c', '/d']);
  });

  it.each([
    'http://images.internal',
    'images.internal:8080',
    '*.internal',
    '10.0.0.0/33',
    '10.0.0.0/8/1',
    'fd00::/129',
    'bad_host',
    '10.0.0.0/x',
  ])('refuses the entry %s', (entry) => {
    expect(() => parseAllowList([entry], 'ADMIN_FETCH_ALLOW')).toThrow(`ADMIN_FETCH_ALLOW: "${entry}"`);
  });
});
