import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { Snapshot } from 'xstate';
import type { ApiClient } from '../api/client';
import type { TokenStore } from '../api/token-store';
import { SearchDraftProvider } from '../features/layout/search-draft';
import { SiteModeProvider } from '../features/site-mode/site-mode-provider';
import type { I18n } from '../i18n';
import { ApiProvider } from '../app/api-context';
import type { BootActor } from '../app/boot/boot-context';
import { BootProvider } from '../app/boot/boot-provider';
import type { SessionEvents } from '../app/boot/session-events';
import { ProgramI18nProvider } from '../app/program-i18n-provider';
import { ProgramThemeProvider } from '../app/program-theme-provider';
import type { AppRouter } from './router';

export interface AppProps {
  queryClient: QueryClient;
  api: ApiClient;
  router: AppRouter;
  i18n: I18n;
  tokenStore: TokenStore;
  /** Where the API client reports a 401 or 500 [api-calls 4], so boot signs out too. */
  sessionEvents: SessionEvents;
  /** Started before the first render (see startBoot). */
  boot: BootActor;
  /**
   * The site mode of a page rendered on the server (src/entry-server.tsx), for the render that
   * hydrates it; given, it also marks that render (and the server's) as one to be hydrated.
   */
  siteMode?: Snapshot<unknown> | undefined;
}

export function App({ queryClient, api, router, i18n, tokenStore, sessionEvents, boot, siteMode }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <ProgramI18nProvider i18n={i18n} boot={boot}>
          <ProgramThemeProvider>
            <BootProvider
              boot={boot}
              api={api}
              queryClient={queryClient}
              tokenStore={tokenStore}
              sessionEvents={sessionEvents}
              router={router}
            >
              <SiteModeProvider initial={siteMode}>
                <SearchDraftProvider>
                  <RouterProvider router={router} />
                </SearchDraftProvider>
              </SiteModeProvider>
            </BootProvider>
          </ProgramThemeProvider>
        </ProgramI18nProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
