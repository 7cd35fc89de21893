// Starting and stopping real server processes (server/main.ts as child processes): an embedded
// database folder refuses a second process (in the PGlite run); SIGTERM drains (an order held
// inside its transaction commits and is served, then the process exits 0), within
// SHUTDOWN_TIMEOUT_MS, on the run's database; on PostgreSQL (DATABASE_URL set) three processes
// starting together on an empty database all come up, and `npm run migrate` run twice at once
// applies the migrations once.
import { spawn } from 'node:child_process';
import http2 from 'node:http2';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { LOCK_FILE } from '../../server/db/folder-lock.ts';
import { HOLD_MARKER } from '../../server/lib/faults.ts';
import { childDatabase, dropDatabase, onPostgres, type ChildDatabase } from '../support/child-database.ts';
import { freePort } from '../support/free-port.ts';
import { logTail, repoRoot, startServer, type ServerHandle } from '../support/server-process.ts';
import { makeTestCertificate } from '../support/tls.ts';

type S = components['schemas'];

const PASSWORD = 'Summit#2026';
const ORDER: S['OrderRequest'] = {
  shippingAddress: {
    fullName: 'Buyer Eight',
    address1: '8 Drain Street',
    townCity: 'Denver',
    stateCounty: 'CO',
    postcode: '80202',
    country: 'USA',
    phone: '(555) 010-2026',
  },
  region: { location: 'USA-CONT', country: 'USA' },
  items: [{ productId: 'p_000003', quantity: 1 }],
};

const databases: ChildDatabase[] = [];
const servers: ServerHandle[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const database of databases) await database.drop();
});

/** A seeded database for the processes of one test: of the run's kind, or PGlite on any run. */
async function database(kind: 'run' | 'pglite' = 'run'): Promise<ChildDatabase> {
  const made = await childDatabase(undefined, kind);
  databases.push(made);
  return made;
}

async function start(env: Record<string, string | undefined>): Promise<ServerHandle> {
  const server = await startServer({ port: await freePort(), env: { NODE_ENV: undefined, DATABASE_URL: undefined, SEED_PRODUCTS: '60', ...env } });
  servers.push(server);
  return server;
}

async function waitForLog(server: ServerHandle, text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (readFileSync(server.logFile, 'utf8').includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`"${text}" did not appear in ${server.logFile}:\n${logTail(server.logFile)}`);
}

async function signIn(server: ServerHandle, email: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as S['AccessToken']).access_token;
}

function placeOrder(server: ServerHandle, token: string) {
  return fetch(`${server.baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `drain-${randomBytes(8).toString('hex')}` },
    body: JSON.stringify(ORDER),
  });
}

describe('PGlite: one process per folder', () => {
  it('a second process on the same DATA_DIR stops at start and says which process has it; after a clean stop the folder is free', async () => {
    const { env, where: dataDir } = await database('pglite');
    const first = await start(env);
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(first.pid));
    const second = start(env);
    // The log line is JSON: the folder's quotes are escaped there.
    await expect(second).rejects.toThrow(new RegExp(`DATA_DIR \\\\"${dataDir}\\\\" is in use by process ${first.pid}\\. The embedded database \\(PGlite\\) serves one process`));
    await first.stop();
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const third = await start(env);
    // Readiness follows liveness once change notices are heard.
    await expect.poll(async () => (await fetch(`${third.baseUrl}/api/health/ready`)).status, { timeout: 30_000, interval: 250 }).toBe(200);
    await third.stop();
  });
});

describe(`SIGTERM (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('drains: the order held in its transaction commits and is served, then the process exits 0', async () => {
    const { env } = await database();
    const server = await start({ ...env, STOREFRONT_TEST_HOLD_ORDER_TX_MS: '2500', SHUTDOWN_TIMEOUT_MS: '30000' });
    const token = await signIn(server, 'buyer008@summit.example');
    const answer = placeOrder(server, token);
    await waitForLog(server, HOLD_MARKER);
    process.kill(server.pid, 'SIGTERM');
    const res = await answer;
    expect(res.status).toBe(200);
    const placed = (await res.json()) as { success: true; id: string };
    expect(placed.success).toBe(true);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(readFileSync(server.logFile, 'utf8')).toMatch(/shutdown: drained/);

    // On the same database again: the order is there, committed.
    const again = await start(env);
    const orders = await fetch(`${again.baseUrl}/api/orders`, { headers: { authorization: `Bearer ${await signIn(again, 'buyer008@summit.example')}` } });
    expect(((await orders.json()) as S['Order'][]).map((o) => o.id)).toContain(placed.id);
    await again.stop();
  });

  it('over HTTPS, an idle HTTP/2 session does not hold the stop: GOAWAY, drained, exit 0', async () => {
    const certificate = makeTestCertificate();
    try {
      const { env } = await database();
      const server = await startServer({ port: await freePort(), tls: certificate, env: { NODE_ENV: undefined, ...env, SHUTDOWN_TIMEOUT_MS: '30000' } });
      servers.push(server);
      const session = http2.connect(server.baseUrl, { ca: certificate.pem, servername: 'localhost' });
      session.on('error', () => undefined);
      const status = await new Promise<number>((resolve, reject) => {
        const request = session.request({ ':authority': `localhost:${server.port}`, ':path': '/api/programs' });
        request.on('response', (headers) => resolve(Number(headers[':status'])));
        request.on('error', reject);
        request.resume();
        request.end();
      });
      expect(status).toBe(200);
      // The session stays open, idle, as a browser's does.
      const goaway = new Promise<void>((resolve) => session.once('goaway', () => resolve()));
      const started = Date.now();
      process.kill(server.pid, 'SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      await goaway;
      expect(Date.now() - started).toBeLessThan(25_000);
      expect(readFileSync(server.logFile, 'utf8')).toMatch(/shutdown: drained/);
      session.destroy();
    } finally {
      certificate.remove();
    }
  });

  it('stops at SHUTDOWN_TIMEOUT_MS when a request takes longer, with exit code 1; the cut order is not kept', async () => {
    const { env } = await database();
    const server = await start({ ...env, STOREFRONT_TEST_HOLD_ORDER_TX_MS: '60000', SHUTDOWN_TIMEOUT_MS: '1000' });
    const token = await signIn(server, 'buyer009@summit.example');
    const answer = placeOrder(server, token).then(
      (r) => r.status,
      () => 'cut' as const,
    );
    await waitForLog(server, HOLD_MARKER);
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(await answer).toBe('cut');
    expect(readFileSync(server.logFile, 'utf8')).toMatch(/shutdown: stopped at the bound/);
    const again = await start(env);
    const orders = await fetch(`${again.baseUrl}/api/orders`, { headers: { authorization: `Bearer ${await signIn(again, 'buyer009@summit.example')}` } });
    expect(((await orders.json()) as S['Order'][]).filter((o) => o.shippingAddress.address1 === ORDER.shippingAddress.address1)).toEqual([]);
    await again.stop();
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL: processes starting together', () => {
  let admin: import('pg').Client;
  const created: string[] = [];

  async function emptyDatabase(): Promise<string> {
    if (!admin) {
      const { default: pg } = await import('pg');
      admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
    }
    const name = `storefront_start_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    created.push(name);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    return url.toString();
  }

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    if (admin) for (const name of created) await dropDatabase(admin, name);
    await admin?.end();
  });

  it('three processes started at once on an empty database all come up, migrate once and seed once; metrics on METRICS_PORT', async () => {
    const url = await emptyDatabase();
    const metricsPort = await freePort();
    const three = await Promise.all([
      start({ DATABASE_URL: url, METRICS_PORT: String(metricsPort) }),
      start({ DATABASE_URL: url }),
      start({ DATABASE_URL: url }),
    ]);
    // The start helper waits for liveness; readiness follows once the listening connection is up
    // (and the database answers within readiness's own 2 s), a moment later on a busy machine.
    for (const server of three) {
      await expect
        .poll(async () => (await fetch(`${server.baseUrl}/api/health/ready`)).json(), { timeout: 30_000, interval: 250 })
        .toEqual({ ok: true, database: true, listener: true, draining: false });
    }
    const { default: pg } = await import('pg');
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const migrations = readdirSync(join(repoRoot, 'server/db/migrations')).filter((f) => f.endsWith('.sql'));
      expect((await db.query('SELECT count(*)::int AS n FROM schema_migrations')).rows[0].n).toBe(migrations.length);
      const hosts = await db.query<{ host: string; n: number }>('SELECT host, count(*)::int AS n FROM program_hosts GROUP BY host HAVING count(*) > 1');
      expect(hosts.rows).toEqual([]);
      // Seeded once: no participant twice in a program, no program twice, and the demo is there.
      expect((await db.query('SELECT program_id, lower(login) FROM users GROUP BY 1, 2 HAVING count(*) > 1')).rows).toEqual([]);
      expect((await db.query('SELECT slug FROM programs GROUP BY slug HAVING count(*) > 1')).rows).toEqual([]);
      expect((await db.query("SELECT count(*)::int AS n FROM program_hosts WHERE host = 'localhost'")).rows[0].n).toBe(1);
    } finally {
      await db.end();
    }
    // Metrics: on the separate loopback port only; the shop's port does not serve them.
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await scraped.text();
    expect(text).toMatch(/^storefront_db_pool_connections\{state="in_use"\} \d+$/m);
    expect(text).toMatch(/^storefront_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/ready",status="200"\} [1-9]\d*$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect((await fetch(`${three[0]!.baseUrl}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);

    for (const server of three) {
      await server.stop();
      expect(await server.exited).toEqual({ code: 0, signal: null });
    }
  });

  it('`npm run migrate` twice at once: one applies every migration, the other waits and finds them applied', async () => {
    const url = await emptyDatabase();
    const run = () =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/migrate.ts'], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: url } });
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr.on('data', (d: Buffer) => (out += d.toString()));
        child.on('exit', (code) => resolve({ code, out }));
      });
    const results = await Promise.all([run(), run()]);
    expect(results.map((r) => r.code)).toEqual([0, 0]);
    const outs = results.map((r) => r.out.trim()).sort();
    expect(outs[0]).toMatch(/^Applied to PostgreSQL \(DATABASE_URL\): 001_init\.sql, /);
    expect(outs[1]).toBe('PostgreSQL (DATABASE_URL): the schema is up to date.');
  });
});
