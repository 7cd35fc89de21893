// Every operation of openapi.yaml called against the reference server, its success answer and every
// documented error answer that can be reached, each body validated against the contract. The last
// test compares what was called with the contract's list, so a new operation or a new documented
// answer without a test here fails the run.
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { jwtVerifier } from '../../server/lib/oidc-verify.ts';
import { ALEX, ALEX_SID, AURORA, BOTTLE, US_ADDRESS, USA, WATCH } from '../support/fixtures.ts';
import { loadContract } from '../support/openapi-validator.ts';
import { waitForMail } from '../support/outbox.ts';
import { CLAIM, PASSWORD, startTestServer, SUMMIT, TIERED, type TestServer } from '../support/test-server.ts';

type S = components['schemas'];

const contract = loadContract();
/** `METHOD /path/{param}` → the statuses this file saw it answer (each validated). */
const seen = new Map<string, Set<number>>();

/** Documented answers no test can reach, with the reason; the coverage check allows only these. */
const UNREACHABLE: Record<string, number[]> = {
  // Readiness responds 503 only while migrations and the seed run, before the app is created.
  'GET /api/health': [503],
  // Not ready while draining, without the database or its listener: tests/server/health.test.ts.
  'GET /api/health/ready': [503],
};

const UNKNOWN_HOST = 'nowhere.example';
const LOW_SID = 'u_low_summit';

interface CallInit {
  host?: string;
  token?: string;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
}

let server: TestServer;

/**
 * Calls `op` (as openapi.yaml names it) on `path`, expects `status`, validates the body against
 * the contract and records the response. Returns the parsed body.
 */
async function call<T = unknown>(op: string, path: string, status: number, init: CallInit = {}): Promise<T> {
  const [method, template] = op.split(' ') as [string, string];
  expect(contract.operations, `${op} is not an operation of openapi.yaml`).toContain(op);
  const { host = SUMMIT, ...rest } = init;
  const res = await server.request(host, path, { method, ...rest });
  const text = await res.text();
  expect(res.status, `${op} (${path}) answered ${res.status}: ${text.slice(0, 500)}`).toBe(status);
  let body: unknown = text;
  if (text !== '') {
    expect(res.headers.get('content-type') ?? '', `${op} ${status} content type`).toMatch(/^application\/json/);
    body = JSON.parse(text);
  }
  contract.assertResponse(method, template, status, body);
  if (status >= 400) expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(?:ts|js):\d+/); // never a stack trace
  const statuses = seen.get(op) ?? new Set<number>();
  statuses.add(status);
  seen.set(op, statuses);
  return body as T;
}

const signIn = (login: string, password = PASSWORD, host = SUMMIT) => server.signIn(host, login, password);
const claimSignIn = (code: string) => server.signIn(CLAIM, code);

// ---- single sign-on: a real verifier over a local key pair ----
const KID = 'contract-test-key';
let signingKey: CryptoKey;
let forgerKey: CryptoKey;
let issuer: string;
let audience: string;

async function idToken(claims: Record<string, unknown>, options: { key?: CryptoKey; expiresAt?: number; iss?: string; aud?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setIssuer(options.iss ?? issuer)
    .setAudience(options.aud ?? audience)
    .setSubject(String(claims.email ?? 'someone'))
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 600)
    .sign(options.key ?? signingKey);
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  forgerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const keys = createLocalJWKSet({ keys: [jwk] });
  server = await startTestServer({ deps: { verifyIdToken: jwtVerifier(async () => keys) } });
  // A program whose participants may not order, for POST /api/orders 403 (set before the first
  // request to its host, so the program cache never holds the seeded settings).
  await server.db.query(`UPDATE programs SET config = jsonb_set(config, '{permissions,allowPurchase}', 'false') WHERE slug = 'spring'`);
});
afterAll(() => server.close());

describe('program and operations', () => {
  it('GET /api/health', async () => {
    expect(await call('GET /api/health', '/api/health', 200)).toEqual({ ok: true });
  });

  it('GET /api/health/live and /api/health/ready', async () => {
    expect(await call('GET /api/health/live', '/api/health/live', 200)).toEqual({ ok: true });
    // Ready once change notices are heard: at once on PGlite, once the listening connection is up on PostgreSQL.
    await vi.waitFor(async () => expect((await server.request(SUMMIT, '/api/health/ready')).status).toBe(200), { timeout: 10_000, interval: 50 });
    expect(await call('GET /api/health/ready', '/api/health/ready', 200)).toEqual({
      ok: true,
      database: true,
      listener: true,
      draining: false,
    });
  });

  it('GET /api/programs: the host’s program, 404 for an unknown host', async () => {
    const program = await call<S['Program']>('GET /api/programs', '/api/programs', 200);
    expect(program.fullName).toBe('Summit Rewards');
    expect(program.ssoEnabled).toBe(true);
    // The issuer is the development provider's path on the origin the request came to.
    expect(program.oktaConfig?.serviceURL).toBe('http://localhost/oidc');
    issuer = program.oktaConfig!.serviceURL;
    audience = program.oktaConfig!.clientId;
    for (const host of [TIERED, CLAIM, 'closed.localhost', 'rebuilding.localhost', 'hostile.localhost']) {
      const other = await call<S['Program']>('GET /api/programs', '/api/programs', 200, { host });
      expect(other.fullName).toBeTruthy();
    }
    const missing = await call<S['Error']>('GET /api/programs', '/api/programs', 404, { host: UNKNOWN_HOST });
    expect(missing.error).toBe('not_found');
  });

  it('GET /api/languages: only the program’s locales', async () => {
    const sets = await call<S['MessageSets']>('GET /api/languages', '/api/languages', 200);
    for (const locale of Object.keys(sets)) expect(['en', 'fr', 'sp', 'ge', 'it', 'pt', 'nl']).toContain(locale);
    const tiered = await call<S['MessageSets']>('GET /api/languages', '/api/languages', 200, { host: TIERED });
    for (const locale of Object.keys(tiered)) expect(['en', 'fr']).toContain(locale);
    await call('GET /api/languages', '/api/languages', 404, { host: UNKNOWN_HOST });
  });

  it('GET /dev/outbox exists outside production; 404 for an unknown host', async () => {
    const mail = await call<S['OutboxMail'][]>('GET /dev/outbox', '/dev/outbox', 200);
    expect(Array.isArray(mail)).toBe(true);
    await call('GET /dev/outbox', '/dev/outbox', 404, { host: UNKNOWN_HOST });
  });

  it('images are served as SVG (not part of the contract)', async () => {
    const res = await server.request(SUMMIT, '/images/products/aurora-wireless-headphones-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toMatch(/<svg[\s>]/);
  });
});

describe('auth', () => {
  it('POST /token: points, plateau and claim sign-in; 400, 401, 404', async () => {
    const token = await call<S['AccessToken']>('POST /token', '/token', 200, { json: { email: ALEX, password: PASSWORD } });
    expect(token.token_type).toBe('Bearer');
    expect(token.expires_in).toBeGreaterThan(0);
    await call('POST /token', '/token', 200, { host: TIERED, json: { email: 'GOLD-1001', password: 'Apex#2026' } });
    await call('POST /token', '/token', 200, { host: CLAIM, json: { email: 'THANKS-0001' } });

    const bad = await call<S['Error']>('POST /token', '/token', 400, { json: { password: PASSWORD } });
    expect(bad.fields?.map((f) => f.field)).toContain('email');
    const wrong = await call<S['Error']>('POST /token', '/token', 401, { json: { email: ALEX, password: 'Wrong#2026' } });
    expect(wrong.message).toBe('Please check your ID and/or password and try again');
    const wrongCode = await call<S['Error']>('POST /token', '/token', 401, { host: CLAIM, json: { email: 'THANKS-9999' } });
    expect(wrongCode.message).toBe('Please check Code and try again');
    await call('POST /token', '/token', 404, { host: UNKNOWN_HOST, json: { email: ALEX, password: PASSWORD } });
  });

  it('POST /token and change password: 429 with Retry-After once the client address is past its failures', async () => {
    const token = await signIn('buyer098@summit.example');
    // 100 failures from this address on record (app.request has no socket: the address is `local`).
    await server.db.query("INSERT INTO sign_in_failures (key) SELECT 'addr:local' FROM generate_series(1, 100)");
    try {
      const refused = await call<S['Error']>('POST /token', '/token', 429, {
        json: { email: 'buyer099@summit.example', password: PASSWORD },
      });
      expect(refused.error).toBe('too_many_requests');
      await call('POST /api/users/changepassword', '/api/users/changepassword', 429, {
        token,
        json: { currentPassword: PASSWORD, newPassword: 'Summit#2027' },
      });
    } finally {
      await server.db.query("DELETE FROM sign_in_failures WHERE key = 'addr:local'");
    }
  });

  it('POST /api/users/forgotpassword: 429 once the client address has asked 20 times in the window', async () => {
    await server.db.query("INSERT INTO sign_in_failures (key) SELECT 'reset-addr:local' FROM generate_series(1, 20)");
    try {
      await call('POST /api/users/forgotpassword', '/api/users/forgotpassword', 429, { json: { email: 'alex@summit.example' } });
    } finally {
      await server.db.query("DELETE FROM sign_in_failures WHERE key = 'reset-addr:local'");
    }
  });

  it('every operation that takes a body responds 413 for one over 64 kB', async () => {
    const token = await signIn('alex@summit.example');
    const big = JSON.stringify({ padding: 'x'.repeat(70 * 1024) });
    let checked = 0;
    for (const op of contract.operations) {
      const [method, template] = op.split(' ') as [string, string];
      const operation = contract.doc.paths[template]![method.toLowerCase()] as { requestBody?: unknown };
      if (!operation.requestBody) continue;
      const path = template.replace('{sid}', 'u_alex_summit').replace('{addressId}', 'adr_none');
      const body = await call<S['Error']>(op, path, 413, { token, body: big, headers: { 'content-type': 'application/json' } });
      expect(body.error).toBe('payload_too_large');
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });

  it('POST /api/signout: 204, then the token is refused; 401 without one', async () => {
    const token = await signIn('buyer001@summit.example');
    expect(await call('POST /api/signout', '/api/signout', 204, { token })).toBe('');
    await call('POST /api/signout', '/api/signout', 401, { token });
    await call('POST /api/signout', '/api/signout', 401);
  });

  it('POST /api/sso: a verified provider token signs learner1 in; forged, expired, foreign-audience → 401', async () => {
    const good = await call<S['AccessToken']>('POST /api/sso', '/api/sso', 200, {
      json: { token: await idToken({ email: 'learner1@summit.example' }) },
    });
    const self = await call<S['User']>('GET /api/self', '/api/self', 200, { token: good.access_token });
    expect(self.email).toBe('learner1@summit.example');

    const forged = await idToken({ email: 'learner1@summit.example' }, { key: forgerKey });
    const expired = await idToken({ email: 'learner1@summit.example' }, { expiresAt: Math.floor(Date.now() / 1000) - 3600 });
    const otherAudience = await idToken({ email: 'learner1@summit.example' }, { aud: 'someone-else' });
    const otherIssuer = await idToken({ email: 'learner1@summit.example' }, { iss: 'https://evil.example/oidc' });
    const stranger = await idToken({ email: 'nobody@summit.example' });
    for (const token of [forged, expired, otherAudience, otherIssuer, stranger, 'not-a-jwt']) {
      const refused = await call<S['Error']>('POST /api/sso', '/api/sso', 401, { json: { token } });
      expect(refused.error).toBe('unauthorized');
    }
    // A program without single sign-on refuses even a valid token.
    await call('POST /api/sso', '/api/sso', 401, { host: TIERED, json: { token: await idToken({ email: 'learner1@summit.example' }) } });
    const bad = await call<S['Error']>('POST /api/sso', '/api/sso', 400, { json: {} });
    expect(bad.fields?.map((f) => f.field)).toEqual(['token']);
    await call('POST /api/sso', '/api/sso', 404, {
      host: UNKNOWN_HOST,
      json: { token: await idToken({ email: 'learner1@summit.example' }) },
    });
  });

  it('POST /signin-oidc: the email must match the verified token', async () => {
    const email = 'learner1@summit.example';
    const good = await call<S['AccessToken']>('POST /signin-oidc', '/signin-oidc', 200, {
      json: { email, token: await idToken({ email }) },
    });
    const self = await call<S['User']>('GET /api/self', '/api/self', 200, { token: good.access_token });
    expect(self.sid).toBe('u_learner1_summit');

    await call('POST /signin-oidc', '/signin-oidc', 401, { json: { email: 'learner2@summit.example', token: await idToken({ email }) } });
    await call('POST /signin-oidc', '/signin-oidc', 401, { json: { email, token: await idToken({ email }, { key: forgerKey }) } });
    await call('POST /signin-oidc', '/signin-oidc', 401, {
      json: { email, token: await idToken({ email }, { expiresAt: Math.floor(Date.now() / 1000) - 3600 }) },
    });
    const bad = await call<S['Error']>('POST /signin-oidc', '/signin-oidc', 400, { json: { email: 'not-an-email', token: 'x' } });
    expect(bad.fields?.map((f) => f.field)).toEqual(['email']);
    await call('POST /signin-oidc', '/signin-oidc', 404, { host: UNKNOWN_HOST, json: { email, token: await idToken({ email }) } });
  });

  it('POST /api/getpoints: learner1 has 12,345; an unlisted address is 404', async () => {
    const points = await call<S['Points']>('POST /api/getpoints', '/api/getpoints', 200, { json: { email: 'learner1@summit.example' } });
    expect(points).toMatchObject({ email: 'learner1@summit.example', balance: 12_345 });
    const nine = await call<S['Points']>('POST /api/getpoints', '/api/getpoints', 200, { json: { email: 'LEARNER9@summit.example' } });
    expect(nine.balance).toBe(0);
    // alex is a participant but not on the score page's allow list.
    await call('POST /api/getpoints', '/api/getpoints', 404, { json: { email: ALEX } });
    await call('POST /api/getpoints', '/api/getpoints', 404, { json: { email: 'stranger@example.com' } });
    const bad = await call<S['Error']>('POST /api/getpoints', '/api/getpoints', 400, { json: { email: 'nope' } });
    expect(bad.fields?.map((f) => f.field)).toEqual(['email']);
  });

  it('POST /api/users/changepassword: success with a fresh token, wrong current password, 400, 401, 403 for claim', async () => {
    const token = await signIn('buyer002@summit.example');
    const refused = await call<{ success: boolean }>('POST /api/users/changepassword', '/api/users/changepassword', 200, {
      token,
      json: { currentPassword: 'Wrong#2026', newPassword: 'Fresh#2027' },
    });
    expect(refused.success).toBe(false);
    const changed = await call<{ success: boolean; access_token?: string }>(
      'POST /api/users/changepassword',
      '/api/users/changepassword',
      200,
      {
        token,
        json: { currentPassword: PASSWORD, newPassword: 'Fresh#2027' },
      },
    );
    expect(changed.success).toBe(true);
    expect(changed.access_token).toBeTruthy();
    await call('GET /api/self', '/api/self', 200, { token: changed.access_token });
    await signIn('buyer002@summit.example', 'Fresh#2027');

    const weak = await call<S['Error']>('POST /api/users/changepassword', '/api/users/changepassword', 400, {
      token: changed.access_token,
      json: { currentPassword: 'Fresh#2027', newPassword: 'short' },
    });
    expect(weak.fields?.map((f) => f.field)).toEqual(['newPassword']);
    await call('POST /api/users/changepassword', '/api/users/changepassword', 401, {
      json: { currentPassword: PASSWORD, newPassword: 'Fresh#2027' },
    });
    const claimToken = await claimSignIn('THANKS-0002');
    await call('POST /api/users/changepassword', '/api/users/changepassword', 403, {
      host: CLAIM,
      token: claimToken,
      json: { currentPassword: 'x', newPassword: 'Fresh#2027' },
    });
  });

  it('forgot and reset password: 202 for any address, the link in the outbox, single-use token', async () => {
    const email = 'buyer003@summit.example';
    expect(await call('POST /api/users/forgotpassword', '/api/users/forgotpassword', 202, { json: { email } })).toEqual({ success: true });
    expect(
      await call('POST /api/users/forgotpassword', '/api/users/forgotpassword', 202, { json: { email: 'nobody@summit.example' } }),
    ).toEqual({
      success: true,
    });
    const bad = await call<S['Error']>('POST /api/users/forgotpassword', '/api/users/forgotpassword', 400, { json: { email: 'x' } });
    expect(bad.fields?.map((f) => f.field)).toEqual(['email']);
    // Apex Tiers does not allow password reset.
    await call('POST /api/users/forgotpassword', '/api/users/forgotpassword', 403, {
      host: TIERED,
      json: { email: 'GOLD-1001@x.example' },
    });

    // Sent in the background: the outbox is read (and checked against the contract) until it arrives.
    await waitForMail(server, SUMMIT, (m) => m.to === email);
    const mail = (await call<S['OutboxMail'][]>('GET /dev/outbox', '/dev/outbox', 200)).find((m) => m.to === email);
    expect(mail?.subject).toBe('Reset your Summit Rewards password');
    const resetToken = new URL(mail!.link).searchParams.get('token')!;
    expect(resetToken).toBeTruthy();

    const reset = { email, password: 'Reset#2027', token: resetToken };
    expect(await call('POST /api/users/resetpassword', '/api/users/resetpassword', 200, { json: reset })).toEqual({ success: true });
    await signIn(email, 'Reset#2027');
    // Used once: the same token is refused.
    expect(await call('POST /api/users/resetpassword', '/api/users/resetpassword', 200, { json: reset })).toEqual({ success: false });
    expect(
      await call('POST /api/users/resetpassword', '/api/users/resetpassword', 200, { json: { ...reset, token: 'unknown-token' } }),
    ).toEqual({
      success: false,
    });
    const weak = await call<S['Error']>('POST /api/users/resetpassword', '/api/users/resetpassword', 400, {
      json: { ...reset, password: 'weakweak' },
    });
    expect(weak.fields?.map((f) => f.field)).toEqual(['password']);
  });
});

describe('users', () => {
  let alex: string;
  let low: string;
  beforeAll(async () => {
    alex = await signIn(ALEX);
    low = await signIn('low@summit.example');
  });

  it('GET /api/self: alex with two addresses; 401 without a token', async () => {
    const self = await call<S['User']>('GET /api/self', '/api/self', 200, { token: alex });
    expect(self).toMatchObject({ sid: ALEX_SID, email: ALEX, balance: 25_000 });
    expect(self.addresses).toHaveLength(2);
    expect(self.addresses.filter((a) => a.default)).toHaveLength(1);
    await call('GET /api/self', '/api/self', 200, { host: TIERED, token: await signIn('GOLD-1002', 'Apex#2026', TIERED) });
    await call('GET /api/self', '/api/self', 200, { host: CLAIM, token: await claimSignIn('THANKS-0003') });
    await call('GET /api/self', '/api/self', 401);
  });

  it('POST /api/users/{sid}: updates the profile; 400, 401, 403, 409', async () => {
    const updated = await call<S['User']>('POST /api/users/{sid}', `/api/users/${LOW_SID}`, 200, {
      token: low,
      json: { name: 'Jordan Lee-Smith', email: 'low@summit.example' },
    });
    expect(updated.name).toBe('Jordan Lee-Smith');
    const bad = await call<S['Error']>('POST /api/users/{sid}', `/api/users/${LOW_SID}`, 400, {
      token: low,
      json: { name: 'J', email: 'low@summit.example' },
    });
    expect(bad.fields?.map((f) => f.field)).toEqual(['name']);
    await call('POST /api/users/{sid}', `/api/users/${LOW_SID}`, 401, { json: { name: 'Jordan', email: 'low@summit.example' } });
    await call('POST /api/users/{sid}', `/api/users/${ALEX_SID}`, 403, {
      token: low,
      json: { name: 'Mallory', email: 'low@summit.example' },
    });
    // Another participant of the program already has that address.
    const taken = await call<S['Error']>('POST /api/users/{sid}', `/api/users/${LOW_SID}`, 409, {
      token: low,
      json: { name: 'Jordan', email: 'ALEX@summit.example' },
    });
    expect(taken.error).toBe('conflict');
    const self = await call<S['User']>('GET /api/self', '/api/self', 200, { token: low });
    expect(self).toMatchObject({ name: 'Jordan Lee-Smith', email: 'low@summit.example' });
  });

  it('PUT /api/users/{sid}/cart: stores the items; 400, 401, 403', async () => {
    const cartItems: S['CartItem'][] = [
      { id: 'line-1', productId: AURORA, productSlug: 'aurora-wireless-headphones', optionId: `${AURORA}_black`, quantity: 2 },
      { id: 'line-2', productId: BOTTLE, optionId: null, quantity: 1 },
    ];
    const stored = await call<{ cartItems: S['CartItem'][] }>('PUT /api/users/{sid}/cart', `/api/users/${LOW_SID}/cart`, 200, {
      token: low,
      json: { cartItems },
    });
    expect(stored.cartItems).toEqual(cartItems);
    expect((await call<S['User']>('GET /api/self', '/api/self', 200, { token: low })).cartItems).toEqual(cartItems);
    const bad = await call<S['Error']>('PUT /api/users/{sid}/cart', `/api/users/${LOW_SID}/cart`, 400, {
      token: low,
      json: { cartItems: [{ productId: BOTTLE, quantity: 0 }] },
    });
    expect(bad.fields?.map((f) => f.field)).toEqual(['cartItems.0.quantity']);
    await call('PUT /api/users/{sid}/cart', `/api/users/${LOW_SID}/cart`, 401, { json: { cartItems: [] } });
    await call('PUT /api/users/{sid}/cart', `/api/users/${ALEX_SID}/cart`, 403, { token: low, json: { cartItems: [] } });
    await call('PUT /api/users/{sid}/cart', `/api/users/${LOW_SID}/cart`, 200, { token: low, json: { cartItems: [] } });
  });

  it('PUT /api/users/{sid}/language: keeps a program locale; 400 for one not offered, 401, 403', async () => {
    expect((await call<S['User']>('GET /api/self', '/api/self', 200, { token: low })).language).toBeNull();
    expect(await call('PUT /api/users/{sid}/language', `/api/users/${LOW_SID}/language`, 200, { token: low, json: { language: 'nl' } })).toEqual({
      language: 'nl',
    });
    expect((await call<S['User']>('GET /api/self', '/api/self', 200, { token: low })).language).toBe('nl');
    const unknown = await call<S['Error']>('PUT /api/users/{sid}/language', `/api/users/${LOW_SID}/language`, 400, { token: low, json: { language: 'xx' } });
    expect(unknown.fields?.map((f) => f.field)).toEqual(['language']);
    await call('PUT /api/users/{sid}/language', `/api/users/${LOW_SID}/language`, 401, { json: { language: 'fr' } });
    await call('PUT /api/users/{sid}/language', `/api/users/${ALEX_SID}/language`, 403, { token: low, json: { language: 'fr' } });
    // Apex Tiers offers English and French only.
    const gold = await signIn('GOLD-1001', 'Apex#2026', TIERED);
    const [goldSid] = await server.db.query<{ id: string }>("SELECT id FROM users WHERE login = 'GOLD-1001'");
    const refused = await call<S['Error']>('PUT /api/users/{sid}/language', `/api/users/${goldSid!.id}/language`, 400, {
      token: gold,
      host: TIERED,
      json: { language: 'nl' },
    });
    expect(refused.fields?.map((f) => f.field)).toEqual(['language']);
    const [kept] = await server.db.query<{ language: string | null }>("SELECT language FROM users WHERE login = 'GOLD-1001'");
    expect(kept!.language).toBeNull();
  });

  it('addresses: create, update, delete; 400, 401, 403, 404', async () => {
    const before = (await call<S['User']>('GET /api/self', '/api/self', 200, { token: low })).addresses;
    const created = await call<S['Address']>('POST /api/users/{sid}/addresses', `/api/users/${LOW_SID}/addresses`, 201, {
      token: low,
      json: { ...US_ADDRESS, fullName: 'Jordan Lee', default: true },
    });
    expect(created).toMatchObject({ fullName: 'Jordan Lee', default: true });
    const second = await call<S['Address']>('POST /api/users/{sid}/addresses', `/api/users/${LOW_SID}/addresses`, 201, {
      token: low,
      json: { ...US_ADDRESS, fullName: 'Jordan at Work', address1: '2 Office Park' },
    });
    expect(second.default).toBe(false);
    const bad = await call<S['Error']>('POST /api/users/{sid}/addresses', `/api/users/${LOW_SID}/addresses`, 400, {
      token: low,
      json: { ...US_ADDRESS, postcode: '8020' },
    });
    expect(bad.fields?.map((f) => f.field)).toEqual(['postcode']);
    await call('POST /api/users/{sid}/addresses', `/api/users/${LOW_SID}/addresses`, 401, { json: US_ADDRESS });
    await call('POST /api/users/{sid}/addresses', `/api/users/${ALEX_SID}/addresses`, 403, { token: low, json: US_ADDRESS });

    const one = `/api/users/${LOW_SID}/addresses/${second.id}`;
    const edited = await call<S['Address']>('POST /api/users/{sid}/addresses/{addressId}', one, 200, {
      token: low,
      json: { ...US_ADDRESS, fullName: 'Jordan at the Office', default: true },
    });
    expect(edited).toMatchObject({ id: second.id, fullName: 'Jordan at the Office', default: true });
    await call('POST /api/users/{sid}/addresses/{addressId}', one, 400, { token: low, json: { ...US_ADDRESS, fullName: '' } });
    await call('POST /api/users/{sid}/addresses/{addressId}', one, 401, { json: US_ADDRESS });
    await call('POST /api/users/{sid}/addresses/{addressId}', `/api/users/${ALEX_SID}/addresses/addr_alex_summit_1`, 403, {
      token: low,
      json: US_ADDRESS,
    });
    await call('POST /api/users/{sid}/addresses/{addressId}', `/api/users/${LOW_SID}/addresses/addr_alex_summit_1`, 404, {
      token: low,
      json: US_ADDRESS,
    });

    await call('DELETE /api/users/{sid}/addresses/{addressId}', one, 401);
    await call('DELETE /api/users/{sid}/addresses/{addressId}', `/api/users/${ALEX_SID}/addresses/addr_alex_summit_1`, 403, { token: low });
    await call('DELETE /api/users/{sid}/addresses/{addressId}', `/api/users/${LOW_SID}/addresses/addr_alex_summit_1`, 404, { token: low });
    expect(await call('DELETE /api/users/{sid}/addresses/{addressId}', one, 204, { token: low })).toBe('');
    await call('DELETE /api/users/{sid}/addresses/{addressId}', one, 404, { token: low });
    // Deleting the default moved it to the oldest address left.
    const after = (await call<S['User']>('GET /api/self', '/api/self', 200, { token: low })).addresses;
    expect(after.map((a) => a.id)).toEqual([...before.map((a) => a.id), created.id]);
    expect(after.filter((a) => a.default).map((a) => a.id)).toEqual([after[0]!.id]);
  });
});

describe('orders', () => {
  let alex: string;
  beforeAll(async () => {
    alex = await signIn(ALEX);
  });

  it('GET /api/orders: alex’s seeded orders, newest first', async () => {
    const orders = await call<S['Order'][]>('GET /api/orders', '/api/orders', 200, { token: alex });
    expect(orders.length).toBeGreaterThanOrEqual(4);
    expect(orders.map((o) => o.status)).toEqual(expect.arrayContaining(['Shipped', 'received', 'API Error', 'Cancelled']));
    const dates = orders.map((o) => o.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    await call('GET /api/orders', '/api/orders', 401);
  });

  it('POST /api/orders then GET /api/orders/{orderId}; 400, 401, 403, 404, 409', async () => {
    const placed = await call<S['OrderPlaced']>('POST /api/orders', '/api/orders', 200, {
      token: alex,
      headers: { 'Idempotency-Key': 'contract-order-0001' },
      json: { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: BOTTLE, quantity: 1 }], total: 1 },
    });
    expect(placed.success).toBe(true);
    const order = await call<S['Order']>('GET /api/orders/{orderId}', `/api/orders/${placed.id}`, 200, { token: alex });
    expect(order).toMatchObject({ id: placed.id, total: 1_200, status: 'received' });
    expect(order.items[0]).toMatchObject({ quantity: 1, price: 1_200, product: { slug: 'everyday-water-bottle' } });

    // The same key with another body.
    await call('POST /api/orders', '/api/orders', 409, {
      token: alex,
      headers: { 'Idempotency-Key': 'contract-order-0001' },
      json: { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: BOTTLE, quantity: 2 }] },
    });
    // More than the balance.
    const low = await signIn('low@summit.example');
    const tooDear = await call<S['Error']>('POST /api/orders', '/api/orders', 409, {
      token: low,
      json: { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: WATCH, quantity: 1 }] },
    });
    expect(tooDear.message).toBe('Your cart total exceeds your available points balance.');
    const bad = await call<S['Error']>('POST /api/orders', '/api/orders', 400, {
      token: alex,
      json: { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: BOTTLE, quantity: 1.5 }] },
    });
    expect(bad.fields?.map((f) => f.field)).toEqual(['items.0.quantity']);
    await call('POST /api/orders', '/api/orders', 401, {
      json: { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: BOTTLE, quantity: 1 }] },
    });
    // Spring Catalog was set to allowPurchase false for this file.
    const spring = await signIn(ALEX, PASSWORD, 'rebuilding.localhost');
    await call('POST /api/orders', '/api/orders', 403, {
      host: 'rebuilding.localhost',
      token: spring,
      json: { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: BOTTLE, quantity: 1 }] },
    });

    await call('GET /api/orders/{orderId}', `/api/orders/${placed.id}`, 401);
    await call('GET /api/orders/{orderId}', `/api/orders/${placed.id}`, 404, { token: low });
    await call('GET /api/orders/{orderId}', '/api/orders/ord_does_not_exist', 404, { token: alex });
  });

  it('GET /api/transactions: running balance, newest first', async () => {
    const list = await call<S['Transaction'][]>('GET /api/transactions', '/api/transactions', 200, { token: alex });
    expect(list.length).toBeGreaterThanOrEqual(10);
    const self = await call<S['User']>('GET /api/self', '/api/self', 200, { token: alex });
    expect(list[0]!.balance).toBe(self.balance);
    await call('GET /api/transactions', '/api/transactions', 401);
  });
});

describe('catalogue', () => {
  let alex: string;
  beforeAll(async () => {
    alex = await signIn(ALEX);
  });

  it('GET /api/categories: a tree at least three deep with six roots', async () => {
    const tree = await call<S['Category'][]>('GET /api/categories', '/api/categories', 200, { token: alex });
    expect(tree.length).toBeGreaterThanOrEqual(6);
    expect(tree.some((c) => c.children.some((d) => d.children.length > 0))).toBe(true);
    await call('GET /api/categories', '/api/categories', 401);
  });

  it('GET /api/categories/languages: one entry per program locale', async () => {
    const list = await call<S['LanguageCategories'][]>('GET /api/categories/languages', '/api/categories/languages', 200, { token: alex });
    expect(list.map((l) => l.locale)).toEqual(['en', 'fr', 'sp', 'ge', 'it', 'pt', 'nl']);
    await call('GET /api/categories/languages', '/api/categories/languages', 401);
  });

  it('GET /api/products: a page, with and without filters; 400, 401', async () => {
    const page = await call<S['ProductPage']>('GET /api/products', '/api/products', 200, { token: alex });
    expect(page).toMatchObject({ page: 1, limit: 12 });
    expect(page.items).toHaveLength(12);
    expect(page.total).toBeGreaterThanOrEqual(300);
    expect(page.filters).toBeUndefined();

    const o = encodeURIComponent(JSON.stringify({ limit: 24, page: 2, sort: 'price_desc', search: 'a', filters: { price: '0-100000' } }));
    const filtered = await call<S['ProductPage']>('GET /api/products', `/api/products?includeFilters=true&o=${o}`, 200, { token: alex });
    expect(filtered).toMatchObject({ page: 2, limit: 24 });
    expect(filtered.filters?.map((f) => f.slug)).toEqual(expect.arrayContaining(['category', 'brand', 'badges']));
    const prices = filtered.items.map((p) => p.discountPrice ?? p.price);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    // Every program type answers within the contract.
    await call('GET /api/products', '/api/products?includeFilters=true', 200, {
      host: TIERED,
      token: await signIn('SILVER-2001', 'Apex#2026', TIERED),
    });
    await call('GET /api/products', '/api/products?includeFilters=true', 200, { host: CLAIM, token: await claimSignIn('THANKS-0004') });
    await call('GET /api/products', '/api/products?includeFilters=true', 200, {
      host: 'hostile.localhost',
      token: await signIn(ALEX, PASSWORD, 'hostile.localhost'),
    });

    const bad = await call<S['Error']>('GET /api/products', `/api/products?o=${encodeURIComponent('{"sort":"cheapest"}')}`, 400, {
      token: alex,
    });
    expect(bad.fields?.map((f) => f.field)).toEqual(['sort']);
    await call('GET /api/products', '/api/products', 401);
  });

  it('GET /api/products/suggestions: at most 5; 400 for 2 characters; 401', async () => {
    const { items } = await call<{ items: S['Suggestion'][] }>(
      'GET /api/products/suggestions',
      '/api/products/suggestions?q=aurora%20wireless',
      200,
      { token: alex },
    );
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
    expect(items[0]!.name).toBe('Aurora Wireless Headphones');
    const o = encodeURIComponent(JSON.stringify({ limit: 20 }));
    const many = await call<{ items: S['Suggestion'][] }>('GET /api/products/suggestions', `/api/products/suggestions?q=the&o=${o}`, 200, {
      token: alex,
    });
    expect(many.items.length).toBeLessThanOrEqual(20);
    const bad = await call<S['Error']>('GET /api/products/suggestions', '/api/products/suggestions?q=au', 400, { token: alex });
    expect(bad.fields?.map((f) => f.field)).toEqual(['q']);
    await call('GET /api/products/suggestions', '/api/products/suggestions?q=aur', 401);
  });

  it('GET /api/products/{slug}: every fixture product; 404; 401', async () => {
    for (const slug of [
      'aurora-wireless-headphones',
      'trailblazer-running-shoe',
      'everyday-water-bottle',
      'echo-smart-speaker',
      'heritage-chronograph-watch',
      'custom-engraved-pen',
    ]) {
      const product = await call<S['Product']>('GET /api/products/{slug}', `/api/products/${slug}`, 200, { token: alex });
      expect(product.slug).toBe(slug);
    }
    const hostile = await signIn(ALEX, PASSWORD, 'hostile.localhost');
    await call('GET /api/products/{slug}', '/api/products/hostile-sample', 200, { host: 'hostile.localhost', token: hostile });
    // The hostile product exists only in its own program.
    await call('GET /api/products/{slug}', '/api/products/hostile-sample', 404, { token: alex });
    await call('GET /api/products/{slug}', '/api/products/no-such-product', 404, { token: alex });
    await call('GET /api/products/{slug}', '/api/products/aurora-wireless-headphones', 401);
  });
});

describe('coverage of the contract', () => {
  it('every operation of openapi.yaml was called', () => {
    expect([...seen.keys()].sort()).toEqual([...contract.operations].sort());
  });

  it('every documented answer was reached, except those listed as unreachable', () => {
    const missing: string[] = [];
    for (const op of contract.operations) {
      const [method, path] = op.split(' ') as [string, string];
      const documented = Object.keys(
        (contract.doc.paths[path]![method.toLowerCase()] as { responses: Record<string, unknown> }).responses,
      ).map(Number);
      for (const status of documented) {
        if (!seen.get(op)?.has(status) && !UNREACHABLE[op]?.includes(status)) missing.push(`${op} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
