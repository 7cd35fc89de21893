import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type MessageSets = components['schemas']['MessageSets'];

export const languagesQueryKey = ['languages'] as const;

/** GET /api/languages: per-locale message sets that override the built-in texts. */
export function languagesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: languagesQueryKey,
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/languages', { signal })),
    staleTime: 5 * 60_000,
  });
}
