import { describe, expect, it } from 'vitest';
import { searchHref, searchTarget } from './search-target';

describe('search target (product/catalogue.md rule 20)', () => {
  it('goes to /shop without a category', () => {
    expect(searchTarget({ categorySlug: '', text: ' headphones ' })).toEqual({ to: '/shop', search: { filter_search: 'headphones' } });
    expect(searchHref({ text: 'red shoes' })).toBe('/shop?filter_search=red+shoes');
  });

  it('goes to the category page with one', () => {
    expect(searchHref({ categorySlug: 'electronics', text: 'speaker' })).toBe('/shop/catalog/electronics?filter_search=speaker');
  });

  it('leaves filter_search out for empty text', () => {
    expect(searchHref({ categorySlug: 'travel', text: '   ' })).toBe('/shop/catalog/travel');
    expect(searchHref({ text: '' })).toBe('/shop');
  });
});
