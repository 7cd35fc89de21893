import type { RouterContext } from '../../../../../app/router-context';
import { loadProductList } from '../../../../../features/catalogue/list-query';
import type { CatalogueSearch } from '../../../../../schemas/catalogue-query';

/** The list pages' loader dependencies: the whole validated search, each address its own load. */
export const catalogueLoaderDeps = ({ search }: { search: CatalogueSearch }) => ({ search });

interface CatalogueLoad {
  context: Pick<RouterContext, 'queryClient' | 'api'>;
  deps: { search: CatalogueSearch };
  params: { categorySlug?: string };
  cause: 'preload' | 'enter' | 'stay';
}

/** The loader of /shop, /shop/catalog and /shop/catalog/{categorySlug} (src/features/catalogue/list-query.ts). */
export function loadCatalogue({ context, deps, params, cause }: CatalogueLoad) {
  return loadProductList({ ...context, search: deps.search, categorySlug: params.categorySlug, cause });
}
