// Image addresses in a catalogue file are chosen by whoever holds a key for one program: the
// server must not fetch from its own network for them, tell what answered there, or read a body
// without end. The attacks as they were tried live, through the admin API.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_LIMIT_BYTES, imageFetchError } from '../../server/admin/catalogue-images.ts';
import { readConfig } from '../../server/config.ts';
import { admin, dataState, operatorKey } from '../support/admin.ts';
import { freePort } from '../support/free-port.ts';
import { solidPng } from '../support/png.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const PNG = solidPng(4, 4, [10, 120, 200]);
const HEADER = 'slug,name,brand,category,price,images';
const IMPORT = '/admin/api/programs/{program}/catalogue/import';
const BIG = 200 * 1024 * 1024;

let server: TestServer;
let key: string;
let app: ServerType;
let appPort: number;
const listeners: Server[] = [];

/** A local host that counts what it is asked; everything it serves is a valid image unless the handler says otherwise. */
async function host(address: string, handler?: (req: IncomingMessage, res: ServerResponse) => boolean) {
  const seen: string[] = [];
  const srv = createServer((req, res) => {
    seen.push(req.url ?? '');
    if (handler?.(req, res)) return;
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(PNG);
  });
  srv.listen(0, address);
  try {
    await once(srv, 'listening');
  } catch {
    // A machine without IPv6 loopback: the address is still refused, there is just no one to ask.
    return { seen, port: 9 };
  }
  listeners.push(srv);
  return { seen, port: (srv.address() as AddressInfo).port };
}

// The image server the operator allows (ADMIN_FETCH_ALLOW=127.0.0.2), and hosts it does not.
let allowed: Awaited<ReturnType<typeof host>>;
let internal: Awaited<ReturnType<typeof host>>;
let internalV6: Awaited<ReturnType<typeof host>>;
let streamed = 0;

beforeAll(async () => {
  server = await startTestServer({ adminFetchAllow: ['127.0.0.2'] });
  ({ key } = await operatorKey(server, ['summit']));
  appPort = await freePort();
  app = serve({ fetch: server.app.fetch, port: appPort, hostname: '127.0.0.1' });
  // What a metrics port or an internal service looks like: text, except the images it has.
  internal = await host('127.0.0.1', (req, res) => {
    if (req.url!.endsWith('.png')) return false;
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('# HELP process_cpu_seconds_total\nprocess_cpu_seconds_total 1\n');
    return true;
  });
  internalV6 = await host('::1');
  allowed = await host('127.0.0.2', (req, res) => {
    if (req.url === '/page.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    else if (req.url === '/missing.png') res.writeHead(404).end();
    else if (req.url === '/to-internal.png') res.writeHead(302, { location: `http://127.0.0.1:${internal.port}/secret.png` }).end();
    else if (req.url === '/to-health.png') res.writeHead(302, { location: `http://127.0.0.1:${appPort}/api/health` }).end();
    else if (req.url === '/huge.png') streamHuge(res);
    else return false;
    return true;
  });
});
afterAll(async () => {
  for (const s of listeners) s.closeAllConnections();
  await Promise.all(listeners.map((s) => new Promise((resolve) => s.close(resolve))));
  await new Promise((resolve) => app?.close(resolve));
  await server?.close();
});

/** 200 MB of a png's first bytes and then filler, chunked (no Content-Length), as fast as the client reads. */
function streamHuge(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'image/png' });
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  PNG.copy(chunk);
  const write = () => {
    while (streamed < BIG && !res.destroyed) {
      streamed += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', write);
    }
    res.end();
  };
  write();
}

/** A program's catalogue file naming each address as one product's image; the row errors by line. */
async function importImages(urls: string[]) {
  const rows = urls.map((u, i) => `fetch-${i},Item ${i},Northwind,Electronics > Audio > Speakers,100,${u}`);
  // The importer checks a file's last product only when the rest had no error: a last row without an image.
  rows.push('fetch-last,Last,Northwind,Electronics > Audio > Speakers,100,');
  const before = await dataState(server);
  const res = await admin(
    server,
    'POST',
    '/admin/api/programs/summit/catalogue/import',
    { key, file: `${[HEADER, ...rows].join('\n')}\n` },
    IMPORT,
  );
  if (res.status !== 200) expect(await dataState(server)).toEqual(before);
  const byLine = new Map<number, string>((res.body.errors ?? []).map((e: { line: number; message: string }) => [e.line, e.message]));
  return { status: res.status, messages: urls.map((_, i) => byLine.get(i + 2)) };
}

/** The one text, with the address it names taken out. */
const sameText = (messages: (string | undefined)[], urls: string[]) => new Set(messages.map((m, i) => m?.replace(urls[i]!, '<address>')));
const ONE_TEXT = imageFetchError('<address>', { reason: 'refused', internal: false });

describe('addresses on the server’s own network are refused before connecting', () => {
  it('loopback, localhost, IPv6 loopback and its IPv4-mapped form, metadata, private and link-local ranges', async () => {
    const urls = [
      `http://127.0.0.1:${internal.port}/a.png`,
      `http://localhost:${internal.port}/b.png`,
      `http://[::ffff:127.0.0.1]:${internal.port}/c.png`,
      `http://[::1]:${internalV6.port}/d.png`,
      `http://0.0.0.0:${internal.port}/e.png`,
      'http://169.254.169.254/latest/meta-data/iam.png',
      'http://10.0.0.1/f.png',
      'http://192.168.1.1/g.png',
      'http://100.64.0.1/h.png',
      'http://[fd00::1]/i.png',
      'http://[fe80::1]/j.png',
    ];
    const { status, messages } = await importImages(urls);
    expect(status).toBe(400);
    expect(sameText(messages, urls)).toEqual(new Set([ONE_TEXT]));
    expect(internal.seen).toEqual([]);
    expect(internalV6.seen).toEqual([]);
  });

  it('a redirect from the allowed host to a refused one is not followed (nor one to the shop’s own API)', async () => {
    const urls = [`http://127.0.0.2:${allowed.port}/to-internal.png`, `http://127.0.0.2:${allowed.port}/to-health.png`];
    const { status, messages } = await importImages(urls);
    expect(status).toBe(400);
    expect(sameText(messages, urls)).toEqual(new Set([ONE_TEXT]));
    expect(allowed.seen).toEqual(expect.arrayContaining(['/to-internal.png', '/to-health.png']));
    expect(internal.seen).toEqual([]);
  });
});

describe('a failure does not tell what answered', () => {
  it('an open port, the admin API’s 401 and a closed port read alike, refused or allowed', async () => {
    const closed = await freePort();
    const urls = [
      // refused: an open port answering text, the admin API answering 401, a closed port
      `http://127.0.0.1:${internal.port}/metrics`,
      `http://127.0.0.1:${appPort}/admin/api/keys`,
      `http://127.0.0.1:${closed}/x.png`,
      // allowed, so on the operator's network: not an image, 404, a closed port
      `http://127.0.0.2:${allowed.port}/page.html`,
      `http://127.0.0.2:${allowed.port}/missing.png`,
      `http://127.0.0.2:${closed}/x.png`,
    ];
    const { status, messages } = await importImages(urls);
    expect(status).toBe(400);
    expect(sameText(messages, urls)).toEqual(new Set([ONE_TEXT]));
    expect(internal.seen).toEqual([]);
  });

  it('an response from a public address may say what was wrong: anyone could have asked it', () => {
    const url = 'https://images.example.com/a.png';
    expect(imageFetchError(url, { reason: 'not-image', internal: false })).toBe(`${url} is not a png, jpg, webp or gif image.`);
    expect(imageFetchError(url, { reason: 'status', internal: false, status: 404 })).toBe(`Fetching ${url} answered 404.`);
    expect(imageFetchError(url, { reason: 'too-large', internal: false })).toBe(`${url} is larger than 10 MB.`);
    for (const problem of [
      { reason: 'not-image', internal: true },
      { reason: 'status', internal: true, status: 401 },
      { reason: 'too-large', internal: true },
      { reason: 'unreachable', internal: false },
      { reason: 'timeout', internal: false },
      { reason: 'too-many-redirects', internal: false },
    ] as const) {
      expect(imageFetchError(url, problem)).toBe(ONE_TEXT.replace('<address>', url));
    }
  });
});

describe('the allow list', () => {
  it('is read from ADMIN_FETCH_ALLOW, empty by default; a malformed entry stops the start', () => {
    expect(readConfig({}).adminFetchAllow).toEqual([]);
    expect(readConfig({ ADMIN_FETCH_ALLOW: 'images.internal, 10.20.0.0/16 fd00::7' }).adminFetchAllow).toEqual([
      'images.internal',
      '10.20.0.0/16',
      'fd00::7',
    ]);
    expect(() => readConfig({ ADMIN_FETCH_ALLOW: 'images.internal:8080' })).toThrow(
      'ADMIN_FETCH_ALLOW: "images.internal:8080" is not a host name',
    );
  });

  it('lets the operator’s own image server in', async () => {
    const url = `http://127.0.0.2:${allowed.port}/green.png`;
    const { status, messages } = await importImages([url]);
    expect(messages).toEqual([undefined]);
    expect(status).toBe(200);
    const [row] = await server.db.query<{ sha256: string }>(
      "SELECT sha256 FROM catalogue_images WHERE scope = 'summit' AND source_url = $1",
      [url],
    );
    expect(row).toBeDefined();
  });

  it('an image streamed without Content-Length stops at 10 MB, not at its 200 MB', async () => {
    streamed = 0;
    const rssBefore = process.memoryUsage().rss;
    const { status, messages } = await importImages([`http://127.0.0.2:${allowed.port}/huge.png`]);
    const rssAfter = process.memoryUsage().rss;
    expect(status).toBe(400);
    expect(messages[0]).toContain('Could not fetch an image');
    // The limit, plus what the sockets had buffered when the connection was dropped.
    expect(streamed).toBeGreaterThan(IMAGE_LIMIT_BYTES);
    expect(streamed).toBeLessThan(IMAGE_LIMIT_BYTES + 40 * 1024 * 1024);
    console.log(
      `streamed image: server sent ${(streamed / 2 ** 20).toFixed(1)} MiB of 200 before the drop; RSS ${((rssAfter - rssBefore) / 2 ** 20).toFixed(1)} MiB more`,
    );
  });
});
