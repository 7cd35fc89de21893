// POST /signin-oidc with tokens the development identity provider really issues (and forged,
// tampered, foreign-origin, expired and wrong-audience ones), POST /api/getpoints for the allow
// list, and the policy that lets the app call a program's issuer on another origin.
import { SignJWT, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CONTENT_SECURITY_POLICY } from '../../server/lib/security-headers.ts';
import { devIdentityProvider } from '../../server/demo/oidc/index.ts';
import { generateSigningKeys, type SigningKeys } from '../../server/demo/oidc/provider.ts';
import { programResolver } from '../../server/lib/programs.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { idTokenFor, json, listen, type Listening } from './oidc-support.ts';

const PASSWORD = 'Learn#2026';
const learner = (n: number) => `learner${n}@summit.example`;

let server: TestServer;
let http: Listening;

beforeAll(async () => {
  server = await startTestServer();
  http = await listen(server);
});
afterAll(async () => {
  await http?.close();
  await server?.close();
});

const signInOidc = (host: string, body: unknown) => http.request(host, '/signin-oidc', { method: 'POST', ...json(body) });

describe('POST /signin-oidc with the development provider’s tokens', () => {
  it('learner1’s ID token signs them in to Summit Rewards; the access token works', async () => {
    const token = await idTokenFor(http, learner(1), PASSWORD);
    const response = await signInOidc('localhost', { email: learner(1), token });
    expect(response.status).toBe(200);
    const { access_token, token_type } = JSON.parse(response.body) as { access_token: string; token_type: string };
    expect(token_type).toBe('Bearer');
    const self = await http.request('localhost', '/api/self', { headers: { authorization: `Bearer ${access_token}` } });
    expect(JSON.parse(self.body)).toMatchObject({ sid: 'u_learner1_summit', email: learner(1), balance: 12_345 });
  });

  it('works on every host of the program, each with its own issuer', async () => {
    for (const host of ['points.localhost', '127.0.0.1']) {
      const token = await idTokenFor(http, learner(2), PASSWORD, host);
      expect((await signInOidc(host, { email: learner(2), token })).status, host).toBe(200);
    }
  });

  it('refuses a token from another origin’s issuer, for another learner, tampered or made up', async () => {
    const token = await idTokenFor(http, learner(3), PASSWORD, 'localhost');
    // Issued for http://localhost:<port>/oidc: points.localhost expects its own issuer.
    const foreign = await signInOidc('points.localhost', { email: learner(3), token });
    expect(foreign.status).toBe(401);
    expect(JSON.parse(foreign.body)).toMatchObject({ error: 'unauthorized' });
    // The body's email must be the token's.
    expect((await signInOidc('localhost', { email: learner(4), token })).status).toBe(401);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const swapped = Buffer.from(JSON.stringify({ ...claims, email: learner(4) })).toString('base64url');
    expect((await signInOidc('localhost', { email: learner(4), token: `${header}.${swapped}.${signature}` })).status).toBe(401);
    const flipped = `${header}.${payload}.${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect((await signInOidc('localhost', { email: learner(3), token: flipped })).status).toBe(401);
    expect((await signInOidc('localhost', { email: learner(3), token: 'not-a-jwt' })).status).toBe(401);
    // A program without single sign-on refuses even a good token.
    expect((await signInOidc('tiered.localhost', { email: learner(3), token })).status).toBe(401);
  });

  it('bad input is a 400 naming the field, and signs nobody in', async () => {
    const missing = await signInOidc('localhost', { email: learner(1) });
    expect(missing.status).toBe(400);
    expect((JSON.parse(missing.body) as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual(['token']);
    const badEmail = await signInOidc('localhost', { email: 'nope', token: 'x' });
    expect(badEmail.status).toBe(400);
    expect((JSON.parse(badEmail.body) as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual(['email']);
  });
});

describe('the development verifier, with tokens signed by the provider’s own key', () => {
  let keys: SigningKeys;
  let verify: ReturnType<typeof devIdentityProvider>['verifyIdToken'];
  const issuer = 'http://localhost:3000/oidc';
  const expected = { issuer, audience: 'storefront' };

  beforeAll(async () => {
    keys = await generateSigningKeys();
    verify = devIdentityProvider(server.deps, { programs: programResolver(server.deps), learningPlatformSegment: 'learn', signingKeys: keys }).verifyIdToken;
  });

  async function sign(claims: Record<string, unknown>, options: { iss?: string; aud?: string; exp?: number } = {}) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: keys.privateJwk.kid! })
      .setIssuer(options.iss ?? issuer)
      .setAudience(options.aud ?? 'storefront')
      .setSubject('learner1')
      .setIssuedAt(now - 60)
      .setExpirationTime(options.exp ?? now + 600)
      .sign(await importJWK(keys.privateJwk, 'RS256'));
  }

  it('accepts the right issuer and audience, and reads the email from the claims', async () => {
    expect(await verify(await sign({ email: learner(1) }), expected)).toEqual({ email: learner(1) });
  });

  it.each([
    ['another audience', { aud: 'someone-else' }],
    ['another issuer', { iss: 'http://points.localhost:3000/oidc' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])('refuses %s with 401', async (_name, options) => {
    await expect(verify(await sign({ email: learner(1) }, options), expected)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a token that names no email', async () => {
    await expect(verify(await sign({}), expected)).rejects.toMatchObject({ status: 401, message: expect.stringContaining('email') });
  });
});

describe('POST /api/getpoints: the score card’s balance, only for the allow list', () => {
  const BALANCES = [12_345, 8_200, 3_150, 15_000, 640, 27_500, 1_975, 4_400, 0];

  it.each(BALANCES.map((balance, i) => [i + 1, balance] as const))('learner%i has %i points and a last update date', async (n, balance) => {
    const response = await http.request('localhost', '/api/getpoints', { method: 'POST', ...json({ email: learner(n) }) });
    expect(response.status).toBe(200);
    const points = JSON.parse(response.body) as { email: string; balance: number; lastUpdateDate: string };
    expect(points).toMatchObject({ email: learner(n), balance });
    expect(Number.isNaN(Date.parse(points.lastUpdateDate))).toBe(false);
  });

  it('takes the address in any case and with spaces around it', async () => {
    const response = await http.request('localhost', '/api/getpoints', { method: 'POST', ...json({ email: '  LEARNER1@Summit.Example ' }) });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ balance: 12_345 });
  });

  it('responds 404 for everyone else, even participants, and on a program the learners are not in', async () => {
    for (const email of ['alex@summit.example', 'learner10@summit.example', 'learner1@summit.example.evil', 'stranger@example.com']) {
      expect((await http.request('localhost', '/api/getpoints', { method: 'POST', ...json({ email }) })).status, email).toBe(404);
    }
    expect((await http.request('tiered.localhost', '/api/getpoints', { method: 'POST', ...json({ email: learner(1) }) })).status).toBe(404);
  });

  it('bad input is a 400', async () => {
    expect((await http.request('localhost', '/api/getpoints', { method: 'POST', ...json({ email: 'nope' }) })).status).toBe(400);
    expect((await http.request('localhost', '/api/getpoints', { method: 'POST', ...json({}) })).status).toBe(400);
  });
});

describe('Content-Security-Policy for an issuer on another origin', () => {
  let okta: TestServer;

  beforeAll(async () => {
    okta = await startTestServer();
    // Before the first request to the host, so the program cache never holds the seeded settings.
    await okta.db.query(
      `UPDATE programs SET config = jsonb_set(config, '{oktaConfig}', '{"serviceURL":"https://summit.okta.example/oauth2/default","clientId":"0oa1"}') WHERE slug = 'summit'`,
    );
  });
  afterAll(() => okta?.close());

  it('adds only that issuer’s origin to connect-src, on that program’s hosts', async () => {
    const summit = await okta.request('localhost', '/api/programs');
    expect(summit.headers.get('content-security-policy')).toBe(contentSecurityPolicy(['https://summit.okta.example']));
    expect(summit.headers.get('content-security-policy')).toContain("connect-src 'self' https://summit.okta.example;");
    const tiered = await okta.request('tiered.localhost', '/api/programs');
    expect(tiered.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('the development provider (a path on this server) needs no widening', async () => {
    const res = await server.request('localhost', '/api/programs');
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });
});
