/**
 * The signed-out pages' first view rendered on the server (docs/performance.md; SSR=0 turns it off)
 * from the same components the browser renders, so the browser can hydrate it (src/main.tsx).
 * Built by Vite's SSR build into dist-server/; the server imports this module only, and reads from
 * it which addresses it renders (FIRST_VIEW_PATHS).
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { waitFor } from 'xstate';
import { isBooting } from '../machines/app-boot/app-boot.selectors';
import { createApiClient } from './api/client';
import { languagesQueryKey } from './api/queries/languages';
import { programQueryKey, type Program } from './api/queries/program';
import { createTokenStore } from './api/token-store';
import { startBoot } from './app/boot/boot-provider';
import { createSessionEvents } from './app/boot/session-events';
import { createQueryClient } from './app/query-client';
import { App } from './entry/app';
import { createAppRouter } from './entry/router';
import { firstViewLeftToBrowser, signedOutSiteMode } from './features/site-mode/first-view-mode';
import { createI18n, loadLocale, type Locale } from './i18n';

export { FIRST_VIEW_PATHS } from './entry/first-view-paths';

export interface FirstViewData {
  program: unknown;
  messageSets: unknown;
  locale: Locale | null;
}

/**
 * The markup of `url`'s first view for a signed-out visitor, from data the server already holds;
 * null when that view is the browser's to render (firstViewLeftToBrowser: the site mode moves the
 * visitor on, or shows the program's own page for the mode).
 */
export async function renderFirstView(url: string, data: FirstViewData): Promise<string | null> {
  const program = data.program as Program;
  if (firstViewLeftToBrowser(program, new URL(url, 'http://first-view.invalid').pathname)) return null;
  const queryClient = createQueryClient();
  queryClient.setQueryData(programQueryKey, program);
  queryClient.setQueryData(languagesQueryKey, data.messageSets);
  const i18n = createI18n(data.locale ?? undefined);
  if (data.locale) await loadLocale(i18n, data.locale);
  // No storage on the server: a visitor is signed out, and nothing is asked of the API (the cache
  // holds every answer the first view reads; an address that needs more is not rendered here).
  const tokenStore = createTokenStore({ local: undefined, session: undefined });
  const api = createApiClient({ baseUrl: 'http://first-view.invalid', tokenStore, onUnauthorized: () => undefined });
  const router = createAppRouter({ queryClient, api, tokenStore }, createMemoryHistory({ initialEntries: [url] }));
  const boot = startBoot({ api, queryClient, tokenStore, router });
  await waitFor(boot, (s) => !isBooting(s), { timeout: 5_000 });
  await router.load();
  const html = await renderComplete(
    <StrictMode>
      <App
        queryClient={queryClient}
        api={api}
        router={router}
        i18n={i18n}
        tokenStore={tokenStore}
        sessionEvents={createSessionEvents()}
        boot={boot}
        siteMode={signedOutSiteMode(program)}
      />
    </StrictMode>,
  );
  boot.stop();
  return html;
}

/**
 * Loads the code of `url`'s routes without rendering, so the server can do it at start: the first
 * request would otherwise wait for it (seconds on a busy machine).
 */
export async function preloadFirstViewCode(url: string): Promise<void> {
  const tokenStore = createTokenStore({ local: undefined, session: undefined });
  const api = createApiClient({ baseUrl: 'http://first-view.invalid', tokenStore, onUnauthorized: () => undefined });
  const router = createAppRouter({ queryClient: createQueryClient(), api, tokenStore }, createMemoryHistory({ initialEntries: [url] }));
  const [matchedRoutes] = router.getMatchedRoutes(url);
  await Promise.all(matchedRoutes.map((route) => router.loadRouteChunk(route)));
}

/**
 * The whole markup, lazy parts included and in place: a plain string render would leave each
 * Suspense boundary at its fallback, and a stream would finish them with inline scripts, which
 * the page's policy refuses.
 */
async function renderComplete(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let html = '';
  for await (const chunk of prelude) html += (chunk as Buffer).toString('utf8');
  return html;
}
