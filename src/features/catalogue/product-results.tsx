import { SimpleGrid, Stack } from '@mantine/core';
import type { Product } from '../../api/queries/product';
import { ProductCard, type CardLayout } from './product-card';

/** The page of products in the chosen layout: three columns at desktop width (SPEC §2). */
export function ProductResults({ products, layout }: { products: readonly Product[]; layout: CardLayout }) {
  const cards = products.map((product, index) => (
    <ProductCard key={product.productID} product={product} layout={layout} eager={index === 0} headingOrder={3} />
  ));
  if (layout === 'grid') {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
        {cards}
      </SimpleGrid>
    );
  }
  return <Stack gap="sm">{cards}</Stack>;
}
