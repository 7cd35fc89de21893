import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../server/lib/security-headers';
import { DEMO_META } from '../../server/static';
import { startTestServer, SUMMIT, type TestServer } from '../support/test-server';

// The staff console's own bundle at /admin (server/console-static.ts), beside the shop's pages,
// on every program's host; and the shop's former /flows, which leads to the console's Flows page.
const dist = path.join(process.cwd(), '.tmp', `console-dist-${process.pid}`);
const SHOP_INDEX = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Rewards</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
const CONSOLE_INDEX =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Program console</title>\n  </head>\n  <body><div id="root" data-app="console"></div></body>\n</html>\n';

let demo: TestServer;
let production: TestServer;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'console', 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'console', '.vite'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), SHOP_INDEX);
  writeFileSync(path.join(dist, 'console', 'index.html'), CONSOLE_INDEX);
  writeFileSync(path.join(dist, 'console', 'assets', 'audit-Ab12Cd.js'), 'export const audit = 1;\n');
  writeFileSync(path.join(dist, 'console', '.vite', 'manifest.json'), '{}');
  demo = await startTestServer({ distDir: dist, production: false });
  production = await startTestServer({ distDir: dist, production: true });
});

afterAll(async () => {
  await Promise.all([demo?.close(), production?.close()]);
  rmSync(dist, { recursive: true, force: true });
});

describe('the console at /admin', () => {
  it('serves its own index.html at /admin and at any address under it, on any program host, with the strict policy', async () => {
    for (const host of [SUMMIT, 'tiered.localhost', 'claim.localhost']) {
      for (const address of ['/admin', '/admin/', '/admin/sign-in', '/admin/programs/summit/audit?action=points', '/admin/flows?machine=cart']) {
        const res = await production.request(host, address);
        expect(res.status, `${host}${address}`).toBe(200);
        expect(await res.text(), `${host}${address}`).toBe(CONSOLE_INDEX);
        expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        expect(res.headers.get('cache-control')).toBe('no-cache');
      }
    }
  });

  it('leaves the admin API alone: /admin/api answers as the API, never with the page', async () => {
    const me = await production.request(SUMMIT, '/admin/api/staff/me');
    expect(me.status).toBe(401);
    expect(me.headers.get('content-type')).toMatch(/json/);
    const unknown = await production.request(SUMMIT, '/admin/api/no-such-call');
    expect(unknown.headers.get('content-type')).toMatch(/json/);
  });

  it('serves its hashed assets for a year and answers 404 for a missing one or a dot path, not the page', async () => {
    const asset = await production.request(SUMMIT, '/admin/assets/audit-Ab12Cd.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('export const audit = 1;\n');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const address of ['/admin/assets/gone-Zz99.js', '/admin/.vite/manifest.json']) {
      expect((await production.request(SUMMIT, address)).status, address).toBe(404);
    }
  });

  it('is not served a second time by the shop’s static files under /console/', async () => {
    for (const address of ['/console/index.html', '/console/assets/audit-Ab12Cd.js']) {
      expect((await production.request(SUMMIT, address)).status, address).toBe(404);
    }
  });

  it('is marked as the demo’s page only in the demo (its Flows page then follows the shop’s actors)', async () => {
    expect(await (await demo.request(SUMMIT, '/admin/flows')).text()).toContain(DEMO_META);
    expect(await (await production.request(SUMMIT, '/admin/flows')).text()).not.toContain(DEMO_META);
  });

  it('leaves the shop’s pages as they were', async () => {
    const shop = await production.request(SUMMIT, '/shop');
    expect(shop.status).toBe(200);
    expect(await shop.text()).toContain('<title>Rewards</title>');
    // A path that only starts like the console's is the shop's.
    expect(await (await production.request(SUMMIT, '/administration')).text()).toContain('<title>Rewards</title>');
  });
});

describe('/flows', () => {
  it('leads to the console’s Flows page, with the machine asked for, in the demo and in production', async () => {
    for (const server of [demo, production]) {
      for (const [address, target] of [
        ['/flows', '/admin/flows'],
        ['/flows/', '/admin/flows'],
        ['/flows?machine=app-boot', '/admin/flows?machine=app-boot'],
      ] as const) {
        const res = await server.request(SUMMIT, address);
        expect(res.status, address).toBe(302);
        expect(res.headers.get('location'), address).toBe(target);
      }
    }
  });
});
