import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type Program = components['schemas']['Program'];

export const programQueryKey = ['program'] as const;

/** GET /api/programs: the program of this host (404 when the host serves none). */
export function programQuery(client: ApiClient) {
  return queryOptions({
    queryKey: programQueryKey,
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/programs', { signal })),
    // The program changes only when an administrator edits it; site-mode checks refetch it on purpose.
    staleTime: 5 * 60_000,
    // A host without a program stays without one: components that mount after the loader's 404
    // should show it, not ask again.
    retryOnMount: false,
  });
}
