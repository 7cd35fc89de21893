import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type Suggestion = components['schemas']['Suggestion'];
export type SuggestionQuery = components['schemas']['SuggestionQuery'];

export const suggestionsQueryKey = (text: string, query: Partial<SuggestionQuery>) =>
  ['suggestions', text.trim().toLowerCase(), { ...query }] as const;

/**
 * GET /api/products/suggestions: at most `limit` products whose name or brand holds the text
 * (asked for only from 3 characters [validation 31]; callers check with isSuggestionQuery).
 */
export function suggestionsQuery(client: ApiClient, text: string, query: Partial<SuggestionQuery>) {
  return queryOptions({
    queryKey: suggestionsQueryKey(text, query),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/api/products/suggestions', {
          params: { query: { q: text.trim(), o: query as SuggestionQuery } },
          signal,
        }),
      ).items,
    staleTime: 5 * 60_000,
  });
}
