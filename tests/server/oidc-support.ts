// A real HTTP server around the test app (the development identity provider needs Node's request
// and response, which app.request() lacks), requests with a Host header through http.request
// (Node resolves no *.localhost name and fetch drops a Host override), a cookie jar, and the
// Authorization Code + PKCE steps a browser client takes.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestServer } from '../support/test-server.ts';

export interface CallResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  location: string | undefined;
}

export interface Listening {
  port: number;
  /** `host` with this server's port: what a browser on that host sends as Host. */
  hostWithPort(host: string): string;
  request(host: string, path: string, init?: { method?: string; headers?: Record<string, string>; body?: string; jar?: CookieJar }): Promise<CallResult>;
  close(): Promise<void>;
}

/** Cookies by name, as a browser on one host keeps them (paths ignored: the server reads by name). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export async function listen(server: TestServer): Promise<Listening> {
  const node = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise<void>((resolve) => (node.listening ? resolve() : node.once('listening', () => resolve())));
  const { port } = node.address() as AddressInfo;
  const hostWithPort = (host: string) => `${host}:${port}`;
  return {
    port,
    hostWithPort,
    request(host, path, init = {}) {
      return new Promise<CallResult>((resolve, reject) => {
        const headers: Record<string, string> = { host: hostWithPort(host), ...init.headers };
        const cookie = init.jar?.header();
        if (cookie) headers.cookie = cookie;
        if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
        const req = http.request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            init.jar?.take(res.headers['set-cookie']);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), location: res.headers.location });
          });
        });
        req.on('error', reject);
        if (init.body !== undefined) req.write(init.body);
        req.end();
      });
    },
    close: () => new Promise<void>((resolve) => node.close(() => resolve())),
  };
}

export const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

export const json = (value: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The path (and query) of a Location, which may be absolute on the request's origin. */
export function pathOf(location: string | undefined, origin: string): string {
  if (!location) throw new Error('no Location header');
  const url = new URL(location, origin);
  return `${url.pathname}${url.search}`;
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export interface AuthorizeOptions {
  host?: string;
  clientId?: string;
  loginHint?: string;
  uiLocales?: string;
  redirectUri?: string;
  pkce?: boolean;
}

/**
 * What oidc-client-ts does in the browser, step by step: authorization request, the provider's
 * sign-in page, the login form, back through the authorization endpoint to the callback with a
 * code, and the token request with the PKCE verifier. Returns every step's answer for assertions.
 */
export function authorizationCodeFlow(server: Listening, options: AuthorizeOptions = {}) {
  const host = options.host ?? 'localhost';
  const origin = `http://${server.hostWithPort(host)}`;
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const redirectUri = options.redirectUri ?? `${origin}/learn/callback`;
  const state = randomBytes(8).toString('hex');

  async function authorize(): Promise<CallResult> {
    const params = new URLSearchParams({
      client_id: options.clientId ?? 'storefront',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      nonce: randomBytes(8).toString('hex'),
      ...(options.pkce === false ? {} : { code_challenge: challenge, code_challenge_method: 'S256' }),
      ...(options.loginHint ? { login_hint: options.loginHint } : {}),
      ...(options.uiLocales ? { ui_locales: options.uiLocales } : {}),
    });
    return server.request(host, `/oidc/auth?${params}`, { jar });
  }

  async function signIn(interactionPath: string, email: string, password: string): Promise<CallResult> {
    return server.request(host, `${interactionPath}/login`, { method: 'POST', jar, ...form({ email, password }) });
  }

  /** From a 303 after the login form to the callback address. */
  async function followToCallback(afterLogin: CallResult): Promise<URL> {
    const resumed = await server.request(host, pathOf(afterLogin.location, origin), { jar });
    if (resumed.status !== 303) throw new Error(`resume answered ${resumed.status}: ${resumed.body.slice(0, 300)}`);
    return new URL(resumed.location!, origin);
  }

  /** The token request; `requestOrigin` is the Origin header a browser page would send. */
  async function exchange(code: string, codeVerifier = verifier, requestOrigin?: string): Promise<CallResult> {
    const body = form({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: options.clientId ?? 'storefront', code_verifier: codeVerifier });
    return server.request(host, '/oidc/token', {
      method: 'POST',
      headers: { ...body.headers, ...(requestOrigin ? { origin: requestOrigin } : {}) },
      body: body.body,
    });
  }

  return { host, origin, jar, state, redirectUri, authorize, signIn, followToCallback, exchange };
}

/** The whole flow for one learner: an ID token from the provider on `host`. */
export async function idTokenFor(server: Listening, email: string, password: string, host = 'localhost'): Promise<string> {
  const flow = authorizationCodeFlow(server, { host });
  const started = await flow.authorize();
  const interaction = pathOf(started.location, flow.origin);
  const afterLogin = await flow.signIn(interaction, email, password);
  if (afterLogin.status !== 303) throw new Error(`sign-in of ${email} answered ${afterLogin.status}`);
  const callback = await flow.followToCallback(afterLogin);
  const tokens = await flow.exchange(callback.searchParams.get('code')!);
  return (JSON.parse(tokens.body) as { id_token: string }).id_token;
}
