import { useState } from 'react';
import type { Product } from '../../api/queries/product';
import { optionImage, optionStatus, resolveOption, type OptionField, type Selection } from './product-options';

/** The participant's choice of option values for one product, and what it resolves to. */
export function useOptionChoice(product: Product) {
  const [selection, setSelection] = useState<Selection>({});
  const option = resolveOption(product, selection);
  const status = optionStatus(product, selection);
  const select = (field: OptionField, value: string | undefined) => setSelection((s) => ({ ...s, [field]: value }));
  return { selection, select, option, status, image: optionImage(option) };
}
