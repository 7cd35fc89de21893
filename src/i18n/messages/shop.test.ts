import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/locales';
import { catalogue } from './all';

const shop = catalogue.shop;

describe('shop messages', () => {
  it('hold the docs/product texts verbatim in English', () => {
    expect(shop.en).toMatchObject({
      'list.empty.title': 'No matching items',
      'list.empty.text': 'Try resetting the filters',
      'list.reset': 'Reset Filters',
      'list.browserTitle': 'Shop Category Page — {{program}}',
      'list.legend': 'Showing {{from}}-{{to}} of {{total}} products',
      'option.unavailable': 'Current Option Selection is not Available',
      'option.hint': 'Choose the option to select the item',
      'product.addToCart': 'Add To Cart',
      'product.moreDetails': 'More Details',
      'product.inStock': 'In Stock',
      'sort.brand_asc': 'Brand (A-Z)',
      'gallery.noImage': '{{name}}: no picture',
      'entry.browse': 'Browse the catalogue',
      'entry.categories': 'Shop by category',
    });
  });

  it("translate 'Showing x-y of N products' in every locale, keeping its three numbers", () => {
    const legends = LOCALES.map((locale) => shop[locale]['list.legend']);
    expect(new Set(legends).size).toBe(LOCALES.length);
    for (const legend of legends) for (const part of ['{{from}}', '{{to}}', '{{total}}']) expect(legend).toContain(part);
  });
});
