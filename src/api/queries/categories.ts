import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type Category = components['schemas']['Category'];

export const categoriesQueryKey = ['categories'] as const;

/** GET /api/categories: the category tree (signed in). Looked up by slug on the client. */
export function categoriesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/categories', { signal })),
    staleTime: 5 * 60_000,
  });
}
