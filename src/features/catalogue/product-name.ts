import type { Product } from '../../api/queries/product';
import { translatedProductName } from '../../domain/product-name';
import { productNameLocale, type Locale } from '../../i18n';

/** [locales-and-regions 5]: the product's name in the participant's language (sp reads es, ge reads de), else its own. */
export function localizedName(product: Pick<Product, 'name' | 'langs'>, locale: Locale): string {
  return translatedProductName(product, locale) ?? product.name;
}

/** The product's sales copy in the participant's language when the catalogue has it translated, else its own. */
export function localizedSalesCopy(product: Pick<Product, 'productSalesCopy' | 'langs'>, locale: Locale): string | null {
  const translated = product.langs?.[productNameLocale(locale)]?.productSalesCopy;
  return translated?.trim() ? translated : (product.productSalesCopy ?? null);
}

/** A category's name in the participant's language, else its own. */
export function categoryName(
  category: { name: string; translations?: Partial<Record<string, string>> | undefined },
  locale: Locale,
): string {
  return category.translations?.[locale]?.trim() || category.name;
}
