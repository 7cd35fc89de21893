// The development identity provider (server/demo/oidc) over real HTTP, on two demo hosts of one port:
// discovery per origin, the Authorization Code flow with PKCE through its sign-in page, the
// tokens it issues, and what it refuses. POST /signin-oidc with those tokens is in sso.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../server/lib/security-headers.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { authorizationCodeFlow, decodeJwt, listen, pathOf, type Listening } from './oidc-support.ts';

const LEARNER = 'learner1@summit.example';
const PASSWORD = 'Learn#2026';

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

describe('discovery follows the origin of the request', () => {
  it.each(['localhost', 'points.localhost', '127.0.0.1'])('%s: issuer and endpoints are <origin>/oidc', async (host) => {
    const response = await http.request(host, '/oidc/.well-known/openid-configuration');
    expect(response.status).toBe(200);
    const doc = JSON.parse(response.body) as Record<string, unknown>;
    const issuer = `http://${http.hostWithPort(host)}/oidc`;
    expect(doc.issuer).toBe(issuer);
    expect(doc.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(doc.token_endpoint).toBe(`${issuer}/token`);
    expect(doc.jwks_uri).toBe(`${issuer}/jwks`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    // The program's settings name the same issuer, so the app and the provider agree.
    const program = await http.request(host, '/api/programs');
    expect((JSON.parse(program.body) as { oktaConfig: { serviceURL: string } }).oktaConfig.serviceURL).toBe(issuer);
  });

  it('serves no provider for a program without single sign-on, nor for an unknown host', async () => {
    for (const host of ['tiered.localhost', 'claim.localhost', 'nowhere.example']) {
      const response = await http.request(host, '/oidc/.well-known/openid-configuration');
      expect(response.status, host).toBe(404);
      expect(JSON.parse(response.body)).toMatchObject({ error: 'not_found' });
    }
  });

  it('publishes one signing key (RS256) for every origin', async () => {
    const a = JSON.parse((await http.request('localhost', '/oidc/jwks')).body) as { keys: { kid: string; alg: string; d?: string }[] };
    const b = JSON.parse((await http.request('points.localhost', '/oidc/jwks')).body) as typeof a;
    expect(a.keys).toHaveLength(1);
    expect(a.keys[0]!.alg).toBe('RS256');
    expect(a.keys[0]!.d).toBeUndefined();
    expect(b.keys[0]!.kid).toBe(a.keys[0]!.kid);
  });
});

describe('Authorization Code with PKCE through the sign-in page', () => {
  it('learner1 signs in (French page, email from login_hint) and gets an ID token naming them', async () => {
    const flow = authorizationCodeFlow(http, { loginHint: LEARNER, uiLocales: 'fr-FR' });
    const started = await flow.authorize();
    expect(started.status).toBe(303);
    const interaction = pathOf(started.location, flow.origin);
    expect(interaction).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const page = await http.request('localhost', interaction, { jar: flow.jar });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<h1>Connexion</h1>');
    expect(page.body).toContain('pour continuer vers Summit Rewards');
    expect(page.body).toContain(`action="${interaction}/login"`);
    expect(page.body).toContain(`value="${LEARNER}"`);
    expect(page.body).not.toMatch(/<script/i);

    const wrong = await flow.signIn(interaction, LEARNER, 'Summit#2026');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('E-mail ou mot de passe incorrect.');
    const stranger = await flow.signIn(interaction, 'alex@summit.example', PASSWORD);
    expect(stranger.status).toBe(401);

    const afterLogin = await flow.signIn(interaction, LEARNER.toUpperCase(), PASSWORD);
    expect(afterLogin.status).toBe(303);
    const callback = await flow.followToCallback(afterLogin);
    expect(`${callback.origin}${callback.pathname}`).toBe(flow.redirectUri);
    expect(callback.searchParams.get('state')).toBe(flow.state);
    expect(callback.searchParams.get('iss')).toBe(`${flow.origin}/oidc`);
    const code = callback.searchParams.get('code')!;
    expect(code).toBeTruthy();

    // A page of another origin may not call the token endpoint (CORS); the app's own origin may.
    const foreign = await flow.exchange(code, undefined, 'https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const tokens = await flow.exchange(code, undefined, flow.origin);
    expect(tokens.status).toBe(200);
    expect(tokens.headers['access-control-allow-origin']).toBe(flow.origin);
    const body = JSON.parse(tokens.body) as { id_token: string; token_type: string };
    const claims = decodeJwt(body.id_token);
    expect(claims).toMatchObject({
      iss: `${flow.origin}/oidc`,
      aud: 'storefront',
      sub: 'learner1',
      email: LEARNER,
      email_verified: true,
      name: 'Riley Chen',
    });
    // A code is spent once.
    expect((await flow.exchange(code)).status).toBe(400);
  });

  it('the token request fails without the PKCE verifier that matches the challenge', async () => {
    const flow = authorizationCodeFlow(http, { host: 'points.localhost' });
    const interaction = pathOf((await flow.authorize()).location, flow.origin);
    const callback = await flow.followToCallback(await flow.signIn(interaction, 'learner2@summit.example', PASSWORD));
    const refused = await flow.exchange(callback.searchParams.get('code')!, 'x'.repeat(43));
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'invalid_grant' });
  });

  it('an authorization request without PKCE goes back to the app with an error', async () => {
    const flow = authorizationCodeFlow(http, { pkce: false });
    const response = await flow.authorize();
    expect(response.status).toBe(303);
    const back = new URL(response.location!);
    expect(`${back.origin}${back.pathname}`).toBe(flow.redirectUri);
    expect(back.searchParams.get('error')).toBe('invalid_request');
  });

  it('a redirect_uri of another origin is refused on the provider’s error page, which keeps the policy', async () => {
    const flow = authorizationCodeFlow(http, { redirectUri: 'https://evil.example/learn/callback' });
    const response = await flow.authorize();
    expect(response.status).toBe(400);
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.body).toContain('Something went wrong');
    expect(response.body).not.toContain('evil.example');
    // A callback of one demo host is not registered for another.
    const crossHost = authorizationCodeFlow(http, { host: 'points.localhost', redirectUri: `http://${http.hostWithPort('localhost')}/learn/callback` });
    expect((await crossHost.authorize()).status).toBe(400);
  });

  it('Cancel on the sign-in page returns access_denied to the app', async () => {
    const flow = authorizationCodeFlow(http);
    const interaction = pathOf((await flow.authorize()).location, flow.origin);
    const aborted = await http.request('localhost', `${interaction}/abort`, { jar: flow.jar });
    expect(aborted.status).toBe(303);
    const callback = await flow.followToCallback(aborted);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('the sign-in page needs its interaction cookie, for the interaction in the address', async () => {
    const flow = authorizationCodeFlow(http);
    const interaction = pathOf((await flow.authorize()).location, flow.origin);
    const withoutCookie = await http.request('localhost', interaction);
    expect(withoutCookie.status).toBe(400);
    expect(withoutCookie.body).toContain('Something went wrong');
    const otherUid = await http.request('localhost', '/oidc/interaction/not-this-one', { jar: flow.jar });
    expect(otherUid.status).toBe(400);
    const post = await http.request('localhost', `${interaction}/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=learner1%40summit.example&password=Learn%232026' });
    expect(post.status).toBe(400);
  });
});

describe('outside the HTTP server and in production', () => {
  it('app.request() (no Node request) gets a clear 404 rather than a crash', async () => {
    const res = await server.request('localhost', '/oidc/.well-known/openid-configuration');
    expect(res.status).toBe(404);
  });

  it('NODE_ENV=production serves no provider', async () => {
    const production = await startTestServer({ production: true });
    const prodHttp = await listen(production);
    try {
      const response = await prodHttp.request('localhost', '/oidc/.well-known/openid-configuration');
      expect(response.status).not.toBe(200);
      expect(response.body).not.toContain('issuer');
    } finally {
      await prodHttp.close();
      await production.close();
    }
  });
});
