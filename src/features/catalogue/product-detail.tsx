import { SimpleGrid } from '@mantine/core';
import type { Product } from '../../api/queries/product';
import { useLocale } from '../../i18n';
import { galleryImages, ProductGallery } from './product-gallery';
import { localizedName } from './product-name';
import { ProductSummary } from './product-summary';
import { useOptionChoice } from './use-option-choice';

/** The body shared by the product page and quick view: the gallery beside the buying column. */
export function ProductDetail({
  product,
  titleOrder,
  moreDetails = false,
  onAdded,
}: {
  product: Product;
  titleOrder: 1 | null;
  moreDetails?: boolean;
  onAdded?: () => void;
}) {
  const { locale } = useLocale();
  const choice = useOptionChoice(product);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
      <ProductGallery key={product.slug} name={localizedName(product, locale)} images={galleryImages(product, choice.image)} eager />
      <ProductSummary
        product={product}
        selection={choice.selection}
        onSelect={choice.select}
        option={choice.option}
        status={choice.status}
        titleOrder={titleOrder}
        moreDetails={moreDetails}
        {...(onAdded ? { onAdded } : {})}
      />
    </SimpleGrid>
  );
}
