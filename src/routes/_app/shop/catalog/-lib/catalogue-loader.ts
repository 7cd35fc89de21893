import { categoriesQuery } from '../../../../../api/queries/categories';
import { programQuery } from '../../../../../api/queries/program';
import type { RouterContext } from '../../../../../app/router-context';

/**
 * What the catalogue's pages need before they render: the program (sizes, sorts, permissions) and
 * the category tree (title, breadcrumb, filter). Boot has loaded both, so this is instant; the
 * list itself is the product-list statechart's to load, showing the previous page meanwhile.
 */
export async function loadCatalogue({ queryClient, api }: Pick<RouterContext, 'queryClient' | 'api'>) {
  await Promise.all([queryClient.ensureQueryData(programQuery(api)), queryClient.ensureQueryData(categoriesQuery(api))]);
}
