import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type Product = components['schemas']['Product'];
export type ProductOption = components['schemas']['ProductOption'];

export const productQueryKey = (slug: string) => ['product', slug] as const;

/** GET /api/products/{slug}: one product, shared by the product page, quick view and the cart's lines. */
export function productQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: productQueryKey(slug),
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/products/{slug}', { params: { path: { slug } }, signal })),
    // Catalogue data changes with a feed rebuild, not while a participant shops.
    staleTime: 5 * 60_000,
  });
}
