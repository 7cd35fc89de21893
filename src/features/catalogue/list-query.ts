import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { categoriesQuery } from '../../api/queries/categories';
import { programQuery } from '../../api/queries/program';
import { productsQuery } from '../../api/queries/products';
import type { RegionChoice } from '../../domain/regions';
import type { CatalogueSearch } from '../../schemas/catalogue-query';
import { currentRegion } from '../layout/use-region';
import { categoryTrail } from './category-trail';
import { decodeAddress, listOptions, productQueryOf, type ListAddress } from './list-address';

/**
 * The product list's page for an address, with its filters: TanStack Query's, one cache entry per
 * address and region, so Back and a revisit show a page seen before at once.
 */
export function productListQuery(api: ApiClient, address: ListAddress, region: RegionChoice) {
  return productsQuery(api, productQueryOf(address, region), true);
}

export interface LoadProductList {
  queryClient: QueryClient;
  api: ApiClient;
  search: CatalogueSearch;
  categorySlug: string | undefined;
  /** The router's reason for loading: a preload (a pointer on a link) waits for the page. */
  cause: 'preload' | 'enter' | 'stay';
}

/**
 * The list pages' loader: the program and the category tree (boot has them, so this is instant),
 * then the page of products the address asks for. A navigation does not wait for that page: the
 * list shows the previous page, dimmed, or a loader until it arrives, and a failure is the page's
 * to show with Retry. A preload waits, so the page it warms is there on arrival.
 */
export async function loadProductList({ queryClient, api, search, categorySlug, cause }: LoadProductList): Promise<void> {
  const [program, categories] = await Promise.all([queryClient.ensureQueryData(programQuery(api)), queryClient.ensureQueryData(categoriesQuery(api))]);
  const address = decodeAddress(search, categorySlug, listOptions(program));
  // A category the program lacks lists nothing: the page says so.
  if (address.category && !categoryTrail(categories, address.category)) return;
  const page = queryClient.ensureQueryData(productListQuery(api, address, currentRegion(program))).catch(() => undefined);
  if (cause === 'preload') await page;
}
