import { describe, expect, it } from 'vitest';
import { chosenOptions, ENGLISH_OPTION_NAMES, optionLabel, storedOptions } from './chosen-options';

const shoe = { optionsCustom1Label: 'Lacing', optionsCustom2Label: null, optionsCustom3Label: 'Width' };
const option = {
  optionID: 'o1',
  optionSizeValue: '9',
  optionColorValue: 'Grey',
  optionCustom3Value: 'Wide',
  optionCustom2Value: 'Matte',
  optionCustom1Value: 'Waxed',
};

describe('chosenOptions', () => {
  it('lists an option’s values in the product’s order, custom fields with the product’s labels', () => {
    expect(chosenOptions(shoe, option)).toEqual([
      { field: 'color', label: null, value: 'Grey' },
      { field: 'size', label: null, value: '9' },
      { field: 'custom1', label: 'Lacing', value: 'Waxed' },
      { field: 'custom2', label: null, value: 'Matte' },
      { field: 'custom3', label: 'Width', value: 'Wide' },
    ]);
    expect(chosenOptions(shoe, null)).toEqual([]);
    expect(chosenOptions(shoe, { optionID: 'o2', optionColorValue: '', optionSizeValue: 'M' })).toEqual([
      { field: 'size', label: null, value: 'M' },
    ]);
  });

  it('labels each value in the reader’s words, or with the product’s own label', () => {
    const names = { color: 'Farbe', size: 'Größe', custom: (n: number) => `Variante ${n}` };
    expect(chosenOptions(shoe, option).map((o) => optionLabel(o, names))).toEqual(['Farbe', 'Größe', 'Lacing', 'Variante 2', 'Width']);
    expect(chosenOptions(shoe, option).map((o) => optionLabel(o, ENGLISH_OPTION_NAMES))).toEqual([
      'Color',
      'Size',
      'Lacing',
      'Option 2',
      'Width',
    ]);
  });
});

describe('storedOptions: what an order line kept, in the product’s order', () => {
  it('a list is read as it is', () => {
    const list = chosenOptions(shoe, option);
    expect(storedOptions(list, null)).toEqual(list);
    expect(storedOptions(null, shoe)).toEqual([]);
  });

  it('an older order’s map is put in the product’s order, whatever order its keys come in', () => {
    // PostgreSQL's jsonb gives keys back by length: Size, Width, Color, Lacing, Option 2.
    const map = { Size: '9', Width: 'Wide', Color: 'Grey', Lacing: 'Waxed', 'Option 2': 'Matte' };
    expect(storedOptions(map, shoe)).toEqual(chosenOptions(shoe, option));
  });

  it('a product gone or relabelled since: Color and Size first, the other labels after them as kept', () => {
    expect(storedOptions({ Size: '9', Finish: 'Matte', Color: 'Grey' }, null)).toEqual([
      { field: 'color', label: null, value: 'Grey' },
      { field: 'size', label: null, value: '9' },
      { field: 'custom1', label: 'Finish', value: 'Matte' },
    ]);
    expect(storedOptions({ Engraving: 'Script', Lacing: 'Flat' }, shoe)).toEqual([
      { field: 'custom1', label: 'Lacing', value: 'Flat' },
      { field: 'custom2', label: 'Engraving', value: 'Script' },
    ]);
  });
});
