import { createFileRoute } from '@tanstack/react-router';
import { catalogueSearchSchema } from '../../../schemas/catalogue-query';
import { ProductListPage } from '../../../features/catalogue/product-list-page';
import { loadCatalogue } from './catalog/-lib/catalogue-loader';

export const Route = createFileRoute('/_app/shop/')({
  validateSearch: catalogueSearchSchema,
  loader: ({ context }) => loadCatalogue(context),
  component: Page,
});

function Page() {
  return <ProductListPage categorySlug={undefined} search={Route.useSearch()} base="/shop" />;
}
