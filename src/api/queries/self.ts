import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type User = components['schemas']['User'];

export const selfQueryKey = ['self'] as const;

/** GET /api/self: the signed-in participant. Remove this key on sign-out so the next one starts clean. */
export function selfQuery(client: ApiClient) {
  return queryOptions({
    queryKey: selfQueryKey,
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/self', { signal })),
  });
}
