import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getPointsRequestSchema, oidcSignInRequestSchema, ssoTokenRequestSchema } from '../../src/schemas/index.ts';
import { isScoreAllowed } from '../../src/domain/score-allow-list.ts';
import type { AppEnv, Deps, UserRow } from '../context.ts';
import { iso } from '../lib/dto.ts';
import { notFound, unauthorized } from '../lib/errors.ts';
import { discoveryVerifier, type VerifyIdToken } from '../lib/oidc-verify.ts';
import { requestOrigin, type programResolver } from '../lib/programs.ts';
import { contentSecurityPolicy } from '../lib/security-headers.ts';
import { createSession } from '../lib/sessions.ts';
import { parseBody } from '../lib/validate.ts';
import { accessToken } from './auth.ts';
import { publicProgram } from './program.ts';

export interface SsoOptions {
  /**
   * Verifies tokens of the development identity provider (server/demo/oidc), for programs whose
   * oktaConfig.serviceURL is a path on this server. Absent in production: such a program's issuer
   * is then looked up like any other, and fails.
   */
  devVerifier?: VerifyIdToken;
}

export function ssoRoutes(deps: Deps, options: SsoOptions = {}) {
  const { db, config } = deps;
  const discovery = discoveryVerifier();
  // Which keys to trust follows from the program's settings, never from the token itself.
  const verifierFor = (serviceURL: string): VerifyIdToken =>
    deps.verifyIdToken ?? (serviceURL.startsWith('/') && options.devVerifier ? options.devVerifier : discovery);
  const app = new Hono<AppEnv>();

  /** The participant a verified provider token names; the email comes from the token, not the body. */
  async function participantFor(c: Context<AppEnv>, token: string): Promise<UserRow> {
    const program = c.get('program');
    const configured = program.config.oktaConfig;
    const okta = publicProgram(program.config, requestOrigin(c)).oktaConfig;
    if (!program.config.ssoEnabled || !okta || !configured) throw unauthorized('Single sign-on is not enabled for this program.');
    const { email } = await verifierFor(configured.serviceURL)(token, { issuer: okta.serviceURL, audience: okta.clientId });
    const [user] = await db.query<UserRow>('SELECT * FROM users WHERE program_id = $1 AND lower(email) = lower($2)', [program.id, email]);
    if (!user) throw unauthorized('No participant of this program has that sign-on identity.');
    return user;
  }

  app.post('/api/sso', async (c) => {
    const { token } = await parseBody(c, ssoTokenRequestSchema);
    const user = await participantFor(c, token);
    return c.json(accessToken(await createSession(db, user.id, config.tokenTtlSeconds), config.tokenTtlSeconds));
  });

  app.post('/signin-oidc', async (c) => {
    const { email, token } = await parseBody(c, oidcSignInRequestSchema);
    const user = await participantFor(c, token);
    if (user.email.toLowerCase() !== email.toLowerCase()) throw unauthorized('The sign-on token is for another participant.');
    return c.json(accessToken(await createSession(db, user.id, config.tokenTtlSeconds), config.tokenTtlSeconds));
  });

  app.post('/api/getpoints', async (c) => {
    const { email } = await parseBody(c, getPointsRequestSchema);
    if (!isScoreAllowed(email)) throw notFound('No score card for this address.');
    const [user] = await db.query<UserRow>('SELECT * FROM users WHERE program_id = $1 AND lower(email) = lower($2)', [c.get('program').id, email]);
    if (!user) throw notFound('No score card for this address.');
    return c.json({ email: user.email, balance: user.balance ?? 0, lastUpdateDate: iso(user.last_update_date) ?? iso(new Date())! });
  });

  return app;
}

/** The origin of an issuer URL the browser may call, or null for a path on this server or anything not http(s). */
export function issuerOrigin(serviceURL: string | undefined): string | null {
  if (!serviceURL || serviceURL.startsWith('/')) return null;
  try {
    const url = new URL(serviceURL);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The app signs in with its program's issuer from the browser (discovery, token and keys are
 * fetched by oidc-client-ts). An issuer on another origin (the program's Okta) is added to
 * connect-src for that program's host only; the development provider is same-origin and needs
 * nothing. Everything else about the policy stays as server/lib/security-headers.ts has it.
 */
export function issuerConnectSource(programs: ReturnType<typeof programResolver>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.headers.has('Content-Security-Policy')) return;
    const row = await programs.forRequest(c).catch(() => null);
    const origin = row?.config.ssoEnabled ? issuerOrigin(row.config.oktaConfig?.serviceURL) : null;
    if (origin && origin !== requestOrigin(c)) c.header('Content-Security-Policy', contentSecurityPolicy([origin]));
  };
}
