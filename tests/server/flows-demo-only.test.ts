import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isNotFound } from '@tanstack/react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDemo } from '../../server/boot';
import { isDemoDocument } from '../../src/features/flows/live/demo-mode';
import { Route as FlowsRoute } from '../../src/routes/_public/flows';
import { startTestServer, SUMMIT, type TestServer } from '../support/test-server';

// [demo 4, 5]: the demo, `npm start`, includes the /flows page and /dev (the outbox);
// `NODE_ENV=production npm start` has none of them.
// A built app fallback: the real build's index.html has the same <head>, and the router names the
// Flows page's chunk after its route file (flows-<hash>.js).
const dist = path.join(process.cwd(), '.tmp', `flows-dist-${process.pid}`);
const INDEX =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Rewards</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

let demo: TestServer;
let production: TestServer;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'flows-Ab12Cd.js'), 'export const flows = 1;\n');
  writeFileSync(path.join(dist, 'assets', 'index-Ef34Gh.js'), 'export const app = 1;\n');
  demo = await startTestServer({ distDir: dist, production: false });
  production = await startTestServer({ distDir: dist, production: true });
  // import.meta.env.DEV is true under Vitest, and the dev server counts as the demo: stub the built app.
  vi.stubEnv('DEV', false);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all([demo?.close(), production?.close()]);
  rmSync(dist, { recursive: true, force: true });
});

// jsdom ships no types (and @types/jsdom is not a dependency): this is all the test uses of it.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { document: Document } } };
const documentOf = (html: string) => new JSDOM(html).window.document;

/** What the route does when the app in that document opens /flows: nothing, or the 404 page. */
function routeOutcome(doc: Document): 'shown' | 'not found' {
  vi.stubGlobal('document', doc);
  try {
    FlowsRoute.options.beforeLoad?.({} as never);
    return 'shown';
  } catch (error) {
    if (isNotFound(error)) return 'not found';
    throw error;
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('/flows in the demo', () => {
  it('serves the app marked as the demo at /flows and at /, and the app routes /flows to its page', async () => {
    for (const address of ['/flows', '/flows?machine=app-boot', '/']) {
      const res = await demo.request(SUMMIT, address);
      expect(res.status, address).toBe(200);
      const doc = documentOf(await res.text());
      expect(isDemoDocument(doc), address).toBe(true);
      expect(routeOutcome(doc), address).toBe('shown');
    }
  });

  it('serves the page’s chunk', async () => {
    const res = await demo.request(SUMMIT, '/assets/flows-Ab12Cd.js');
    expect(res.status).toBe(200);
  });
});

describe('/flows under NODE_ENV=production', () => {
  it('responds 404 with the app, unmarked, whose router then shows its not-found page', async () => {
    for (const address of ['/flows', '/flows/', '/flows?machine=app-boot']) {
      const res = await production.request(SUMMIT, address);
      expect(res.status, address).toBe(404);
      const doc = documentOf(await res.text());
      expect(doc.querySelector('#root'), address).not.toBeNull();
      expect(isDemoDocument(doc), address).toBe(false);
      expect(routeOutcome(doc), address).toBe('not found');
    }
  });

  it('does not mark any page as the demo, so no actor reports to a Flows page', async () => {
    for (const address of ['/', '/index.html', '/login', '/shop']) {
      const res = await production.request(SUMMIT, address);
      expect(res.status, address).toBe(200);
      expect(isDemoDocument(documentOf(await res.text())), address).toBe(false);
    }
  });

  it('refuses the page’s chunks and still serves the shop’s', async () => {
    expect((await production.request(SUMMIT, '/assets/flows-Ab12Cd.js')).status).toBe(404);
    expect((await production.request(SUMMIT, '/assets/index-Ef34Gh.js')).status).toBe(200);
  });
});

describe('/dev in the demo only', () => {
  it('the demo lists its outbox at /dev/outbox', async () => {
    const res = await demo.request(SUMMIT, '/dev/outbox');
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it('production has no /dev at all: 404, and no app page in its place', async () => {
    for (const address of ['/dev/outbox', '/dev/', '/dev/anything']) {
      const res = await production.request(SUMMIT, address);
      expect(res.status, address).toBe(404);
      expect(res.headers.get('content-type'), address).toMatch(/^application\/json/);
    }
  });

  it('production loads none of the demo start’s parts, so it starts no mail catcher', async () => {
    expect(await loadDemo({ production: true })).toBeUndefined();
    expect(await loadDemo({ production: false })).toMatchObject({ seed: { programs: [{ slug: 'hostile' }] } });
  });
});
