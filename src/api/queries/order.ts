import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type Order = components['schemas']['Order'];
export type OrderItem = components['schemas']['OrderItem'];
export type OrderRequestBody = components['schemas']['OrderRequest'];

export const orderQueryKey = (orderId: string) => ['order', orderId] as const;

/** GET /api/orders/{orderId}: one of the participant's orders (the success page, an order's page). */
export function orderQuery(client: ApiClient, orderId: string) {
  return queryOptions({
    queryKey: orderQueryKey(orderId),
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/orders/{orderId}', { params: { path: { orderId } }, signal })),
  });
}
