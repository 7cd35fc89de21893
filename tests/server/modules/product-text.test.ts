import { describe, expect, it } from 'vitest';
import { productText, type CategoryRef, type ProductTextRow } from '../../../server/modules/product-text.ts';

const categories = new Map<string, CategoryRef>([
  ['cat_toys', { id: 'cat_toys', name: 'Toys & Games', slug: 'toys-and-games', depth: 0 }],
  ['cat_board', { id: 'cat_board', name: 'Board "Games"', slug: 'board-games', depth: 1 }],
  ['cat_cards', { id: 'cat_cards', name: 'Cards', slug: 'cards', depth: 2 }],
]);

const row = (over: Partial<ProductTextRow> = {}): ProductTextRow => ({
  id: 'p_1',
  slug: 'card-game',
  name: 'Card Game',
  brand_name: 'Playforge',
  brand_slug: 'playforge',
  price: 1250,
  discount_price: 990,
  badges: ['new'],
  // As PostgreSQL writes jsonb: a space after each colon and comma.
  details: '{"dims": {"itemWidth": 13, "itemHeight": 16.5}, "langs": {"de": {"productName": "Kartenspiel – Ü"}}, "productDropShipDays": 7}',
  category_ids: ['cat_cards', 'cat_toys', 'cat_board'],
  ...over,
});

describe('productText', () => {
  it('is the details with the columns and categories, as one product object', () => {
    expect(JSON.parse(productText(row(), categories))).toEqual({
      dims: { itemWidth: 13, itemHeight: 16.5 },
      langs: { de: { productName: 'Kartenspiel – Ü' } },
      productDropShipDays: 7,
      productID: 'p_1',
      slug: 'card-game',
      name: 'Card Game',
      brandName: 'Playforge',
      brandSlug: 'playforge',
      price: 1250,
      discountPrice: 990,
      badges: ['new'],
      categories: [
        { id: 'cat_toys', name: 'Toys & Games', slug: 'toys-and-games' },
        { id: 'cat_board', name: 'Board "Games"', slug: 'board-games' },
        { id: 'cat_cards', name: 'Cards', slug: 'cards' },
      ],
    });
  });

  it('lets a column win over a details field of the same name, as a spread would', () => {
    const text = productText(row({ details: '{"name": "stale", "price": 1}' }), categories);
    expect(JSON.parse(text)).toMatchObject({ name: 'Card Game', price: 1250 });
  });

  it('responses empty details and no categories', () => {
    const parsed = JSON.parse(productText(row({ details: '{}', category_ids: [] }), categories)) as Record<string, unknown>;
    expect(parsed.productID).toBe('p_1');
    expect(parsed.categories).toEqual([]);
  });

  it('leaves out a category no longer listed', () => {
    const parsed = JSON.parse(productText(row({ category_ids: ['cat_gone', 'cat_toys'] }), categories)) as { categories: { id: string }[] };
    expect(parsed.categories.map((c) => c.id)).toEqual(['cat_toys']);
  });

  it('refuses details that are not an object rather than writing broken JSON', () => {
    expect(() => productText(row({ details: '[1, 2]' }), categories)).toThrow(/p_1: details is not a JSON object/);
    expect(() => productText(row({ details: 'null' }), categories)).toThrow(/not a JSON object/);
  });
});
