// Logs and metrics (docs/deploy.md). Every request writes one JSON line (pino) with its id, method,
// route pattern, status and duration; no line carries a token, password, reset link, e-mail or
// postal address, which this file checks by running sign-in, reset, order, address and password
// flows through the API with the log captured and searching it for each secret it used. Metrics
// count what they say; /metrics on the shop's port stays closed (the operator key opens it).
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { createLogger } from '../../server/lib/log.ts';
import { createMetrics, exposition } from '../../server/lib/metrics.ts';
import { metricsOnlyApp } from '../../server/modules/metrics.ts';
import { US_ADDRESS } from '../support/fixtures.ts';
import { operatorKey } from '../support/admin.ts';
import { waitForCaught } from '../support/outbox.ts';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

type S = components['schemas'];

const PROXY = '10.1.2.3';
const NEW_PASSWORD = 'Lantern#7788';
const ADDRESS = { ...US_ADDRESS, fullName: 'Quentin Obscura', address1: '47 Unlikely Lane', phone: '(555) 014-7788' };

const lines: Record<string, unknown>[] = [];
let raw = '';
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    raw += chunk.toString();
    for (const line of chunk.toString().trim().split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
const metrics = createMetrics();
let server: TestServer;
/** Every secret the flows below used or were given; none may reach the log. */
const secrets: string[] = [PASSWORD, NEW_PASSWORD, 'Wrong#Guess1', ADDRESS.fullName, ADDRESS.address1, ADDRESS.phone, 'buyer011@summit.example'];

beforeAll(async () => {
  server = await startTestServer({ trustedProxies: [PROXY], deps: { log: createLogger({ level: 'info', destination }), metrics } });
});
afterAll(() => server.close());

/** Through the trusted proxy, from a client, with the proxy's request id when given. */
async function call(path: string, init: { json?: unknown; token?: string; method?: string; requestId?: string } = {}) {
  const headers = new Headers({ host: SUMMIT, 'x-forwarded-for': '198.51.100.44' });
  if (init.requestId) headers.set('x-request-id', init.requestId);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const env = { incoming: { socket: { remoteAddress: PROXY, remotePort: 40000, remoteFamily: 'IPv4' } } };
  const res = await server.app.request(
    `http://${SUMMIT}${path}`,
    { method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'), headers, ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}) },
    env,
  );
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

describe('request logs over the whole participant journey', () => {
  it('sign-in, reset, order, address and password flows leave one line each and no secret', async () => {
    const email = 'buyer011@summit.example';
    expect((await call('/token', { json: { email, password: 'Wrong#Guess1' } })).status).toBe(401);
    const first = await call('/token', { json: { email, password: PASSWORD } });
    const token = first.body.access_token as string;
    secrets.push(token);

    expect((await call('/api/users/forgotpassword', { json: { email } })).status).toBe(202);
    // Read from the catcher, not through /dev/outbox: the request lines below are counted.
    const { link } = await waitForCaught(server, 'summit', (m) => m.to === email && m.link.includes('/login/reset-password?'));
    const resetToken = new URL(link).searchParams.get('token')!;
    secrets.push(link, resetToken, encodeURIComponent(email));
    expect((await call('/api/users/resetpassword', { json: { email, token: resetToken, password: NEW_PASSWORD } })).body).toEqual({ success: true });

    const second = (await call('/token', { json: { email, password: NEW_PASSWORD } })).body.access_token as string;
    secrets.push(second);
    const self = (await call('/api/self', { token: second })).body as unknown as S['User'];
    expect((await call(`/api/users/${self.sid}/addresses`, { token: second, json: { ...ADDRESS, default: true } })).status).toBe(201);
    const order = await call('/api/orders', {
      token: second,
      json: { shippingAddress: ADDRESS, region: { location: 'USA-CONT', country: 'USA' }, items: [{ productId: 'p_000003', quantity: 1 }] },
    });
    expect(order.status).toBe(200);
    const change = await call('/api/users/changepassword', { token: second, json: { currentPassword: NEW_PASSWORD, newPassword: PASSWORD } });
    expect(change.body.success).toBe(true);
    secrets.push(change.body.access_token as string);
    expect((await call('/api/products?o=%7B%7D', { token: change.body.access_token as string })).status).toBe(200);

    // Every secret, and every e-mail address at all, is absent from the whole log.
    expect(raw.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(raw, `the log contains ${secret.slice(0, 12)}…`).not.toContain(secret);
    expect(raw).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
    expect(raw).not.toMatch(/Bearer |reset-password\?|scrypt\$/);

    // One line per request, with what an operator needs to follow it.
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.length).toBe(10);
    for (const line of requests) {
      expect(line).toMatchObject({ level: 30, reqId: expect.any(String), method: expect.stringMatching(/^(GET|POST)$/), status: expect.any(Number), ms: expect.any(Number) });
      expect(line.client).toBe('198.51.100.44');
    }
    expect(requests.map((l) => `${l.method} ${l.route} ${l.status}`)).toEqual([
      'POST /token 401',
      'POST /token 200',
      'POST /api/users/forgotpassword 202',
      'POST /api/users/resetpassword 200',
      'POST /token 200',
      'GET /api/self 200',
      'POST /api/users/:sid/addresses 201',
      'POST /api/orders 200',
      'POST /api/users/changepassword 200',
      'GET /api/products 200',
    ]);
  });

  it('takes the request id a trusted proxy sends, and sends it back; makes one otherwise', async () => {
    const given = await call('/api/programs', { requestId: 'lb-7f3a9c' });
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a9c');
    expect(lines.at(-1)).toMatchObject({ reqId: 'lb-7f3a9c', route: '/api/programs', status: 200 });
    // Not from a peer outside TRUSTED_PROXIES, and never a value that is not an id.
    const untrusted = await server.app.request(`http://${SUMMIT}/api/programs`, { headers: { host: SUMMIT, 'x-request-id': 'spoofed-id' } });
    expect(untrusted.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await call('/api/programs', { requestId: 'has spaces\tand tabs' });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics', () => {
  it('count requests per route, orders placed, sign-in failures, limits hit and cache lookups', async () => {
    const { contentType, text } = await exposition(metrics);
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toMatch(/^storefront_http_request_duration_seconds_count\{method="POST",route="\/token",status="200"\} 2$/m);
    expect(text).toMatch(/^storefront_http_request_duration_seconds_count\{method="POST",route="\/token",status="401"\} 1$/m);
    expect(text).toMatch(/^storefront_http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/orders",status="200"\} 1$/m);
    expect(text).toMatch(/^storefront_orders_placed_total 1$/m);
    expect(text).toMatch(/^storefront_sign_in_failures_total\{kind="sign_in"\} 1$/m);
    expect(text).toMatch(/^storefront_cache_lookups_total\{cache="pages",result="miss"\} 1$/m);
    // No raw path with an id in it: routes are patterns.
    expect(text).not.toMatch(/route="\/api\/users\/u_/);
  });

  it('a refused address and a delayed account show as limits hit', async () => {
    const limited = createMetrics();
    const other = await startTestServer({
      rateLimit: { perAccount: 1, perAddress: 2, windowSeconds: 900 },
      deps: { metrics: limited, sleep: async () => undefined },
    });
    try {
      for (let i = 0; i < 3; i++) await other.request(SUMMIT, '/token', { json: { email: 'buyer012@summit.example', password: 'Wrong#2026' } });
      const { text } = await exposition(limited);
      expect(text).toMatch(/^storefront_rate_limits_hit_total\{limit="sign_in",outcome="delayed"\} 1$/m);
      expect(text).toMatch(/^storefront_rate_limits_hit_total\{limit="sign_in",outcome="refused"\} 1$/m);
      expect(text).toMatch(/^storefront_sign_in_failures_total\{kind="sign_in"\} 2$/m);
    } finally {
      await other.close();
    }
  });

  it('are served on the shop’s port only to an operator key for every program (else 404), and alone on the metrics app', async () => {
    const shop = await server.request(SUMMIT, '/metrics');
    expect(shop.status).toBe(404);
    const everyProgram = await operatorKey(server);
    const oneProgram = await operatorKey(server, ['summit'], 'one program');
    const withKey = (key: string) => server.request(SUMMIT, '/metrics', { headers: { authorization: `Bearer ${key}` } });
    expect((await withKey(oneProgram.key)).status).toBe(404);
    const read = await withKey(everyProgram.key);
    expect(read.status).toBe(200);
    expect(await read.text()).toMatch(/^storefront_orders_placed_total 1$/m);
    expect((await withKey(`${everyProgram.key.slice(0, -4)}zzzz`)).status).toBe(404);
    const app = metricsOnlyApp(metrics);
    const scrape = await app.request('http://127.0.0.1/metrics');
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toMatch(/^storefront_orders_placed_total 1$/m);
    expect((await app.request('http://127.0.0.1/api/programs')).status).toBe(404);
  });
});
