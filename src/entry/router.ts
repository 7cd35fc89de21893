import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from '../app/router-context';

/**
 * `history`: the server renders the addressed page from a memory history (src/entry-server.tsx),
 * without scroll restoration, whose server markup is an inline script the page's policy refuses
 * (the browser's router renders nothing there, so the markup still matches).
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // TanStack Query owns caching: let every navigation run its loaders, which read the query cache.
    defaultPreloadStaleTime: 0,
    scrollRestoration: history === undefined,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/**
 * Starts fetching the code of the page the address asks for. Left to the router it waits for the
 * route guards, which wait for boot's program answer: on a phone, a round trip of a few hundred
 * ms before the page's chunks are even asked for (docs/performance.md). A chunk that fails here is asked for
 * again, and reported, when the router loads the route.
 */
export function preloadAddressedRouteCode(router: AppRouter): void {
  const [routes] = router.getMatchedRoutes(router.state.location.pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}
