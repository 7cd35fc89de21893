import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/errors';

/** POST /api/getpoints: a learner's balance for the score card; read-only despite the method. */
export function pointsQuery(client: ApiClient, email: string) {
  return queryOptions({
    queryKey: ['points', email.trim().toLowerCase()] as const,
    queryFn: async ({ signal }) => unwrap(await client.POST('/api/getpoints', { body: { email: email.trim() }, signal })),
    // The balance changes when the learning platform credits a course: never older than a minute.
    staleTime: 60_000,
  });
}
