import type { Product, ProductOption } from '../../api/queries/product';
import { OPTION_FIELDS, type OptionField } from '../../domain/chosen-options';

// [catalogue 28-29]: a product's options vary by Color, Size and up to three custom values; the
// selectors offer each field's distinct values, and an option is resolved only when the values
// chosen narrow the options to exactly one.

// The fields in the product's order, the one its options are listed in everywhere.
export { OPTION_FIELDS, type OptionField };

const VALUE_OF: Record<OptionField, keyof ProductOption> = {
  color: 'optionColorValue',
  size: 'optionSizeValue',
  custom1: 'optionCustom1Value',
  custom2: 'optionCustom2Value',
  custom3: 'optionCustom3Value',
};

/** [constants 14]: fewer values than this show as radio buttons, this many or more as a dropdown. */
export const DROPDOWN_FROM = 5;

export type Selection = Partial<Record<OptionField, string>>;

export interface OptionGroup {
  field: OptionField;
  /** The custom option's label from the product (optionsCustomNLabel); null for Color and Size (the app names them). */
  customLabel: string | null;
  values: string[];
  control: 'radio' | 'dropdown';
}

export function optionValue(option: ProductOption, field: OptionField): string | null {
  const value = option[VALUE_OF[field]];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

const customLabelOf = (product: Product, field: OptionField) =>
  field === 'custom1'
    ? product.optionsCustom1Label
    : field === 'custom2'
      ? product.optionsCustom2Label
      : field === 'custom3'
        ? product.optionsCustom3Label
        : null;

/** One selector per field some option has a value for, with its distinct values in the feed's order. */
export function optionGroups(product: Product): OptionGroup[] {
  const groups: OptionGroup[] = [];
  for (const field of OPTION_FIELDS) {
    const values = [...new Set(product.options.map((o) => optionValue(o, field)).filter((v): v is string => v !== null))];
    if (values.length === 0) continue;
    groups.push({
      field,
      customLabel: customLabelOf(product, field) ?? null,
      values,
      control: values.length < DROPDOWN_FROM ? 'radio' : 'dropdown',
    });
  }
  return groups;
}

/** The options that agree with every value chosen so far. */
export function matchingOptions(product: Product, selection: Selection): ProductOption[] {
  return product.options.filter((option) =>
    OPTION_FIELDS.every((field) => selection[field] === undefined || optionValue(option, field) === selection[field]),
  );
}

/** The option the choice resolves to: only when it narrows the options to exactly one. */
export function resolveOption(product: Product, selection: Selection): ProductOption | null {
  const matches = matchingOptions(product, selection);
  return matches.length === 1 ? matches[0]! : null;
}

export type OptionStatus =
  /** No options: the product is bought as it is. */
  | 'none'
  /** Exactly one option matches. */
  | 'resolved'
  /** Some selectors still need a value. */
  | 'incomplete'
  /** Every selector has a value, and no option has them all: 'Current Option Selection is not Available'. */
  | 'unavailable';

export function optionStatus(product: Product, selection: Selection): OptionStatus {
  if (product.options.length === 0) return 'none';
  if (resolveOption(product, selection)) return 'resolved';
  const groups = optionGroups(product);
  const complete = groups.every((g) => selection[g.field] !== undefined);
  return complete || matchingOptions(product, selection).length === 0 ? 'unavailable' : 'incomplete';
}

/** [cart 3]: a product with more than one option opens quick view from its card instead of being added. */
export const needsChoice = (product: Product) => product.options.length > 1;

/** The one option of a product that has exactly one; null for none or several. */
export const onlyOption = (product: Product): ProductOption | null => (product.options.length === 1 ? product.options[0]! : null);

/** The chosen option's own picture, when it has one. */
export const optionImage = (option: ProductOption | null) => option?.optionImages?.optionImageHigh ?? null;
