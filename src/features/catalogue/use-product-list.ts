import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { startTransition, useCallback, useEffect, useMemo, useOptimistic, useRef, useState } from 'react';
import type { PriceRange } from '../../../machines/product-list/product-list.types';
import { categoriesQuery, type Category } from '../../api/queries/categories';
import { productsQuery } from '../../api/queries/products';
import { useApi } from '../../app/api-context';
import { useProgram } from '../../app/boot/use-program';
import type { CatalogueSearch } from '../../schemas/catalogue-query';
import { afterNextPaint } from '../../ui/after-next-paint';
import { useRegion } from '../layout';
import { categoryTrail } from './category-trail';
import { decodeAddress, encodeAddress, listOptions, productQueryOf, withPrice, type ListAddress, type ListBase } from './list-address';
import { priceBounds } from './price-range';
import { provideProductList } from './product-list-logic';

// The list's parts keep their props from render to render (memo), an empty list included.
const NO_CATEGORIES: readonly Category[] = [];

export interface ProductListRoute {
  /** The category of /shop/catalog/{slug}; undefined on /shop and /shop/catalog. */
  categorySlug: string | undefined;
  search: CatalogueSearch;
  base: ListBase;
}

/**
 * The product list's wiring: the address decoded into the list it describes, the statechart that
 * loads it, the page of products from the query cache (the previous one stays while the next
 * loads), and `go`, which navigates to a changed list. `chosen` is what the controls show: the
 * address, or the one just chosen while its navigation waits for the next paint.
 */
export function useProductList({ categorySlug, search, base }: ProductListRoute) {
  const api = useApi();
  const queryClient = useQueryClient();
  const program = useProgram();
  const navigate = useNavigate();
  const options = useMemo(() => listOptions(program), [program]);
  const address = useMemo(() => decodeAddress(search, categorySlug, options), [search, categorySlug, options]);
  const [region] = useRegion(program);
  const query = useMemo(() => productQueryOf(address, region), [address, region]);

  // The list's controls show a chosen address at once, and the page navigates after the next paint.
  // Navigating renders the page three times (the new address, the statechart's load, the router's
  // matches); before, all three ran between a click and the tick appearing (INP 96–136 ms).
  const [chosen, choose] = useOptimistic(address);
  // Each gesture builds on the chosen address, so the newest one holds every change made while
  // earlier ones waited for their paint: only the newest navigates.
  const newest = useRef(0);
  const go = useCallback(
    (next: ListAddress) => {
      // Ask for the next page at once; the statechart's load then finds it on its way (one
      // request, through the query cache).
      void queryClient.prefetchQuery(productsQuery(api, productQueryOf(next, region), true));
      const gesture = ++newest.current;
      startTransition(async () => {
        choose(next);
        await afterNextPaint();
        if (gesture !== newest.current) return;
        // The page change scrolls the results into view itself; no other change moves the page.
        await navigate({ ...(encodeAddress(next, options, base) as { to: '/shop' }), resetScroll: false });
      });
    },
    [queryClient, api, region, navigate, options, base, choose],
  );

  const { data: page, isPlaceholderData } = useQuery({
    ...productsQuery(api, query, true),
    enabled: false,
    placeholderData: keepPreviousData,
  });
  const bounds = useMemo(() => priceBounds(page?.filters?.find((f) => f.slug === 'price')), [page]);

  // The machine commits a price range after its debounce: by then another gesture may have been
  // chosen, which the range builds on as any gesture does.
  const latest = useRef({ chosen, bounds, go });
  latest.current = { chosen, bounds, go };
  const [logic] = useState(() =>
    provideProductList({
      api,
      queryClient,
      commitPrice: (range: PriceRange) => latest.current.go(withPrice(latest.current.chosen, range, latest.current.bounds)),
    }),
  );
  const request = useMemo(() => ({ category: address.category, query, key: JSON.stringify(query) }), [address.category, query]);
  const [snapshot, send] = useMachine(logic, { input: { request } });
  useEffect(() => send({ type: 'list.addressChanged', request }), [request, send]);

  const { data: categories = NO_CATEGORIES } = useQuery(categoriesQuery(api));
  const trail = useMemo(
    () => (address.category && categories.length ? categoryTrail(categories, address.category) : null),
    [address.category, categories],
  );

  return {
    program,
    options,
    address,
    chosen,
    snapshot,
    send,
    page,
    isStale: isPlaceholderData,
    bounds,
    trail,
    categories,
    go,
  };
}

export type ProductListState = ReturnType<typeof useProductList>;
