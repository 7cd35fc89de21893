// One oidc-provider instance per origin the browser used. An issuer identifier is a fixed URL and
// every URL the provider publishes (endpoints in discovery, `iss` in tokens, redirects) derives
// from it, while the demo is reached as localhost, 127.0.0.1 or points.localhost on whatever PORT.
// So the issuer is `<request origin>/oidc`, the same origin the app and GET /api/programs report
// (server/modules/program.ts publicProgram), and each origin gets its own instance. They share
// the signing key, the cookie keys and oidc-provider's in-memory storage. See docs/sso.md.
import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Configuration, KoaContextWithOIDC, Provider } from 'oidc-provider';
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';
import type { Program } from '../../context.ts';
import type { LearnerDirectory } from './accounts.ts';
import { loadOidcProvider } from './load-provider.ts';
import { errorPage, logoutPage, pageLocale, signedOutPage, type Branding } from './pages.ts';

/** Where the development provider lives on every origin; a program's oktaConfig.serviceURL names it by this path. */
export const DEV_PROVIDER_PATH = '/oidc';

/** Scopes the storefront asks for, granted to it without a consent screen (a first-party client). */
export const FIRST_PARTY_SCOPES = 'openid email profile';

/** Bounds the instances kept for origins seen (hosts × ports); the oldest is dropped past it. */
const MAX_INSTANCES = 32;

export interface SigningKeys {
  privateJwk: JWK;
  publicJwk: JWK;
}

export async function generateSigningKeys(): Promise<SigningKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const meta = { kid, alg: 'RS256', use: 'sig' };
  return { privateJwk: { ...(await exportJWK(privateKey)), ...meta }, publicJwk: { ...(await exportJWK(publicKey)), ...meta } };
}

export interface InstanceSettings {
  origin: string;
  program: Program;
  clientId: string;
  /** The app's callback path, /{lp}/callback. */
  callbackPath: string;
}

export function brandingOf(program: Program): Branding {
  return { programName: program.fullName, logo: program.theme.logo || null, buttonColour: program.theme.color2 };
}

const uiLocales = (ctx: KoaContextWithOIDC) => (ctx as unknown as { oidc?: { params?: { ui_locales?: unknown } } }).oidc?.params?.ui_locales;

interface Shared {
  keys: SigningKeys;
  cookieKeys: string[];
  adapter: ReturnType<typeof createMemoryAdapter>;
  directory: LearnerDirectory;
}

function configuration(settings: InstanceSettings, { keys, cookieKeys, adapter, directory }: Shared): Configuration {
  const brand = brandingOf(settings.program);
  const shopUrl = `${settings.origin}/`;
  return {
    // Development only (the provider is not mounted in production): a restart signs everyone out of it.
    adapter,
    clients: [
      {
        client_id: settings.clientId,
        client_name: settings.program.fullName,
        // A browser app: no secret, so PKCE is required (oidc-provider's default for public clients).
        token_endpoint_auth_method: 'none',
        response_types: ['code'],
        grant_types: ['authorization_code'],
        redirect_uris: [`${settings.origin}${settings.callbackPath}`],
        post_logout_redirect_uris: [shopUrl],
      },
    ],
    async findAccount(_ctx, sub) {
      const account = await directory.findBySub(sub);
      if (!account) return undefined;
      return { accountId: account.sub, claims: () => ({ sub: account.sub, email: account.email, email_verified: true, name: account.name }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    // The shop's POST /signin-oidc reads the email from the ID token, as it would from Okta's.
    conformIdTokenClaims: false,
    // The app calls the token endpoint from its own origin, and browsers send Origin on a POST
    // even then: that origin, and no other, may call.
    clientBasedCORS: (_ctx, origin) => origin === settings.origin,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.type = 'html';
          ctx.body = logoutPage(pageLocale(uiLocales(ctx)), brand, ctx.host, form);
        },
        postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          ctx.body = signedOutPage(pageLocale(uiLocales(ctx)), brand, shopUrl);
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${DEV_PROVIDER_PATH}/interaction/${interaction.uid}` },
    // The storefront is the program's own app: its scopes are granted on sign-in, as Okta does
    // for first-party apps, so there is no consent screen.
    async loadExistingGrant(ctx) {
      const { client, session, provider, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(FIRST_PARTY_SCOPES);
      await grant.save();
      return grant;
    },
    cookies: {
      keys: cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    jwks: { keys: [keys.privateJwk as Record<string, unknown>] },
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 600, Session: 8 * 3600, Grant: 8 * 3600 },
    renderError(ctx) {
      ctx.type = 'html';
      ctx.body = errorPage(pageLocale(uiLocales(ctx)), brand, shopUrl);
    },
  };
}

/** Instances by origin and client, created on first use, sharing keys and cookie keys. */
export function providerInstances(directory: LearnerDirectory, signingKeys: () => Promise<SigningKeys>) {
  const cookieKeys = [randomBytes(32).toString('base64url')];
  const adapter = createMemoryAdapter(0);
  const instances = new Map<string, Promise<{ provider: Provider; handler: ReturnType<Provider['callback']> }>>();

  return function instanceFor(settings: InstanceSettings) {
    const key = `${settings.origin} ${settings.clientId} ${settings.callbackPath}`;
    let entry = instances.get(key);
    if (entry) {
      // Most recently used last, so the first key is the one to drop.
      instances.delete(key);
      instances.set(key, entry);
      return entry;
    }
    entry = Promise.all([signingKeys(), loadOidcProvider()]).then(([keys, oidc]) => {
      const provider = new oidc.Provider(`${settings.origin}${DEV_PROVIDER_PATH}`, configuration(settings, { keys, cookieKeys, adapter, directory }));
      return { provider, handler: provider.callback() };
    });
    instances.set(key, entry);
    if (instances.size > MAX_INSTANCES) instances.delete(instances.keys().next().value!);
    return entry;
  };
}
