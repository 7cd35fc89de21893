import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { LoadOrderFailure, PlaceOrderFailure, ProgramType, SummaryRef } from '../../../machines/checkout/checkout.types';
import type { ApiClient } from '../../api/client';
import { ApiError, isApiError, unwrap } from '../../api/errors';
import { orderQuery } from '../../api/queries/orders';
import type { StoredSummary } from '../../schemas/order';

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
 * repeated confirm of the same summary answers the first order instead of placing another.
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
