import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createApp } from '../../server/app.ts';
import { readConfig, type ServerConfig } from '../../server/config.ts';
import type { Deps } from '../../server/context.ts';
import type { Db } from '../../server/db/types.ts';
import { demoParts, type Demo } from '../../server/demo/index.ts';
import { startMail } from '../../server/mail/index.ts';
import { postgresFromTemplate } from './child-database.ts';

export interface TestServer {
  app: ReturnType<typeof createApp>;
  db: Db;
  deps: Deps;
  /** The demo start's own parts (server/demo), as boot.ts loads them outside production; undefined in production. */
  demo: Demo | undefined;
  /** A request as a browser on `host` would send it (the program is chosen by Host). */
  request(host: string, path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  signIn(host: string, email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** A fresh copy of the seeded database per call (PGlite snapshot or PostgreSQL template). */
export async function openTestDb(): Promise<{ db: Db; drop(): Promise<void> }> {
  const copy = await postgresFromTemplate('storefront_t');
  if (copy) {
    const { openPostgres } = await import('../../server/db/postgres.ts');
    const db = await openPostgres(copy.url);
    return {
      db,
      async drop() {
        await db.close();
        await copy.drop();
      },
    };
  }
  const { openPglite } = await import('../../server/db/pglite.ts');
  const file = inject('pgliteTemplate');
  const db = await openPglite('memory', { loadDataDir: new Blob([readFileSync(file)]) });
  return { db, drop: () => db.close() };
}

export async function startTestServer(overrides: Partial<ServerConfig> & { deps?: Partial<Deps> } = {}): Promise<TestServer> {
  const { db, drop } = await openTestDb();
  const { deps: depOverrides, ...configOverrides } = overrides;
  // No built pages (distDir), so nothing to render them from: the API alone, unless a test asks.
  const config: ServerConfig = { ...readConfig({}), distDir: '.tmp/no-dist', ssr: false, ...configOverrides };
  // The same parts and mail as boot: outside production the demo's own, with its in-process mail
  // server (GET /dev/outbox).
  const demo = config.production ? undefined : demoParts();
  const mail = depOverrides?.mail ?? (await startMail(config, db, quietMailLog, demo && (() => demo.startMailServer())));
  const deps: Deps = { db, config, mail, ...depOverrides };
  const app = createApp(deps, demo);
  async function request(host: string, path: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
    const { token, json, headers, ...rest } = init;
    const h = new Headers(headers);
    h.set('host', host);
    if (token) h.set('authorization', `Bearer ${token}`);
    if (json !== undefined) h.set('content-type', 'application/json');
    return app.request(`http://${host}${path}`, { ...rest, headers: h, ...(json !== undefined ? { body: JSON.stringify(json), method: rest.method ?? 'POST' } : {}) });
  }
  return {
    app,
    db,
    deps,
    demo,
    request,
    async signIn(host, email, password) {
      const res = await request(host, '/token', { json: password === undefined ? { email } : { email, password } });
      if (res.status !== 200) throw new Error(`sign-in of ${email} at ${host} failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { access_token: string }).access_token;
    },
    async close() {
      await deps.mail.close();
      await drop();
    },
  };
}

/** Production servers without SMTP_URL log every mail they drop; tests that care pass their own log. */
const quietMailLog = { warn: () => undefined, error: (message: string) => console.error(message) };

export const SUMMIT = 'localhost';
export const TIERED = 'tiered.localhost';
export const CLAIM = 'claim.localhost';
export const PASSWORD = 'Summit#2026';
