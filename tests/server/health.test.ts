// Health for orchestrators and balancers (docs/deploy.md): live responses whenever the process can;
// ready only when the database responds, change notices are heard and the process is not draining.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/types.ts';
import { startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

const ready = async (server: TestServer) => {
  const res = await server.request(SUMMIT, '/api/health/ready');
  return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as Record<string, boolean> };
};

describe('readiness', () => {
  const health = { draining: false };
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ deps: { health } });
  });
  afterAll(() => server.close());

  it('is 200 with every check passing, never cached; not before change notices are heard', async () => {
    // Subscribing takes a moment after the app is made; until then the caches are not used and ready says no.
    await vi.waitFor(async () => expect((await ready(server)).body.listener).toBe(true), { timeout: 5_000, interval: 20 });
    expect(await ready(server)).toEqual({ status: 200, cache: 'no-store', body: { ok: true, database: true, listener: true, draining: false } });
  });

  it('is 503 while draining; live stays 200', async () => {
    health.draining = true;
    try {
      expect(await ready(server)).toMatchObject({ status: 503, body: { ok: false, database: true, draining: true } });
      expect((await server.request(SUMMIT, '/api/health/live')).status).toBe(200);
    } finally {
      health.draining = false;
    }
  });
});

describe('readiness without the database', () => {
  let server: TestServer;
  let down = false;
  beforeAll(async () => {
    server = await startTestServer();
    const real = server.db;
    // The same database, but its queries fail while `down` (a dropped connection, a stopped server).
    const flaky: Db = { ...real, query: (text, params) => (down ? Promise.reject(new Error('connection refused')) : real.query(text, params)) };
    server = { ...server, ...(await rebuild(server, flaky)) };
  });
  afterAll(() => server.close());

  async function rebuild(base: TestServer, db: Db): Promise<Pick<TestServer, 'app' | 'request'>> {
    const { createApp } = await import('../../server/app.ts');
    const app = createApp({ ...base.deps, db });
    const request = (host: string, path: string) => app.request(`http://${host}${path}`, { headers: { host } });
    return { app, request: request as TestServer['request'] };
  }

  it('is 503 naming the database while it does not response, and 200 again once it does', async () => {
    await vi.waitFor(async () => expect((await ready(server)).status).toBe(200), { timeout: 5_000, interval: 20 });
    down = true;
    expect(await ready(server)).toMatchObject({ status: 503, body: { ok: false, database: false } });
    expect((await server.request(SUMMIT, '/api/health/live')).status).toBe(200);
    down = false;
    expect((await ready(server)).status).toBe(200);
  });
});
