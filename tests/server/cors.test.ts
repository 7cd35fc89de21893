// The shop on a static host calls the API across origins (server/lib/cors.ts, docs/deploy.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../support/outbox.ts';
import { PASSWORD, startTestServer, type TestServer } from '../support/test-server.ts';

const API = 'api.example.net';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const fromPage = (origin: string, path: string, init: Parameters<TestServer['request']>[2] = {}) =>
  server.request(API, path, { ...init, headers: { ...(init.headers as Record<string, string>), origin } });

describe('the API for a shop on another origin', () => {
  it("answers for the program of the page's host, and allows exactly that origin", async () => {
    const res = await fromPage('http://tiered.localhost:8080', '/api/programs');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { fullName: string }).fullName).toBe('Apex Tiers');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://tiered.localhost:8080');
    expect(res.headers.get('vary')).toMatch(/Origin/);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers a preflight with the methods and headers the app sends, and nothing else', async () => {
    const res = await fromPage('http://localhost:8080', '/api/orders', {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, idempotency-key' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toBe('authorization, content-type, idempotency-key');
    expect(await res.text()).toBe('');
  });

  it('signs in and answers the participant across origins, with the token in the header', async () => {
    const signIn = await fromPage('http://localhost:8080', '/token', { json: { email: 'alex@summit.example', password: PASSWORD } });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    const { access_token } = (await signIn.json()) as { access_token: string };
    const self = await fromPage('http://localhost:8080', '/api/self', { token: access_token });
    expect(self.status).toBe(200);
    expect(await self.json()).toMatchObject({ email: 'alex@summit.example' });
  });

  it("gives a page of no program no CORS headers, refuses its preflight, and answers no program for the API's own host", async () => {
    const res = await fromPage('https://evil.example', '/api/programs');
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fromPage('https://evil.example', '/token', { method: 'OPTIONS', headers: { 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a foreign page calling a program host directly gets the response but no permission to read it', async () => {
    const res = await server.request('localhost', '/api/programs', { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the same origin is no CORS at all', async () => {
    const res = await server.request('localhost:3000', '/api/programs', { headers: { origin: 'http://localhost:3000' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("reset links lead to the page's origin, not the API's", async () => {
    const res = await fromPage('https://points.localhost:8443', '/api/users/forgotpassword', { json: { email: 'low@summit.example' } });
    expect(res.status).toBeLessThan(300);
    const mail = await waitForMail(server, 'localhost', (m) => m.to === 'low@summit.example' && m.link.includes('/login/reset-password?'));
    expect(mail.link).toMatch(/^https:\/\/points\.localhost:8443\/login\/reset-password\?token=/);
  });
});
