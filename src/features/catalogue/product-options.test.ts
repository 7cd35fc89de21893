import { describe, expect, it } from 'vitest';
import type { Product, ProductOption } from '../../api/queries/product';
import { matchingOptions, needsChoice, onlyOption, optionGroups, optionStatus, resolveOption } from './product-options';

const option = (id: string, values: Partial<ProductOption>): ProductOption => ({
  optionID: id,
  optionColorValue: null,
  optionSizeValue: null,
  optionCustom1Value: null,
  optionCustom2Value: null,
  optionCustom3Value: null,
  price: null,
  ...values,
});

const product = (options: ProductOption[], extra: Partial<Product> = {}) => ({ slug: 'p', options, ...extra }) as Product;

// [demo 22]: the running shoe has sizes 6 to 12 in Red and Grey, except Red / 12.
const sizes = ['6', '7', '8', '9', '10', '11', '12'];
const shoe = product(
  ['Red', 'Grey'].flatMap((colour) =>
    sizes
      .filter((size) => !(colour === 'Red' && size === '12'))
      .map((size) => option(`${colour}-${size}`, { optionColorValue: colour, optionSizeValue: size })),
  ),
);
const headphones = product(['Black', 'White', 'Blue'].map((c) => option(c, { optionColorValue: c })));
const pen = product([option('serif', { optionCustom1Value: 'Serif' }), option('script', { optionCustom1Value: 'Script' })], {
  optionsCustom1Label: 'Engraving Font',
});
const speaker = product([option('only', {})]);
const bottle = product([]);

describe('option selectors', () => {
  it('fewer than 5 values are radio buttons, 5 or more a dropdown', () => {
    expect(optionGroups(headphones)).toEqual([{ field: 'color', customLabel: null, values: ['Black', 'White', 'Blue'], control: 'radio' }]);
    expect(optionGroups(shoe).map((g) => [g.field, g.values.length, g.control])).toEqual([
      ['color', 2, 'radio'],
      ['size', 7, 'dropdown'],
    ]);
    expect(optionGroups(pen)).toEqual([{ field: 'custom1', customLabel: 'Engraving Font', values: ['Serif', 'Script'], control: 'radio' }]);
    expect(optionGroups(bottle)).toEqual([]);
    expect(optionGroups(speaker)).toEqual([]);
  });
});

describe('option resolution', () => {
  it('resolves only when the choice narrows the options to exactly one', () => {
    expect(resolveOption(shoe, {})).toBeNull();
    expect(resolveOption(shoe, { color: 'Grey' })).toBeNull();
    expect(resolveOption(shoe, { color: 'Grey', size: '12' })?.optionID).toBe('Grey-12');
    expect(resolveOption(headphones, { color: 'Blue' })?.optionID).toBe('Blue');
    // A product with a single option needs no choice at all.
    expect(resolveOption(speaker, {})?.optionID).toBe('only');
  });

  it('tells incomplete choices from unavailable ones (Red / 12 does not exist)', () => {
    expect(optionStatus(bottle, {})).toBe('none');
    expect(optionStatus(shoe, {})).toBe('incomplete');
    expect(optionStatus(shoe, { size: '11' })).toBe('incomplete');
    // Only Grey comes in 12: the size alone narrows the options to one.
    expect(optionStatus(shoe, { size: '12' })).toBe('resolved');
    expect(optionStatus(shoe, { color: 'Red', size: '12' })).toBe('unavailable');
    expect(optionStatus(shoe, { color: 'Red', size: '11' })).toBe('resolved');
    expect(optionStatus(headphones, { color: 'Green' })).toBe('unavailable');
    expect(matchingOptions(shoe, { size: '12' }).map((o) => o.optionID)).toEqual(['Grey-12']);
  });

  it('a card adds directly unless the product has more than one option', () => {
    expect(needsChoice(shoe)).toBe(true);
    expect(needsChoice(pen)).toBe(true);
    expect(needsChoice(speaker)).toBe(false);
    expect(needsChoice(bottle)).toBe(false);
    expect(onlyOption(speaker)?.optionID).toBe('only');
    expect(onlyOption(bottle)).toBeNull();
  });
});
