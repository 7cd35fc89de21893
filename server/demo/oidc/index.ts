// The development identity provider [demo 25]: a real OpenID Connect provider (oidc-provider)
// served by the same process under /oidc, outside production only. The nine learners sign in
// here with Learn#2026; the shop's POST /signin-oidc verifies its tokens with the same keys.
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import { createLocalJWKSet } from 'jose';
import type { Interaction } from 'oidc-provider';
import type { AppEnv, Deps, ProgramRow } from '../../context.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { jwtVerifier, type VerifyIdToken } from '../../lib/oidc-verify.ts';
import { requestOrigin, type programResolver } from '../../lib/programs.ts';
import { signInLimiter } from '../../lib/rate-limit.ts';
import { SECURITY_HEADERS } from '../../lib/security-headers.ts';
import { clientAddress } from '../../modules/auth.ts';
import { learnerDirectory } from './accounts.ts';
import { loadOidcProvider } from './load-provider.ts';
import { errorPage, loginPage, pageLocale, type LoginPageInput } from './pages.ts';
import { brandingOf, DEV_PROVIDER_PATH, generateSigningKeys, providerInstances, type SigningKeys } from './provider.ts';

export { DEV_PROVIDER_PATH } from './provider.ts';

export interface DevIdentityProviderOptions {
  programs: ReturnType<typeof programResolver>;
  /** The app's learning-platform segment (VITE_LEARNING_PLATFORM_SEGMENT): the callback is /{lp}/callback. */
  learningPlatformSegment: string;
  /** Tests pass their own key, to sign tokens the provider would never issue (expired, foreign audience). */
  signingKeys?: SigningKeys;
}

/** Whether a program's single sign-on points at this provider: oktaConfig.serviceURL is the path /oidc. */
export function usesDevProvider(program: ProgramRow['config']): boolean {
  return program.ssoEnabled && program.oktaConfig?.serviceURL === DEV_PROVIDER_PATH;
}

const MAX_EMAIL = 254;
const MAX_PASSWORD = 128;

export function devIdentityProvider(deps: Deps, options: DevIdentityProviderOptions) {
  const directory = learnerDirectory(deps.db);
  const limiter = signInLimiter(deps.db, deps.config.rateLimit);
  let keys: Promise<SigningKeys> | undefined;
  const signingKeys = () => (keys ??= options.signingKeys ? Promise.resolve(options.signingKeys) : generateSigningKeys());
  const instanceFor = providerInstances(directory, signingKeys);
  const callbackPath = `/${options.learningPlatformSegment}/callback`;

  /** The program of the request's host, when its single sign-on uses this provider; else 404. */
  async function programOf(c: Context<AppEnv>): Promise<ProgramRow> {
    const row = await options.programs.forRequest(c);
    if (!row || !usesDevProvider(row.config)) throw notFound('No identity provider is served at this address.');
    return row;
  }

  async function instance(c: Context<AppEnv>) {
    const program = await programOf(c);
    const entry = await instanceFor({ origin: requestOrigin(c), program: program.config, clientId: program.config.oktaConfig!.clientId, callbackPath });
    return { ...entry, program };
  }

  // oidc-provider is a Koa app: it needs Node's request and response, which @hono/node-server
  // hands over as c.env. Hono's app.request() (tests without a socket) has none.
  function bindings(c: Context<AppEnv>): HttpBindings {
    const env = c.env as Partial<HttpBindings> | undefined;
    if (!env?.incoming || !env.outgoing) throw notFound('The identity provider answers over HTTP only.');
    return env as HttpBindings;
  }

  const app = new Hono<AppEnv>();

  async function interactionOf(c: Context<AppEnv>) {
    const { incoming, outgoing } = bindings(c);
    const found = await instance(c);
    let details: Interaction | undefined;
    try {
      details = await found.provider.interactionDetails(incoming, outgoing);
    } catch (error) {
      if (!(error instanceof (await loadOidcProvider()).errors.SessionNotFound)) throw error;
    }
    // The cookie's interaction must be the one in the address, and it must be asking for a sign-in.
    const usable = details && details.uid === c.req.param('uid') && details.prompt.name === 'login' ? details : undefined;
    return { ...found, incoming, outgoing, details: usable };
  }

  function showError(c: Context<AppEnv>, program: ProgramRow, uiLocales: unknown) {
    c.header('Cache-Control', 'no-store');
    return c.html(errorPage(pageLocale(uiLocales), brandingOf(program.config), `${requestOrigin(c)}/`), 400);
  }

  function page(c: Context<AppEnv>, program: ProgramRow, details: Interaction, rest: Pick<LoginPageInput, 'email' | 'failure'>, status: 200 | 401 | 429 = 200) {
    const uid = details.uid;
    c.header('Cache-Control', 'no-store');
    const html = loginPage({
      locale: pageLocale(details.params.ui_locales),
      brand: brandingOf(program.config),
      action: `${DEV_PROVIDER_PATH}/interaction/${uid}/login`,
      cancel: `${DEV_PROVIDER_PATH}/interaction/${uid}/abort`,
      ...rest,
    });
    return c.html(html, status);
  }

  app.get(`${DEV_PROVIDER_PATH}/interaction/:uid`, async (c) => {
    const { program, details } = await interactionOf(c);
    if (!details) return showError(c, program, c.req.query('ui_locales'));
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint.slice(0, MAX_EMAIL) : '';
    return page(c, program, details, { email: hint });
  });

  app.post(`${DEV_PROVIDER_PATH}/interaction/:uid/login`, async (c) => {
    const { provider, program, details, incoming, outgoing } = await interactionOf(c);
    if (!details) return showError(c, program, undefined);
    const form = await c.req.parseBody();
    const email = (typeof form.email === 'string' ? form.email : '').trim().slice(0, MAX_EMAIL);
    const password = (typeof form.password === 'string' ? form.password : '').slice(0, MAX_PASSWORD);
    let attempt;
    try {
      // Its own keys: failures here do not count against the shop's sign-in limits, nor the other way round.
      attempt = await limiter.begin({ account: `oidc:${email.toLowerCase()}`, address: `oidc-addr:${clientAddress(c)}` });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 429) throw error;
      const minutes = Math.max(1, Math.ceil(Number(error.headers?.['Retry-After'] ?? 60) / 60));
      return page(c, program, details, { email, failure: { kind: 'rateLimited', minutes } }, 429);
    }
    let account;
    try {
      account = await directory.authenticate(email, password);
    } catch (error) {
      await attempt.release().catch(() => undefined);
      throw error;
    }
    if (!account) {
      await attempt.failed();
      return page(c, program, details, { email, failure: { kind: 'credentials' } }, 401);
    }
    await attempt.release();
    // A session cookie (remember: false): closing the browser ends the provider session too.
    const returnTo = await provider.interactionResult(incoming, outgoing, { login: { accountId: account.sub, remember: false } }, { mergeWithLastSubmission: false });
    return c.redirect(returnTo, 303);
  });

  app.get(`${DEV_PROVIDER_PATH}/interaction/:uid/abort`, async (c) => {
    const { provider, program, details, incoming, outgoing } = await interactionOf(c);
    if (!details) return showError(c, program, undefined);
    const returnTo = await provider.interactionResult(
      incoming,
      outgoing,
      { error: 'access_denied', error_description: 'The sign-in was cancelled.' },
      { mergeWithLastSubmission: false },
    );
    return c.redirect(returnTo, 303);
  });

  // Everything else (discovery, keys, authorization, token, userinfo, sign-out) is oidc-provider's.
  const delegate = async (c: Context<AppEnv>) => {
    const { incoming, outgoing } = bindings(c);
    const { handler } = await instance(c);
    // Hono's middleware cannot add headers to a response written past it: the same ones go on here.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) outgoing.setHeader(name, value);
    // Mounted like express's app.use('/oidc', …): the provider routes the path below its mount.
    const url = incoming.url ?? '/';
    (incoming as typeof incoming & { originalUrl?: string }).originalUrl = url;
    incoming.url = url.slice(DEV_PROVIDER_PATH.length) || '/';
    await new Promise<void>((resolve) => {
      outgoing.once('finish', resolve);
      outgoing.once('close', resolve);
      handler(incoming, outgoing);
    });
    return new Response(null, { headers: RESPONSE_ALREADY_SENT.headers });
  };
  app.all(DEV_PROVIDER_PATH, delegate);
  app.all(`${DEV_PROVIDER_PATH}/*`, delegate);

  /** Verifies ID tokens of this provider on any origin: its issuer check is the caller's expected issuer. */
  const verifyIdToken: VerifyIdToken = jwtVerifier(async () => createLocalJWKSet({ keys: [(await signingKeys()).publicJwk] }));

  return { routes: app, verifyIdToken };
}
