import { assign, fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { ApiError, isApiError, unwrap } from '../../api/errors';
import { orderQuery } from '../../api/queries/orders';
import type { StoredSummary } from '../../schemas/order';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import type {
  CheckoutDraft,
  LoadOrderFailure,
  PlaceOrderFailure,
  ProgramType,
  SummaryRef,
} from '../../../machines/checkout/checkout.types';

export interface CheckoutActorDeps {
  api: ApiClient;
  queryClient: QueryClient;
  programType: ProgramType;
}

/**
 * Why the server refused an order, for the summary to say. A 409 is the balance in points programs
 * (the server re-checks it in the order's transaction) and an already used gift elsewhere.
 */
export function placeOrderFailureOf(error: unknown, programType: ProgramType): PlaceOrderFailure {
  if (!(error instanceof ApiError)) return 'unavailable';
  if (error.status === 409) return programType === 'points' ? 'balance' : 'used';
  if (error.status === 403) return 'closed';
  if (error.status === 400) return 'invalid';
  return 'unavailable';
}

// Lists the account pages keep: an order changes them.
const ORDER_QUERY_ROOTS: ReadonlySet<unknown> = new Set(['orders', 'transactions']);

/**
 * POST /api/orders with the stored summary's body and the Idempotency-Key made with it, so a
 * repeated confirm of the same summary responses the first order instead of placing another.
 */
export function placeOrder(deps: CheckoutActorDeps) {
  return fromPromise<string, { summary: SummaryRef }>(async ({ input, signal }) => {
    const summary = input.summary as StoredSummary;
    // The address book's own fields are not part of an order's address.
    const { default: _default, id: _id, ...shippingAddress } = summary.order.shippingAddress;
    try {
      const placed = unwrap(
        await deps.api.POST('/api/orders', {
          body: { ...summary.order, shippingAddress },
          params: { header: { 'Idempotency-Key': summary.key } },
          signal,
        }),
      );
      void deps.queryClient.invalidateQueries({ predicate: (query) => ORDER_QUERY_ROOTS.has(query.queryKey[0]) });
      return placed.id;
    } catch (error) {
      throw { kind: placeOrderFailureOf(error, deps.programType) };
    }
  });
}

/** GET /api/orders/{id} into the query cache, where the success page reads it. */
export function loadOrder(deps: Pick<CheckoutActorDeps, 'api' | 'queryClient'>) {
  return fromPromise<void, { orderId: string }>(async ({ input }) => {
    try {
      await deps.queryClient.fetchQuery({ ...orderQuery(deps.api, input.orderId), staleTime: 0 });
    } catch (error) {
      throw { kind: (isApiError(error, 404) ? 'notFound' : 'unavailable') satisfies LoadOrderFailure };
    }
  });
}

export interface CheckoutDeps extends CheckoutActorDeps {
  /** The draft against the valibot checkout rules (the app's response to isDraftValid). */
  isDraftValid(draft: CheckoutDraft): boolean;
  /** Makes this attempt's Idempotency-Key and stores the summary of the draft and the cart. */
  storeSummary(draft: CheckoutDraft): SummaryRef | null;
  removeSummary(key: string): void;
  /** Leaving the three pages (moving between them is the address following the machine, checkout-address.ts). */
  goToCart(replace: boolean): void;
  goHome(): void;
  goToShop(): void;
  /** Fetching the order clears the cart… [checkout 22] */
  clearCart(): void;
  /** …and refreshes the user. */
  refreshUser(): void;
  goToLogout(): void;
}

/** The checkout statechart with the app's effects: requests, storage, the cart and the ways out of checkout. */
export function provideCheckout(deps: CheckoutDeps) {
  return checkoutMachine.provide({
    actors: {
      placeOrder: placeOrder(deps),
      loadOrder: loadOrder(deps),
    },
    guards: {
      isDraftValid: ({ context }) => deps.isDraftValid(context.draft),
    },
    actions: {
      storeSummary: assign({ summary: ({ context }) => deps.storeSummary(context.draft) }),
      removeSummary: ({ context }) => {
        if (context.summary) deps.removeSummary(context.summary.key);
      },
      goToCart: (_, { replace }) => deps.goToCart(replace),
      goHome: () => deps.goHome(),
      goToShop: () => deps.goToShop(),
      goToLogout: () => deps.goToLogout(),
      clearCart: () => deps.clearCart(),
      refreshUser: () => deps.refreshUser(),
    },
  });
}
