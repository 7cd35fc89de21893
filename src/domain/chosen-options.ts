import type { components } from '../api/schema.gen.ts';

type Product = Pick<components['schemas']['Product'], 'optionsCustom1Label' | 'optionsCustom2Label' | 'optionsCustom3Label'>;
type Option = components['schemas']['ProductOption'];

/**
 * The values an option carries, labelled as an order keeps them (Color, Size, or the product's
 * own labels for the custom values): the server records them on order items, the summary the same.
 */
export function chosenOptions(product: Product, option: Option | null | undefined): Record<string, string> {
  const chosen: Record<string, string> = {};
  if (!option) return chosen;
  if (option.optionColorValue) chosen.Color = option.optionColorValue;
  if (option.optionSizeValue) chosen.Size = option.optionSizeValue;
  if (option.optionCustom1Value) chosen[product.optionsCustom1Label ?? 'Option 1'] = option.optionCustom1Value;
  if (option.optionCustom2Value) chosen[product.optionsCustom2Label ?? 'Option 2'] = option.optionCustom2Value;
  if (option.optionCustom3Value) chosen[product.optionsCustom3Label ?? 'Option 3'] = option.optionCustom3Value;
  return chosen;
}
