// What `NODE_ENV=production npm start` does to an empty database: seeds nothing, answers 404 for
// every host, and says in its log how to add a program; with SEED_DEMO=1 it seeds the demo's
// programs, people and catalogue, without the demo-only parts (the Hostile Sandbox, /dev).
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { boot, noProgramHint } from '../../server/boot.ts';
import { readConfig } from '../../server/config.ts';
import type { Deps } from '../../server/context.ts';
import { PASSWORD } from '../support/test-server.ts';
import { onPostgres } from '../support/child-database.ts';

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

// Always on PGlite (an in-memory database of its own): the PGlite run covers it.
describe.skipIf(onPostgres)('NODE_ENV=production on an empty database', () => {
  it('seeds nothing, answers 404 for every host, logs how to add a program and that no mail is sent', async () => {
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

describe.skipIf(onPostgres)('NODE_ENV=production with SEED_DEMO=1', () => {
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
