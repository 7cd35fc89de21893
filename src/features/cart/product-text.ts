import type { Product, ProductOption } from '../../api/queries/product';
import { translatedProductName } from '../../domain/product-name';
import type { Locale } from '../../i18n';

/** The product's name in the participant's language ([locales-and-regions 5]: sp reads es, ge reads de). */
export function productDisplayName(product: Pick<Product, 'name' | 'productName' | 'langs'>, locale: Locale): string {
  return translatedProductName(product, locale) ?? product.productName ?? product.name;
}

export function findOption(product: Pick<Product, 'options'>, optionId: string | null): ProductOption | undefined {
  return optionId === null ? undefined : product.options.find((o) => o.optionID === optionId);
}

/** A product's first small image, or the option's own picture when it has one. */
export function lineImage(product: Pick<Product, 'images'>, option: ProductOption | null | undefined): string | null {
  return option?.optionImages?.optionImageHigh ?? product.images[0]?.imageLowSmall ?? null;
}
