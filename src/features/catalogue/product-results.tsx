import { SimpleGrid, Stack } from '@mantine/core';
import { memo } from 'react';
import type { Product } from '../../api/queries/product';
import { CardEnvironment } from './card-environment';
import { ProductCard, type CardLayout } from './product-card';

/**
 * The page of products in the chosen layout: three columns at desktop width [catalogue 4]. Memoized:
 * the page around it renders again for every step of a load, the 96 cards only for new products.
 */
export const ProductResults = memo(function ProductResults({ products, layout }: { products: readonly Product[]; layout: CardLayout }) {
  const cards = products.map((product, index) => (
    <ProductCard key={product.productID} product={product} layout={layout} eager={index === 0} headingOrder={3} />
  ));
  return (
    <CardEnvironment>
      {layout === 'grid' ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
          {cards}
        </SimpleGrid>
      ) : (
        <Stack gap="sm">{cards}</Stack>
      )}
    </CardEnvironment>
  );
});
