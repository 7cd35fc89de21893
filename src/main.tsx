// Mantine's styles in the `mantine` cascade layer: the app's CSS modules load in lazy chunks whose
// <link> may come before these, and unlayered rules win over layered ones whatever the order.
// Core first (only the sheets of the components the app uses: see the module), then the other
// Mantine packages (their documented order).
import './theme/mantine-styles';
import '@mantine/notifications/styles.layer.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { isBooting } from '../machines/app-boot/app-boot.selectors';
import { languagesQueryKey } from './api/queries/languages';
import { programQueryKey, type Program } from './api/queries/program';
import { readFirstView } from './entry/first-view';
import { noteTypedInput } from './lib/typed-before-hydration';
import { signedOutSiteMode } from './features/site-mode/first-view-mode';
import { writeLocaleCookie } from './lib/locale-cookie';
import { readAppConfig } from './entry/app-config';
import type { AppConfig } from './schemas/app-config';
import { createApiClient } from './api/client';
import { createBrowserTokenStore } from './api/token-store';
import { provideDemoInspector } from './app/actor-inspection';
import { App } from './entry/app';
import { startBoot } from './app/boot/boot-provider';
import { createSessionEvents } from './app/boot/session-events';
import { createQueryClient } from './app/query-client';
import { createAppRouter, preloadAddressedRouteCode } from './entry/router';
import { browserLocalStorage, readStoredState } from './schemas/stored-state';
import { redirectToLogin } from './app/unauthorized';
import { liveInspector } from './features/flows/demo-inspector';
import { addressLocale, createI18n, loadLocale, prepareNumberFormat } from './i18n';

// The demo's Flows page follows the app's actors live (docs/flows.md): production code asks
// src/app/actor-inspection.ts, and only here does the live inspector reach it. Before any actor starts;
// the inspector stays silent outside the demo.
provideDemoInspector(liveInspector);

// The participant's stored locale from the first frame [locales-and-regions 16]; without one, the
// language the address names (`?lang=`: a password mail's link), shown but not kept as a choice
// (docs/i18n.md). The provider narrows it to the program's languages once the program is known.
// Its texts are a chunk: fetch it now, alongside boot's calls, rather than after the first render.
const storedLocale = readStoredState(browserLocalStorage()).locale;
const startLocale = storedLocale ?? addressLocale(window.location.search);
const i18n = createI18n(startLocale);
const localeLoaded = startLocale ? loadLocale(i18n, startLocale).catch(() => undefined) : Promise.resolve();
// Kept in step for the server, which reads the language from this cookie.
if (storedLocale) writeLocaleCookie(storedLocale);
const queryClient = createQueryClient();
const tokenStore = createBrowserTokenStore();
// A page the server rendered (the signed-out pages of src/entry/first-view-paths.ts) carries
// the answers it was rendered from: boot takes them from the cache, and the first render hydrates
// the server's markup when it would render the same (a visitor signed out, in the language the
// server used); else it renders anew.
const firstView = readFirstView(document);
if (firstView) {
  queryClient.setQueryData(programQueryKey, firstView.program as unknown as Program);
  queryClient.setQueryData(languagesQueryKey, firstView.messageSets);
}
const hydrating = firstView !== null && tokenStore.get() === null && (startLocale ?? null) === firstView.locale;
// The client redirects through the router, and the router's context holds the client: the callback
// only runs on an answer, by which time `router` exists.
// The redirect first, so the address has moved on when boot hears of it (see SessionEndedGuard).
const sessionEvents = createSessionEvents();

/** Everything that needs to know where the API is, then the first render. */
function start({ apiOrigin }: AppConfig): void {
  const api = createApiClient({
    baseUrl: apiOrigin,
    apiFilesOrigin: apiOrigin || undefined,
    tokenStore,
    onUnauthorized: () => {
      redirectToLogin(window.location, (path) => router.history.push(path));
      sessionEvents.signedOut();
    },
  });
  const router = createAppRouter({ queryClient, api, tokenStore });
  preloadAddressedRouteCode(router);
  const boot = startBoot({ api, queryClient, tokenStore, router });
  // The first Intl.NumberFormat costs 10–20 ms; built in a task of its own before the first paint,
  // it is not part of the render that first shows points (a long task after the paint on home).
  // Signed-in pages show points from their first render; the sign-in page shows none.
  if (tokenStore.get() !== null) setTimeout(() => prepareNumberFormat(i18n.language), 0);

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');

  const app = (siteMode?: ReturnType<typeof signedOutSiteMode>) => (
    <StrictMode>
      <App
        queryClient={queryClient}
        api={api}
        router={router}
        i18n={i18n}
        tokenStore={tokenStore}
        sessionEvents={sessionEvents}
        boot={boot}
        siteMode={siteMode}
      />
    </StrictMode>
  );
  if (!hydrating) {
    createRoot(rootElement).render(app());
    return;
  }
  // The state the server rendered from, reached before the first render: boot settled from the
  // cache, the route and its code loaded, the language's texts in (src/entry-server.tsx does the same).
  // Marked as hydrating server markup, the router leaves out the Suspense boundary it puts
  // around the matches when it renders alone (the server's render has none there).
  router.ssr = { manifest: undefined };
  void Promise.all([waitFor(boot, (s) => !isBooting(s)), router.load(), localeLoaded]).then(() => {
    noteTypedInput(rootElement);
    hydrateRoot(rootElement, app(signedOutSiteMode(firstView.program as unknown as Program)));
  });
}

// Served by the Node server, the page says where the API is (its own origin) and this runs at
// once; served as static files, /app-config.json may name another origin (docs/deploy.md). Not a
// top-level await: that would make the bundler load every route module with the entry.
const appConfig = readAppConfig(document);
if (appConfig instanceof Promise) void appConfig.then(start);
else start(appConfig);
