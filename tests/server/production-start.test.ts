// What `NODE_ENV=production npm start` does to an empty database: seeds nothing, responds 404 for
// every host, and says in its log how to add a program; with SEED_DEMO=1 it seeds the demo's
// programs, people and catalogue, without the demo-only parts (the Hostile Sandbox, /dev). And what
// it loads: none of a demo start's own modules (server/demo) nor their libraries.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { boot, noProgramHint } from '../../server/boot.ts';
import { readConfig } from '../../server/config.ts';
import type { Deps } from '../../server/context.ts';
import { PASSWORD } from '../support/test-server.ts';
import { freePort } from '../support/free-port.ts';
import { repoRoot, startServer } from '../support/server-process.ts';

const started: Deps[] = [];
afterAll(async () => {
  for (const deps of started) {
    await deps.mail.close();
    await deps.db.close();
  }
});

async function start(env: Record<string, string>) {
  const lines: string[] = [];
  const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
  const deps = await boot({ ...readConfig(env), dataDir: 'memory', distDir: '.tmp/no-dist', ssr: false }, log);
  started.push(deps);
  const app = createApp(deps);
  const request = (host: string, path: string, init: RequestInit = {}) =>
    app.request(`http://${host}${path}`, { ...init, headers: { host, ...init.headers } });
  return { deps, lines, request };
}

// On PGlite in memory on every run: a database of its own, from empty.
describe('NODE_ENV=production on an empty database', () => {
  it('seeds nothing, responds 404 for every host, logs how to add a program and that no mail is sent', async () => {
    const { deps, lines, request } = await start({ NODE_ENV: 'production' });
    expect(await deps.db.query('SELECT 1 FROM programs')).toEqual([]);
    expect(await deps.db.query('SELECT 1 FROM users')).toEqual([]);
    expect(await deps.db.query('SELECT 1 FROM products')).toEqual([]);
    for (const host of ['localhost', '127.0.0.1', 'points.localhost', 'shop.example.com']) {
      const res = await request(host, '/api/programs');
      expect(res.status, host).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe('not_found');
    }
    expect((await request('localhost', '/dev/outbox')).status).toBe(404);
    const hint = noProgramHint(deps.config);
    expect(lines).toContain(hint);
    // The key comes first: program apply is an admin call, and the first key is made in the database.
    expect(hint.indexOf('npm run ops -- keys create')).toBeGreaterThan(-1);
    expect(hint.indexOf('npm run ops -- keys create')).toBeLessThan(hint.indexOf('npm run ops -- program apply <folder>'));
    expect(hint).toContain('while this server is stopped');
    expect(noProgramHint({ databaseUrl: 'postgres://db/x' })).not.toContain('stopped');
    expect(hint).toContain('docs/operate.md');
    expect(hint).toContain('SEED_DEMO=1');
    expect(lines.some((l) => l.includes('SMTP_URL is not set'))).toBe(true);
  }, 120_000);
});

describe('NODE_ENV=production with SEED_DEMO=1', () => {
  it('has the demo’s programs and people, but no Hostile Sandbox and no /dev', async () => {
    const { deps, lines, request } = await start({ NODE_ENV: 'production', SEED_DEMO: '1' });
    expect(lines.some((l) => l.startsWith('No program yet'))).toBe(false);
    const slugs = (await deps.db.query<{ slug: string }>('SELECT slug FROM programs ORDER BY slug')).map((r) => r.slug);
    expect(slugs).toEqual(['apex', 'spring', 'summit', 'thanks', 'winter']);
    expect((await request('localhost', '/api/programs')).status).toBe(200);
    expect((await request('tiered.localhost', '/api/programs')).status).toBe(200);
    expect((await request('hostile.localhost', '/api/programs')).status).toBe(404);
    const signIn = await request('localhost', '/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'alex@summit.example', password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    for (const path of ['/dev/outbox', '/dev/anything']) expect((await request('localhost', path)).status, path).toBe(404);
    // Nor the development identity provider.
    expect((await request('localhost', '/oidc/.well-known/openid-configuration')).status).not.toBe(200);
  }, 240_000);

  it('SEED_DEMO takes 1 or 0, and stops the start on anything else', () => {
    expect(readConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(readConfig({}).seedDemo).toBe(true);
    expect(() => readConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });

  it('renders the signed-out first views unless SSR=0', () => {
    expect(readConfig({ NODE_ENV: 'production' }).ssr).toBe(true);
    expect(readConfig({ SSR: '' }).ssr).toBe(true);
    expect(readConfig({ SSR: '1' }).ssr).toBe(true);
    expect(readConfig({ SSR: '0' }).ssr).toBe(false);
    expect(() => readConfig({ SSR: 'no' })).toThrow(/SSR must be 1 or 0/);
  });
});

/**
 * `npm run serve` as a child process (server/main.ts) on 127.0.0.1 (Summit Rewards in the demo, no
 * program in production), with every module it resolves written to a file
 * (tests/support/module-log.mjs); asks for `paths` once it is up, then stops it. Resolves to the
 * modules' URLs, relative to the repository where they are in it, and the responses' statuses.
 */
async function modulesOfStart(env: Record<string, string | undefined>, paths: string[]): Promise<{ loaded: string[]; statuses: number[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'module-log-'));
  const file = join(dir, 'modules.txt');
  try {
    const server = await startServer({
      port: await freePort(),
      env: {
        ...env,
        DATABASE_URL: undefined,
        SSR: '0',
        DIST_DIR: '.tmp/no-dist',
        MODULE_LOG: file,
        NODE_OPTIONS: `--import=${pathToFileURL(join(repoRoot, 'tests/support/module-log.mjs')).href}`,
      },
    });
    const statuses: number[] = [];
    try {
      for (const path of paths) statuses.push((await server.fetch(`${server.baseUrl}${path}`)).status);
    } finally {
      await server.stop();
    }
    const root = `${pathToFileURL(repoRoot).href}/`;
    const loaded = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((url) => (url.startsWith(root) ? url.slice(root.length) : url));
    return { loaded: [...new Set(loaded)], statuses };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A demo start's own modules, and the libraries only they use. */
const demoModules = (loaded: string[]) => loaded.filter((url) => url.startsWith('server/demo/') || /(^|\/)node_modules\/(oidc-provider|smtp-server|mailparser)\//.test(url));
/** Whether `loaded` holds a module of the package `name`. */
const hasPackage = (loaded: string[], name: string) => loaded.some((url) => url.startsWith(`node_modules/${name}/`) || url.includes(`/node_modules/${name}/`));

// On PGlite in memory on every run.
describe('what a start loads', () => {
  it('in production: none of a demo start’s modules or libraries, at start nor when their addresses are asked for', async () => {
    const { loaded, statuses } = await modulesOfStart({ NODE_ENV: 'production' }, ['/oidc/.well-known/openid-configuration', '/dev/outbox']);
    expect(statuses).toEqual([404, 404]);
    // The log holds the start's own modules and its libraries, so an empty one cannot pass.
    expect(loaded).toEqual(expect.arrayContaining(['server/main.ts', 'server/boot.ts', 'server/app.ts', 'server/mail/index.ts', 'server/seed/index.ts']));
    expect(hasPackage(loaded, 'hono')).toBe(true);
    expect(demoModules(loaded)).toEqual([]);
  }, 180_000);

  it('in the demo: its identity provider, mail catcher and Hostile Sandbox, as the same log shows them', async () => {
    const { loaded, statuses } = await modulesOfStart({ NODE_ENV: undefined, SEED_PRODUCTS: '6' }, ['/oidc/.well-known/openid-configuration', '/dev/outbox']);
    expect(statuses).toEqual([200, 200]);
    const found = demoModules(loaded);
    expect(found).toEqual(
      expect.arrayContaining(['server/demo/index.ts', 'server/demo/oidc/index.ts', 'server/demo/mail-catcher.ts', 'server/demo/hostile-sandbox.ts']),
    );
    for (const library of ['oidc-provider', 'smtp-server', 'mailparser']) expect(hasPackage(found, library), library).toBe(true);
  }, 180_000);
});
