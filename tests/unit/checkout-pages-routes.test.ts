// The checkout machine owns the purchase's step and the router owns the addresses
// (docs/decisions/0006): a state names its page, a route names the page it shows. This holds the
// two together on the app's own route tree: every page the machine names is shown by exactly one
// route, every route naming a page shows one of the machine's, and the address of each state is
// the route's path with its params taken from the machine's context.
import { createMemoryHistory, createRouter, type AnyRoute } from '@tanstack/react-router';
import { assign, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import type { CheckoutInput } from '../../machines/checkout/checkout.types';
import type { RouterContext } from '../../src/app/router-context';
import { addressOf } from '../../src/features/checkout/checkout-address';
import { routeTree } from '../../src/routeTree.gen';
import { machineFixtures } from '../support/machine-fixtures';
import { pendingActor } from '../support/pending-actor';

const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as RouterContext });
const routes: AnyRoute[] = Object.values(router.routesById);
const pageOfRoute = (route: AnyRoute) => (route.options as { staticData?: { checkoutPage?: string } }).staticData?.checkoutPage;

const namedByMachine = new Set(
  Object.values(checkoutMachine.root.states).flatMap((node) => {
    const page = (node.meta as { page?: string } | undefined)?.page;
    return page ? [page] : [];
  }),
);

const machine = checkoutMachine.provide({
  actors: { placeOrder: pendingActor(), loadOrder: pendingActor() },
  guards: { isDraftValid: () => true },
  actions: { storeSummary: assign({ summary: () => ({ key: 'k' }) }) },
});
const fx = machineFixtures(checkoutMachine);
const start = (over: Partial<CheckoutInput>) =>
  createActor(machine, {
    input: {
      entry: { page: 'checkout', params: {} },
      storedSummary: null,
      programType: 'points',
      chooseDifferentGoesHome: false,
      draft: { fields: {}, termsAccepted: true },
      cart: { empty: false, total: 1, balance: 10 },
      ...over,
    },
  }).start();

describe("the checkout's pages and the app's routes", () => {
  it('every page the machine names is shown by exactly one route, and no route names another', () => {
    expect([...namedByMachine].sort()).toEqual(['checkout', 'success', 'summary']);
    const shown = routes.filter((route) => pageOfRoute(route) !== undefined);
    expect(shown.map(pageOfRoute).sort()).toEqual([...namedByMachine].sort());
  });

  it("each state's address is its page's route, params filled from the context", () => {
    const actor = start({});
    expect(addressOf(router, actor.getSnapshot())).toEqual({ path: '/shop/checkout', replace: false });
    actor.send({ type: 'checkout.placeOrder' });
    expect(addressOf(router, actor.getSnapshot())).toEqual({ path: '/shop/checkout/summary', replace: false });
    actor.send({ type: 'summary.confirm' });
    actor.send(fx.done('placeOrder', 'ord_7'));
    expect(addressOf(router, actor.getSnapshot())).toEqual({ path: '/shop/checkout/success/ord_7', replace: true });
    const reloaded = start({ entry: { page: 'success', params: { orderId: 'ord 8/9' } } });
    expect(addressOf(router, reloaded.getSnapshot())?.path).toBe('/shop/checkout/success/ord%208%2F9');
  });

  // The flow reads the page from the match an address ends at: a layout route naming one would never be read.
  it('pages are named on the routes an address ends at', () => {
    for (const route of routes.filter((r) => pageOfRoute(r) !== undefined)) {
      const address = route.fullPath.replace(/\$(\w+)/g, 'ord_1').replace(/\/$/, '');
      const [matched] = router.getMatchedRoutes(address);
      expect(matched.at(-1)?.id, address).toBe(route.id);
    }
  });
});
