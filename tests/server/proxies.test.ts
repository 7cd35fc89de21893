// Behind a load balancer or TLS-terminating proxy (TRUSTED_PROXIES, docs/deploy.md): the client's
// address, scheme and host come from X-Forwarded-* only when the peer is a trusted proxy, so the
// per-address limit counts each client and not the balancer, reset links say https, and HSTS is
// sent. Responses carrying tokens or the participant's record are never cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { clientView, compileTrust } from '../../server/lib/client.ts';
import { waitForMail } from '../support/outbox.ts';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

const BALANCER = '10.0.0.5';

/** A request as it arrives from `peer` (the TCP peer), with the headers given. */
async function from(
  server: TestServer,
  peer: string,
  path: string,
  init: { json?: unknown; headers?: Record<string, string>; token?: string } = {},
) {
  const headers = new Headers(init.headers);
  headers.set('host', SUMMIT);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const env = { incoming: { socket: { remoteAddress: peer, remotePort: 40000, remoteFamily: 'IPv4' } } };
  return server.app.request(
    `http://${SUMMIT}${path}`,
    { method: init.json !== undefined ? 'POST' : 'GET', headers, ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}) },
    env,
  );
}

describe('clientView (proxy-addr semantics)', () => {
  const trust = compileTrust(['10.0.0.0/8', '192.0.2.1']);
  const headers = (h: Record<string, string>) => new Headers(h);

  it('an untrusted peer is the client, whatever it forwards', () => {
    const view = clientView(
      '203.0.113.9',
      headers({ 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' }),
      'http',
      'localhost:3000',
      trust,
    );
    expect(view).toEqual({ address: '203.0.113.9', scheme: 'http', host: 'localhost:3000', viaTrustedProxy: false });
  });

  it('through trusted hops the client is the nearest untrusted address; scheme and host are the proxy’s', () => {
    const view = clientView(
      BALANCER,
      headers({ 'x-forwarded-for': '198.51.100.7, 192.0.2.1', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' }),
      'http',
      '10.0.0.9:3000',
      trust,
    );
    expect(view).toEqual({ address: '198.51.100.7', scheme: 'https', host: 'shop.example', viaTrustedProxy: true });
    // A spoofed address in front of an untrusted hop is not believed: the walk stops there.
    expect(clientView(BALANCER, headers({ 'x-forwarded-for': '1.1.1.1, 198.51.100.7' }), 'http', 'h', trust).address).toBe('198.51.100.7');
    // Without the headers, the proxy itself is the client, over the server's own scheme.
    expect(clientView(BALANCER, headers({}), 'http', 'h', trust)).toMatchObject({ address: BALANCER, scheme: 'http', host: 'h' });
    // A host header that is not a host is ignored.
    expect(clientView(BALANCER, headers({ 'x-forwarded-host': 'a b/c' }), 'http', 'h', trust).host).toBe('h');
  });

  it('TRUSTED_PROXIES takes addresses, CIDRs and proxy-addr’s names; a wrong one stops the start', () => {
    expect(readConfig({}).trustedProxies).toEqual([]);
    expect(readConfig({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8 fd00::/8' }).trustedProxies).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8']);
    expect(compileTrust(['loopback'])('127.0.0.1', 0)).toBe(true);
    expect(compileTrust([])('127.0.0.1', 0)).toBe(false);
    expect(() => compileTrust(['10.0.0.0/99'])).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('behind a trusted balancer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustedProxies: ['10.0.0.0/8'], rateLimit: { perAccount: 100, perAddress: 5, windowSeconds: 900 } });
  });
  afterAll(() => server.close());

  it('one client’s failures refuse that client only; another behind the same balancer signs in', async () => {
    const attacker = { 'x-forwarded-for': '203.0.113.66' };
    for (let i = 0; i < 5; i++) {
      const res = await from(server, BALANCER, '/token', {
        json: { email: `buyer01${i}@summit.example`, password: 'Wrong#2026' },
        headers: attacker,
      });
      expect(res.status).toBe(401);
    }
    expect(
      (await from(server, BALANCER, '/token', { json: { email: 'alex@summit.example', password: PASSWORD }, headers: attacker })).status,
    ).toBe(429);
    const rows = await server.db.query<{ key: string }>("SELECT DISTINCT key FROM sign_in_failures WHERE key LIKE 'addr:%'");
    expect(rows.map((r) => r.key)).toEqual(['addr:203.0.113.66']);
    const other = await from(server, BALANCER, '/token', {
      json: { email: 'alex@summit.example', password: PASSWORD },
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    expect(other.status).toBe(200);
  });

  it('a reset link says https when the balancer says the client came over https', async () => {
    const res = await from(server, BALANCER, '/api/users/forgotpassword', {
      json: { email: 'alex@summit.example' },
      headers: { 'x-forwarded-for': '198.51.100.21', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'localhost' },
    });
    expect(res.status).toBe(202);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=15552000');
    const mail = await waitForMail(server, SUMMIT, (m) => m.to === 'alex@summit.example' && m.link.includes('/login/reset-password?'));
    expect(mail.link).toMatch(/^https:\/\/localhost\/login\/reset-password\?token=/);
  });
});

describe('with no trusted proxy (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimit: { perAccount: 100, perAddress: 3, windowSeconds: 900 } });
  });
  afterAll(() => server.close());

  it('X-Forwarded-For is not believed: rotating it does not escape the per-address limit', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await from(server, '203.0.113.70', '/token', {
        json: { email: 'buyer030@summit.example', password: 'Wrong#2026' },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(res.status).toBe(401);
    }
    const res = await from(server, '203.0.113.70', '/token', {
      json: { email: 'alex@summit.example', password: PASSWORD },
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(res.status).toBe(429);
  });

  it('X-Forwarded-Proto is not believed: the link says http and no HSTS is sent over plain http', async () => {
    const res = await from(server, '203.0.113.71', '/api/users/forgotpassword', {
      json: { email: 'low@summit.example' },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.status).toBe(202);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const mail = await waitForMail(server, SUMMIT, (m) => m.to === 'low@summit.example' && m.link.includes('/login/reset-password?'));
    expect(mail.link).toMatch(/^http:\/\/localhost\/login\/reset-password\?token=/);
  });

  it('token and self responses say Cache-Control: no-store, failures too; a catalogue response does not', async () => {
    const signIn = await server.request(SUMMIT, '/token', { json: { email: 'alex@summit.example', password: PASSWORD } });
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    expect(
      (await server.request(SUMMIT, '/token', { json: { email: 'alex@summit.example', password: 'Wrong#2026' } })).headers.get(
        'cache-control',
      ),
    ).toBe('no-store');
    const self = await server.request(SUMMIT, '/api/self', { token });
    expect(self.status).toBe(200);
    expect(self.headers.get('cache-control')).toBe('no-store');
    expect((await server.request(SUMMIT, '/api/self')).headers.get('cache-control')).toBe('no-store');
    const change = await server.request(SUMMIT, '/api/users/changepassword', {
      token,
      json: { currentPassword: 'Wrong#2026', newPassword: 'Summit#2027' },
    });
    expect(change.headers.get('cache-control')).toBe('no-store');
    const programs = await server.request(SUMMIT, '/api/programs');
    expect(programs.headers.get('cache-control')).not.toBe('no-store');
  });
});
