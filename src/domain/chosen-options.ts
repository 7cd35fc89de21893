import type { components } from '../api/schema.gen.ts';

type S = components['schemas'];
type Labels = Pick<S['Product'], 'optionsCustom1Label' | 'optionsCustom2Label' | 'optionsCustom3Label'>;
type Option = S['ProductOption'];
export type ChosenOption = S['ChosenOption'];
export type OptionField = ChosenOption['field'];

/**
 * A product's option fields in its own order: the order its selectors show them, and the one order
 * an option's values are listed in everywhere (cart, summary, success and order pages, mails, the
 * orders export).
 */
export const OPTION_FIELDS = ['color', 'size', 'custom1', 'custom2', 'custom3'] as const satisfies readonly OptionField[];

const CUSTOM = [
  ['custom1', 'optionCustom1Value', 'optionsCustom1Label'],
  ['custom2', 'optionCustom2Value', 'optionsCustom2Label'],
  ['custom3', 'optionCustom3Value', 'optionsCustom3Label'],
] as const;

/** The custom label the product gives a field, or null. */
function customLabel(product: Labels | null | undefined, field: OptionField): string | null {
  const entry = CUSTOM.find(([name]) => name === field);
  return (entry && product?.[entry[2]]?.trim()) || null;
}

/**
 * The values an option carries, in the product's order (OPTION_FIELDS): what an order keeps for its
 * line and what the cart and the summary show. Color and size carry no label (the reader's language
 * names them); custom fields the product's own label, when it has one.
 */
export function chosenOptions(product: Labels, option: Option | null | undefined): ChosenOption[] {
  if (!option) return [];
  const chosen: ChosenOption[] = [];
  if (option.optionColorValue) chosen.push({ field: 'color', label: null, value: option.optionColorValue });
  if (option.optionSizeValue) chosen.push({ field: 'size', label: null, value: option.optionSizeValue });
  for (const [field, value] of CUSTOM) {
    const chosenValue = option[value];
    if (chosenValue) chosen.push({ field, label: customLabel(product, field), value: chosenValue });
  }
  return chosen;
}

/** What the reader's language calls color, size and an unlabelled custom field. */
export interface OptionNames {
  color: string;
  size: string;
  /** "Option 1": a custom field by its number. */
  custom: (index: number) => string;
}

/** The label an option value is shown with: its own for a labelled custom field, else the reader's name for it. */
export function optionLabel(option: ChosenOption, names: OptionNames): string {
  if (option.label) return option.label;
  if (option.field === 'color') return names.color;
  if (option.field === 'size') return names.size;
  return names.custom(Number(option.field.slice(-1)));
}

/** The English names, for operators' files (the orders export). */
export const ENGLISH_OPTION_NAMES: OptionNames = { color: 'Color', size: 'Size', custom: (index) => `Option ${index}` };

/** The map older orders kept, label → value: Color and Size by those names, custom fields by their labels. */
export type StoredOptionMap = Readonly<Record<string, string>>;

/**
 * An order line's options as stored: the list, as written since orders carry one, or the map older
 * orders kept. A map's keys came back in the database's order (PostgreSQL's jsonb sorts keys by
 * length, so Size before Color); they are put in the product's order, a custom label found by the
 * product's labels (`product`: the product as it is now; null when it is gone, and then labels it
 * no longer has follow Color and Size in their stored order).
 */
export function storedOptions(
  stored: readonly ChosenOption[] | StoredOptionMap | null | undefined,
  product: Labels | null | undefined,
): ChosenOption[] {
  if (!stored) return [];
  if (Array.isArray(stored)) return [...(stored as readonly ChosenOption[])];
  const free: OptionField[] = CUSTOM.map(([field]) => field).filter(
    (field) => !Object.keys(stored).includes(customLabel(product, field) ?? ''),
  );
  const fieldOf = (key: string): OptionField => {
    if (key === 'Color') return 'color';
    if (key === 'Size') return 'size';
    const labelled = CUSTOM.find(([field]) => customLabel(product, field) === key);
    if (labelled) return labelled[0];
    // "Option 1": the name an unlabelled custom field was kept under.
    const numbered = /^Option ([123])$/.exec(key);
    const field = numbered ? (`custom${numbered[1]}` as OptionField) : undefined;
    const slot = field && free.includes(field) ? field : free[0];
    if (!slot) return 'custom3';
    free.splice(free.indexOf(slot), 1);
    return slot;
  };
  const entries = Object.entries(stored as StoredOptionMap).map(([key, value]) => {
    const field = fieldOf(key);
    const unlabelled = field === 'color' || field === 'size' || key === `Option ${field.slice(-1)}`;
    return { field, label: unlabelled ? null : key, value };
  });
  return entries.sort((a, b) => OPTION_FIELDS.indexOf(a.field) - OPTION_FIELDS.indexOf(b.field));
}
