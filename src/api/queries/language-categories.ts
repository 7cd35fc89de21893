import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type LanguageCategories = components['schemas']['LanguageCategories'];

export const languageCategoriesQueryKey = ['categories', 'languages'] as const;

/** GET /api/categories/languages: every category's name per program locale (signed in). */
export function languageCategoriesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: languageCategoriesQueryKey,
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/categories/languages', { signal })),
    staleTime: 5 * 60_000,
  });
}
