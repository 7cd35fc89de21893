import { createFileRoute } from '@tanstack/react-router';
import { catalogueSearchSchema } from '../../../../schemas/catalogue-query';
import { ProductListPage } from '../../../../features/catalogue/product-list-page';
import { catalogueLoaderDeps, loadCatalogue } from './-lib/catalogue-loader';

export const Route = createFileRoute('/_app/shop/catalog/')({
  validateSearch: catalogueSearchSchema,
  loaderDeps: catalogueLoaderDeps,
  loader: loadCatalogue,
  component: Page,
});

function Page() {
  return <ProductListPage categorySlug={undefined} search={Route.useSearch()} base="/shop/catalog" />;
}
