// The sign-in limits hold across server instances: two server processes on one PostgreSQL
// database share the counts, because they live in the database (sign_in_failures), not in either
// process. Failures alternate between the two and parallel guesses are spread over both; the
// account's delays and the address's refusal come exactly as with one server. Runs when DATABASE_URL is set (CI's PostgreSQL
// run; `bash scripts/pg-setup.sh` locally): PGlite is one process's database by design.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { dropDatabase } from '../support/child-database.ts';
import { freePort } from '../support/free-port.ts';
import { startServer, type ServerHandle } from '../support/server-process.ts';

type S = components['schemas'];

const PASSWORD = 'Summit#2026';
const PER_ACCOUNT = 4;
const PER_ADDRESS = 40;

async function signIn(server: ServerHandle, email: string, password: string) {
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as Partial<S['AccessToken'] & S['Error']>;
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body, ms: performance.now() - started };
}

describe.runIf(Boolean(process.env.DATABASE_URL))('two server processes on one PostgreSQL database', () => {
  let admin: import('pg').Client;
  const name = `storefront_limits_${randomBytes(6).toString('hex')}`;
  let a: ServerHandle | undefined;
  let b: ServerHandle | undefined;

  beforeAll(async () => {
    const { default: pg } = await import('pg');
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      NODE_ENV: undefined,
      SEED_PRODUCTS: '60',
      RATE_LIMIT_ACCOUNT: String(PER_ACCOUNT),
      RATE_LIMIT_ADDRESS: String(PER_ADDRESS),
      RATE_LIMIT_WINDOW_SECONDS: '900',
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startServer({ port: await freePort(), env });
    b = await startServer({ port: await freePort(), env });
  }, 240_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await dropDatabase(admin, name);
    await admin.end();
  });

  it('failures alternating between the instances add up: after 4, both delay the right password, and let it in', async () => {
    const [one, two] = [a!, b!];
    expect(one.pid).not.toBe(two.pid);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const res = await signIn(i % 2 === 0 ? one : two, 'buyer020@summit.example', `Wrong#${i}000`);
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    // Each instance counts the other's failures: its attempt waits (0.5 s, the first delay) and succeeds.
    // A lower bound only: a busy machine makes it longer, never shorter.
    for (const server of [one, two]) {
      const res = await signIn(server, 'buyer020@summit.example', PASSWORD);
      expect(res.status).toBe(200);
      expect(res.ms).toBeGreaterThanOrEqual(480);
    }
    // Another account is unaffected, on either instance.
    expect((await signIn(two, 'buyer022@summit.example', PASSWORD)).status).toBe(200);
  });

  it('20 guesses sent at once, spread over both: every one is checked and counted, none refused', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(i % 2 === 0 ? a! : b!, 'buyer021@summit.example', `Wrong#${i}000`)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(401));
    // Those past the first 4 in flight waited: the slowest at least the 5 s bound.
    expect(Math.max(...results.map((r) => r.ms))).toBeGreaterThanOrEqual(4_900);
  });

  it('the per-address count is shared as well: 40 failures from 127.0.0.1 over both, then both refuse everyone', async () => {
    // 24 failures so far (4 + 20); sixteen more on fresh accounts, alternating.
    for (let i = 0; i < PER_ADDRESS - PER_ACCOUNT - 20; i++) {
      expect((await signIn(i % 2 === 0 ? a! : b!, `buyer03${i}@summit.example`, 'Wrong#2026')).status).toBe(401);
    }
    for (const server of [a!, b!]) {
      const res = await signIn(server, 'alex@summit.example', PASSWORD);
      expect(res.status).toBe(429);
      expect(res.body.error).toBe('too_many_requests');
      expect(Number(res.retryAfter)).toBeGreaterThan(800);
    }
  });
});
