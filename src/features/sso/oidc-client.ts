// The app's OpenID Connect client: Authorization Code with PKCE through oidc-client-ts, configured
// only from the program's oktaConfig (issuer and client id) and this origin. Nothing here knows
// which provider responds: the development one under /oidc, or the program's Okta in production.
import { ErrorResponse, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { Identity, ResumeTarget, SsoError, StartSignInInput } from '../../../machines/sso/sso.types';
import { safeRedirectTarget } from '../../app/router-redirect';
import { ssoPath } from './sso-paths';

export interface OidcClientSettings {
  /** oktaConfig.serviceURL: the issuer. */
  issuer: string;
  /** oktaConfig.clientId. */
  clientId: string;
  /** window.location.origin: the callback is /{lp}/callback on it. */
  origin: string;
  /** BCP 47 tag of the page's language, passed as ui_locales. */
  uiLocale: string;
}

export interface OidcClient {
  start(input: StartSignInInput): Promise<void>;
  complete(url: string): Promise<ResumeTarget>;
  identity(): Promise<Identity | null>;
}

const fail = (kind: SsoError['kind']): SsoError => ({ kind });

/** The resume target carried through the provider in the request's state, checked again on return. */
export function resumeTargetOf(state: unknown): ResumeTarget {
  const value = (typeof state === 'object' && state !== null ? state : {}) as { page?: unknown; next?: unknown };
  return { page: value.page === 'okta' ? 'okta' : 'redirect', next: safeRedirectTarget(value.next) ?? '/' };
}

export function createOidcClient(settings: OidcClientSettings): OidcClient {
  const manager = new UserManager({
    authority: settings.issuer,
    client_id: settings.clientId,
    redirect_uri: `${settings.origin}${ssoPath('callback')}`,
    response_type: 'code',
    scope: 'openid email profile',
    ui_locales: settings.uiLocale,
    // The ID token is all the shop needs: no user info call, no silent renew in a hidden frame
    // (the app may not be framed), no session polling.
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
    // The provider identity ends with the tab, like the shop session it leads to [locales-and-regions 15].
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });

  return {
    async start({ page, next, loginHint }) {
      try {
        await manager.signinRedirect({ state: { page, next }, ...(loginHint ? { login_hint: loginHint } : {}) });
      } catch {
        // Discovery or the redirect itself failed: the provider is out of reach.
        throw fail('providerUnavailable');
      }
    },
    async complete(url) {
      try {
        const user = await manager.signinCallback(url);
        if (!user) throw fail('signInFailed');
        return resumeTargetOf(user.state);
      } catch (error) {
        if (error instanceof ErrorResponse) throw fail(error.error === 'access_denied' ? 'cancelled' : 'signInFailed');
        if (typeof error === 'object' && error !== null && 'kind' in error) throw error;
        // A state that is not ours, a token that does not verify, a response without a code.
        throw fail(error instanceof TypeError ? 'providerUnavailable' : 'signInFailed');
      }
    },
    async identity() {
      const user = await manager.getUser();
      const email = user?.profile.email;
      if (!user || user.expired || !user.id_token || typeof email !== 'string') return null;
      return { email, idToken: user.id_token };
    },
  };
}
