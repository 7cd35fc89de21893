import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type Order = components['schemas']['Order'];
export type OrderItem = Order['items'][number];

export const ordersQueryKey = ['orders'] as const;
export const orderQueryKey = (orderId: string) => ['orders', orderId] as const;

/** GET /api/orders: the participant's orders, newest first. Placing an order invalidates `['orders']`. */
export function ordersQuery(client: ApiClient) {
  return queryOptions({
    queryKey: ordersQueryKey,
    // Statuses and balances move outside this tab (fulfilment, other orders): ask again on every visit.
    staleTime: 0,
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/orders', { signal })),
  });
}

/** GET /api/orders/{orderId}: one of the participant's orders (404 for anyone else's). */
export function orderQuery(client: ApiClient, orderId: string) {
  return queryOptions({
    queryKey: orderQueryKey(orderId),
    // Statuses and balances move outside this tab (fulfilment, other orders): ask again on every visit.
    staleTime: 0,
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/orders/{orderId}', { params: { path: { orderId } }, signal })),
  });
}
