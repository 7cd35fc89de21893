import type { Product, ProductOption } from '../../api/queries/product';
import { productNameLocale, type Locale } from '../../i18n';

/** The product's name in the participant's language ([locales-and-regions 5]: sp reads es, ge reads de). */
export function productDisplayName(product: Pick<Product, 'name' | 'productName' | 'langs'>, locale: Locale): string {
  return product.langs?.[productNameLocale(locale)]?.productName ?? product.productName ?? product.name;
}

/** Which option values a line has, as label and value; `color`/`size` are translated by the caller. */
export type OptionPart =
  | { kind: 'color'; value: string }
  | { kind: 'size'; value: string }
  | { kind: 'custom'; label: string | null; index: number; value: string };

/** The values an option carries (colour, size and three custom values with the product's labels [catalogue 28]). */
export function optionParts(
  product: Pick<Product, 'optionsCustom1Label' | 'optionsCustom2Label' | 'optionsCustom3Label'>,
  option: ProductOption | null | undefined,
): OptionPart[] {
  if (!option) return [];
  const parts: OptionPart[] = [];
  if (option.optionColorValue) parts.push({ kind: 'color', value: option.optionColorValue });
  if (option.optionSizeValue) parts.push({ kind: 'size', value: option.optionSizeValue });
  const custom: [string | null | undefined, string | null | undefined][] = [
    [product.optionsCustom1Label, option.optionCustom1Value],
    [product.optionsCustom2Label, option.optionCustom2Value],
    [product.optionsCustom3Label, option.optionCustom3Value],
  ];
  custom.forEach(([label, value], index) => {
    if (value) parts.push({ kind: 'custom', label: label ?? null, index: index + 1, value });
  });
  return parts;
}

export function findOption(product: Pick<Product, 'options'>, optionId: string | null): ProductOption | undefined {
  return optionId === null ? undefined : product.options.find((o) => o.optionID === optionId);
}

/** A product's first small image, or the option's own picture when it has one. */
export function lineImage(product: Pick<Product, 'images'>, option: ProductOption | null | undefined): string | null {
  return option?.optionImages?.optionImageHigh ?? product.images[0]?.imageLowSmall ?? null;
}
