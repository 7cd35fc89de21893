import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type ProductQuery = components['schemas']['ProductQuery'];
export type ProductPage = components['schemas']['ProductPage'];
export type FilterDefinition = components['schemas']['FilterDefinition'];

export const productsQueryKey = (query: Partial<ProductQuery>, includeFilters: boolean) =>
  ['products', { ...query }, includeFilters] as const;

/**
 * GET /api/products: one page of a product list, with the filter definitions (facets and their
 * counts) when `includeFilters`. The product list reads it with filters, the home page's carousels
 * without. Every address of the list is its own entry, so Back shows the page kept in the cache.
 */
export function productsQuery(client: ApiClient, query: Partial<ProductQuery>, includeFilters = false) {
  return queryOptions({
    queryKey: productsQueryKey(query, includeFilters),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/api/products', { params: { query: { o: query as ProductQuery, includeFilters } }, signal })),
    // Catalogue data changes with a feed rebuild, not while a participant shops.
    staleTime: 5 * 60_000,
  });
}
