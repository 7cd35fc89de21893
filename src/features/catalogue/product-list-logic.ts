import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { productListMachine } from '../../../machines/product-list/product-list.machine';
import type { CategoryAnswer, PriceRange } from '../../../machines/product-list/product-list.types';
import type { ApiClient } from '../../api/client';
import { categoriesQuery } from '../../api/queries/categories';
import { productsQuery, type ProductQuery } from '../../api/queries/products';
import { categoryTrail } from './category-trail';

export interface ProductListDeps {
  api: ApiClient;
  queryClient: QueryClient;
  /** Navigates to the list with this price range (the machine calls it once the range rests). */
  commitPrice: (range: PriceRange) => void;
}

/**
 * The product-list statechart with the app's effects. Both loads go through the query cache: an
 * address seen before (Back, a revisit) answers at once, and a load the machine abandons still
 * fills the cache for later.
 */
export function provideProductList({ api, queryClient, commitPrice }: ProductListDeps) {
  return productListMachine.provide({
    actors: {
      loadCategory: fromPromise<CategoryAnswer, { category: string }>(async ({ input }) => {
        const tree = await queryClient.ensureQueryData(categoriesQuery(api));
        return { found: categoryTrail(tree, input.category) !== null };
      }),
      // The machine only waits for the page; components read it from the cache.
      loadList: fromPromise<unknown, { query: unknown }>(({ input }) =>
        queryClient.ensureQueryData(productsQuery(api, input.query as ProductQuery, true)),
      ),
    },
    actions: {
      commitPrice: (_, { range }) => commitPrice(range),
    },
  });
}
