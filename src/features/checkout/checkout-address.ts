import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import { selectPage } from '../../../machines/checkout/checkout.selectors';
import type { CheckoutEntry, CheckoutPage } from '../../../machines/checkout/checkout.types';

// The one link between the purchase's steps and the router's addresses (docs/decisions/0006): the
// machine names the page each state shows, a route names the page it shows, and nothing else maps
// one to the other. A route's path params are filled from the machine's context fields of the
// same name (the success page's `$orderId` from `orderId`).

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page of the purchase (machines/checkout) this route shows. */
    checkoutPage?: CheckoutPage;
  }
}

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/**
 * The page of the purchase an address shows, with its params, by the router's own matching (the
 * route it ends at); null for an address outside the purchase.
 */
export function entryAt(router: AnyRouter, pathname: string): CheckoutEntry | null {
  const [routes, params] = router.getMatchedRoutes(pathname);
  const page = pageOfRoute(routes.at(-1));
  return page === undefined ? null : { page, params };
}

/**
 * The address of the page the purchase is on, and whether arriving there replaces the page before
 * it in history; null once the purchase has left its pages.
 */
export function addressOf(router: AnyRouter, snapshot: CheckoutSnapshot): { path: string; replace: boolean } | null {
  const at = selectPage(snapshot);
  if (at === null) return null;
  const route = routeShowing(router, at.page);
  const fields = snapshot.context as unknown as Record<string, unknown>;
  const path = route.fullPath.replace(/\$(\w+)/g, (_: string, name: string) => {
    const value = fields[name];
    if (typeof value !== 'string') throw new Error(`The checkout page "${at.page}" needs the context field "${name}" for ${route.fullPath}.`);
    return encodeURIComponent(value);
  });
  return { path: withoutTrailingSlash(path), replace: at.replace ?? false };
}

/** Whether two paths are the same page address (a trailing slash aside). */
export const samePath = (a: string, b: string) => withoutTrailingSlash(a) === withoutTrailingSlash(b);

function routeShowing(router: AnyRouter, page: CheckoutPage): AnyRoute {
  const routes = Object.values(router.routesById as Record<string, AnyRoute>);
  const route = routes.find((r) => pageOfRoute(r) === page);
  if (!route) throw new Error(`No route shows the checkout page "${page}" (staticData.checkoutPage).`);
  return route;
}

function pageOfRoute(route: AnyRoute | undefined): CheckoutPage | undefined {
  return (route?.options as { staticData?: { checkoutPage?: CheckoutPage } } | undefined)?.staticData?.checkoutPage;
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
