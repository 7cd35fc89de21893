// The deployment's own files (deploy/, docs/deploy.md): the Node the image runs beside the Node
// versions package.json admits, and nginx's template run for real (Debian's nginx, as
// `npm run test:deploy` runs it): the operator's surface responses only this machine and the
// addresses the operator lists, and the build's manifest never goes out.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_BINARY, startNginx, type NginxHandle } from '../deploy/nginx.ts';
import { freePort } from '../support/free-port.ts';
import { repoRoot } from '../support/server-process.ts';

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

/** `>=20.19` as [20, 19]; any other form of range fails the test that reads it. */
function minimumOf(range: string): [number, number] {
  const match = /^>=(\d+)\.(\d+)$/.exec(range);
  if (!match) throw new Error(`engines.node is "${range}", not ">=major.minor"`);
  return [Number(match[1]), Number(match[2])];
}
const admits = ([major, minor]: [number, number], version: string) => {
  const [m, n] = version.split('.').map(Number) as [number, number];
  return m > major || (m === major && n >= minor);
};

describe('Node versions', () => {
  const images = [...read('deploy/Dockerfile').matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]!);
  const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;

  it('every stage of the image runs Node 22, an LTS line that package.json admits', () => {
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) expect(image).toMatch(/^node:22-bookworm-slim$/);
    expect(admits(minimumOf(engines), '22.0')).toBe(true);
  });

  it('package.json still admits Node 20 from 20.19 (CI runs on it), and the Node running this test', () => {
    expect(engines).toBe('>=20.19');
    expect(admits(minimumOf(engines), '20.19')).toBe(true);
    expect(admits(minimumOf(engines), '20.18')).toBe(false);
    expect(admits(minimumOf(engines), process.versions.node)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// nginx from the template, in front of two fallbacks for the storefront that note what reaches them

const haveNginx = existsSync(NGINX_BINARY);
let nginx: NginxHandle | undefined;
let runDir: string;
const upstreams: http.Server[] = [];
const reached: string[] = [];
/** A listed operator address (written to the file NGINX_ADMIN_ALLOW names). */
const LISTED = '127.0.0.3';
const STRANGER = '127.0.0.2';

beforeAll(async () => {
  if (!haveNginx) return;
  runDir = mkdtempSync(join(tmpdir(), 'nginx-template-'));
  for (let i = 0; i < 2; i++) {
    const server = http.createServer((req, res) => {
      reached.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('storefront');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    upstreams.push(server);
  }
  const address = (server: http.Server) => `127.0.0.1:${(server.address() as AddressInfo).port}`;
  nginx = await startNginx({ port: await freePort(), upstreams: [address(upstreams[0]!), address(upstreams[1]!)], runDir, adminAllow: [LISTED] });
}, 30_000);
afterAll(async () => {
  await nginx?.stop();
  await Promise.all(upstreams.map((s) => new Promise((resolve) => s.close(resolve))));
  if (runDir) rmSync(runDir, { recursive: true, force: true });
});

/** One request through nginx from `from`, with the path sent exactly as written. */
function get(path: string, from: string): Promise<{ status: number; body: string; type: string; upstream: boolean }> {
  const before = reached.length;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: nginx!.port, path, localAddress: from, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: res.headers['content-type'] ?? '', upstream: reached.length > before }));
    });
    req.on('error', reject);
    req.end();
  });
}

const OPERATOR_PATHS = [
  '/admin/api/keys',
  '/admin/api/programs/acme/points/import',
  '/admin',
  '/admin/',
  '/metrics',
  // Spellings that are the same path once nginx has normalised it.
  '/ADMIN/api/keys',
  '//admin/api/keys',
  '/%61dmin/api/keys',
  '/admin%2Fapi/keys',
  '/api/../admin/api/keys',
  '/./metrics',
];

describe.skipIf(!haveNginx)('the nginx template', () => {
  it('refuses the operator surface to any other client (403 with the admin Error body) before a process sees it', async () => {
    for (const path of OPERATOR_PATHS) {
      const res = await get(path, STRANGER);
      expect(res.status, path).toBe(403);
      expect(res.upstream, path).toBe(false);
      expect(res.type, path).toMatch(/^application\/json/);
      expect(JSON.parse(res.body), path).toEqual({ error: 'forbidden', message: expect.any(String) });
    }
  });

  it('passes it on from this machine and from an address the operator listed', async () => {
    for (const from of ['127.0.0.1', LISTED]) {
      for (const path of ['/admin/api/keys', '/metrics']) {
        const res = await get(path, from);
        expect(res.status, `${path} from ${from}`).toBe(200);
        expect(res.upstream, `${path} from ${from}`).toBe(true);
      }
    }
  });

  it('keeps the shop open to everyone, including paths that only start like the operator\'s', async () => {
    for (const path of ['/', '/api/programs', '/login', '/administration-guide', '/metrics-page', '/assets/app.js']) {
      const res = await get(path, STRANGER);
      expect(res.status, path).toBe(200);
      expect(res.upstream, path).toBe(true);
    }
  });

  it('never sends the build manifest, to anyone', async () => {
    for (const from of [STRANGER, '127.0.0.1']) {
      for (const path of ['/.vite/manifest.json', '/%2Evite/manifest.json', '/assets/../.vite/manifest.json']) {
        const res = await get(path, from);
        expect(res.status, `${path} from ${from}`).toBe(404);
        expect(res.upstream, `${path} from ${from}`).toBe(false);
      }
    }
  });
});
