import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import type { SsoInput } from '../../../machines/sso/sso.types';
import { useApi } from '../../app/api-context';
import { useProgram } from '../../app/boot/use-program';
import { useSession } from '../../app/boot/session-context';
import { intlLocale, useLocale } from '../../i18n';
import { createOidcClient, type OidcClient } from './oidc-client';
import { provideSso } from './sso-logic';
import './sso-history';

/** The sign-on flow for one route visit: the statechart with the app's client, session and router. */
export function useSsoFlow(input: SsoInput) {
  const api = useApi();
  const program = useProgram();
  const session = useSession();
  const router = useRouter();
  const { locale } = useLocale();

  const [logic] = useState(() => {
    let oidc: OidcClient | null | undefined;
    return provideSso({
      api,
      oidc: () => {
        if (oidc !== undefined) return oidc;
        const okta = program.oktaConfig;
        oidc = okta
          ? createOidcClient({ issuer: okta.serviceURL, clientId: okta.clientId, origin: window.location.origin, uiLocale: intlLocale(locale) })
          : null;
        return oidc;
      },
      currentUrl: () => window.location.href,
      keepToken: (token) => session.tokenStore.set(token, { persist: 'session' }),
      // A fresh start, as after any page load with a stored token: boot loads the participant
      // before the shop shows. Telling the running boot instead reloads the participant behind
      // a loading view while this page is still mounted, which restarts the flow mid-way.
      enterShop: (next) => window.location.replace(next),
      navigate: ({ href, handoff }) => router.navigate({ href, replace: true, ...(handoff ? { state: { ssoHandoff: handoff } } : {}) }),
      // Same origin and our own page: the new tab keeps this tab's session storage (the provider identity).
      openTab: (href) => void window.open(href, '_blank'),
    });
  });
  return useMachine(logic, { input });
}
