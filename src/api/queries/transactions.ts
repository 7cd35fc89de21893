import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type Transaction = components['schemas']['Transaction'];

export const transactionsQueryKey = ['transactions'] as const;

/** GET /api/transactions: the points history, newest first, each line with the balance after it. */
export function transactionsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: transactionsQueryKey,
    // Statuses and balances move outside this tab (fulfilment, other orders): ask again on every visit.
    staleTime: 0,
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/transactions', { signal })),
  });
}
