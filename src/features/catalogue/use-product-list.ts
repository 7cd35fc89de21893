import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { priceFilterMachine, pendingPrice, type PriceRange } from '../../../machines/product-list/price-filter.machine';
import { categoriesQuery, type Category } from '../../api/queries/categories';
import { useApi } from '../../app/api-context';
import { useProgram } from '../../app/boot/use-program';
import { catalogueSearchSchema, type CatalogueSearch } from '../../schemas/catalogue-query';
import { useRegion } from '../layout';
import { categoryTrail } from './category-trail';
import { decodeAddress, encodeAddress, listOptions, withPrice, type ListBase, type ListChange } from './list-address';
import { productListQuery } from './list-query';
import { priceBounds } from './price-range';

// The list's parts keep their props from render to render (memo), an empty list included.
const NO_CATEGORIES: readonly Category[] = [];

export interface ProductListRoute {
  /** The category of /shop/catalog/{slug}; undefined on /shop and /shop/catalog. */
  categorySlug: string | undefined;
  /** The route's validated search (`validateSearch`): the list's only state. */
  search: CatalogueSearch;
  base: ListBase;
}

/**
 * The product list's wiring. The address (the route's search and category) is the list's state;
 * the page of products is TanStack Query's, keyed by it (the route's loader has started it), with
 * the previous page on screen while the next loads; `go` navigates to a changed address. The
 * one flow left is the price filter's debounce (priceFilterMachine).
 */
export function useProductList({ categorySlug, search, base }: ProductListRoute) {
  const api = useApi();
  const program = useProgram();
  const router = useRouter();
  const navigate = useNavigate();
  const options = useMemo(() => listOptions(program), [program]);
  const address = useMemo(() => decodeAddress(search, categorySlug, options), [search, categorySlug, options]);
  const [region] = useRegion(program);

  const categoriesResult = useQuery(categoriesQuery(api));
  const categories = categoriesResult.data ?? NO_CATEGORIES;
  const trail = useMemo(
    () => (address.category && categories.length ? categoryTrail(categories, address.category) : null),
    [address.category, categories],
  );
  // A category page lists once its category is known to exist; one the program lacks lists nothing.
  const categoryKnown = address.category === null || trail !== null;
  const categoryMissing = address.category !== null && categoriesResult.isSuccess && trail === null;

  const list = useQuery({
    ...productListQuery(api, address, region),
    enabled: categoryKnown,
    placeholderData: keepPreviousData,
  });
  const page = list.data;
  const bounds = useMemo(() => priceBounds(page?.filters?.find((f) => f.slug === 'price')), [page]);

  // Every gesture builds on the address the newest navigation asked for, which may not have
  // rendered yet: two gestures in quick succession (a tick, a price range resting) both count.
  const go = useCallback(
    (change: ListChange) => {
      const newest = decodeAddress(v.parse(catalogueSearchSchema, router.latestLocation.search), categorySlug, options);
      // The page change scrolls the results into view itself; no other change moves the page.
      void navigate({ ...(encodeAddress(change(newest), options, base) as { to: '/shop' }), resetScroll: false });
    },
    [router, navigate, categorySlug, options, base],
  );

  // The price filter commits a range once it rests; the bounds are the page's at that moment.
  const latest = useRef({ bounds, go });
  latest.current = { bounds, go };
  const [priceLogic] = useState(() =>
    priceFilterMachine.provide({
      actions: {
        commitPrice: (_, { range }) => latest.current.go((a) => withPrice(a, range, latest.current.bounds)),
      },
    }),
  );
  const [priceSnapshot, sendPrice] = useMachine(priceLogic);
  const onPriceChange = useCallback((range: PriceRange) => sendPrice({ type: 'price.change', range }), [sendPrice]);

  // Retry asks again for what failed: the category tree, else this address's page.
  const categoriesFailed = categoriesResult.isError && !categoriesResult.isFetching;
  const listFailed = list.isError && !list.isFetching;
  const { refetch: refetchCategories } = categoriesResult;
  const { refetch: refetchList } = list;
  const retry = useCallback(
    () => void (categoriesResult.isError ? refetchCategories() : refetchList()),
    [categoriesResult.isError, refetchCategories, refetchList],
  );

  return {
    program,
    options,
    address,
    page,
    /** The previous page is on screen while this address's loads. */
    loading: list.isPlaceholderData,
    failed: categoriesFailed || listFailed,
    categoryMissing,
    retry,
    bounds,
    trail,
    categories,
    go,
    pendingPrice: pendingPrice(priceSnapshot),
    onPriceChange,
  };
}

export type ProductListState = ReturnType<typeof useProductList>;
