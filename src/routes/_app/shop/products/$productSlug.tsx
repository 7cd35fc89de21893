import { createFileRoute, notFound } from '@tanstack/react-router';
import { isApiError } from '../../../../api/errors';
import { productQuery } from '../../../../api/queries/product';
import { ProductPage } from '../../../../features/catalogue/product-page';
import { NotFoundPage } from '../../../../features/content/not-found-page';

export const Route = createFileRoute('/_app/shop/products/$productSlug')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(productQuery(context.api, params.productSlug));
    } catch (error) {
      // No such product: the 404 page, as for any address that leads nowhere.
      if (isApiError(error, 404)) throw notFound();
      throw error;
    }
  },
  component: Page,
  notFoundComponent: NotFoundPage,
});

function Page() {
  return <ProductPage slug={Route.useParams().productSlug} />;
}
