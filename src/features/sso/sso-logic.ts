import { fromPromise } from 'xstate';
import { ssoMachine } from '../../../machines/sso/sso.machine';
import type { SsoError } from '../../../machines/sso/sso.types';
import type { ApiClient } from '../../api/client';
import type { OidcClient } from './oidc-client';
import { scorePath, ssoPath } from './sso-paths';

export interface SsoDeps {
  api: ApiClient;
  /** The program's OIDC client; null when the program names no issuer. */
  oidc: () => OidcClient | null;
  /** Keeps the shop's access token: session storage, so it ends with the tab [locales-and-regions 15]. */
  keepToken: (token: string) => void;
  /** The address the provider sent the browser back to (window.location.href). */
  currentUrl: () => string;
  /** Loads the app afresh at `next`, signed in. */
  enterShop: (next: string) => void;
  /** Settles once the router has moved to the new address. */
  navigate: (to: { href: string; handoff?: { next: string } }) => Promise<void>;
  openTab: (href: string) => void;
}

function client(deps: SsoDeps): OidcClient {
  const oidc = deps.oidc();
  if (!oidc) throw { kind: 'providerUnavailable' } satisfies SsoError;
  return oidc;
}

/** The sign-on statechart with the app's effects: oidc-client-ts, POST /signin-oidc, the tab and the router. */
export function provideSso(deps: SsoDeps) {
  return ssoMachine.provide({
    actors: {
      startSignIn: fromPromise(async ({ input }) => client(deps).start(input)),
      completeSignIn: fromPromise(async () => client(deps).complete(deps.currentUrl())),
      loadIdentity: fromPromise(async () => client(deps).identity()),
      signInToShop: fromPromise(async ({ input, signal }) => {
        let answer;
        try {
          answer = await deps.api.POST('/signin-oidc', { body: { email: input.email, token: input.idToken }, signal });
        } catch {
          throw { kind: 'rejected' } satisfies SsoError;
        }
        if (!answer.response.ok || !answer.data?.access_token) throw { kind: 'rejected' } satisfies SsoError;
        deps.keepToken(answer.data.access_token);
      }),
    },
    actions: {
      resume: (_, { page, next }) => void deps.navigate({ href: ssoPath(page), handoff: { next } }),
      openShop: () => deps.openTab(ssoPath('redirect')),
      showScore: (_, { email }) => void deps.navigate({ href: scorePath(email) }),
      enterShop: (_, { next }) => deps.enterShop(next),
    },
  });
}
