import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { productQuerySchema, suggestionQuerySchema } from './catalogue-query';
import { validationMessages as m } from './messages';
import { firstMessages } from './test-helpers';

describe('productQuerySchema', () => {
  it('accepts an empty query and leaves the defaults to the server', () => {
    expect(v.parse(productQuerySchema, {})).toEqual({});
  });

  it('accepts a full query', () => {
    const query = {
      limit: 24,
      page: 3,
      sort: 'price_desc',
      search: 'camera',
      category: 'outdoor-gear',
      source: 'featured',
      region: { location: 'USA-CONT', country: 'USA' },
      filters: { brand: 'acme,zen', price: '0-500' },
    };
    expect(v.parse(productQuerySchema, query)).toEqual(query);
  });

  it('bounds page size and page', () => {
    expect(firstMessages(productQuerySchema, { limit: 1000, page: 100_000 })).toEqual({});
    expect(firstMessages(productQuerySchema, { limit: 1001, page: 0 })).toEqual({ limit: m.invalidValue, page: m.invalidValue });
    expect(firstMessages(productQuerySchema, { limit: 1.5 })).toEqual({ limit: m.invalidValue });
  });

  it('refuses unknown sorts, sources, slugs and keys', () => {
    expect(firstMessages(productQuerySchema, { sort: 'random' })).toEqual({ sort: m.invalidValue });
    expect(firstMessages(productQuerySchema, { source: 'sale' })).toEqual({ source: m.invalidValue });
    expect(firstMessages(productQuerySchema, { category: 'Outdoor Gear' })).toEqual({ category: m.invalidValue });
    expect(firstMessages(productQuerySchema, { search: 's'.repeat(101) })).toEqual({ search: m.tooLong });
    expect(Object.values(firstMessages(productQuerySchema, { limt: 12 }))).toEqual([m.invalidValue]);
  });

  it('bounds the filters: 10 at most, values of 2000 characters', () => {
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, 'x']));
    expect(firstMessages(productQuerySchema, { filters: ten })).toEqual({});
    expect(firstMessages(productQuerySchema, { filters: { ...ten, f10: 'x' } })).toEqual({ filters: m.invalidValue });
    expect(firstMessages(productQuerySchema, { filters: { brand: 'b'.repeat(2001) } })).toEqual({ 'filters.brand': m.tooLong });
    expect(Object.values(firstMessages(productQuerySchema, { filters: { 'Bad Key': 'x' } }))).toEqual([m.invalidValue]);
  });
});

describe('suggestionQuerySchema', () => {
  it('takes a limit of 1 to 20, a category and a region', () => {
    expect(v.parse(suggestionQuerySchema, { limit: 5, category: 'outdoor', region: { location: 'EU', country: 'FRA' } })).toEqual({
      limit: 5,
      category: 'outdoor',
      region: { location: 'EU', country: 'FRA' },
    });
    expect(firstMessages(suggestionQuerySchema, { limit: 21 })).toEqual({ limit: m.invalidValue });
    expect(Object.values(firstMessages(suggestionQuerySchema, { search: 'x' }))).toEqual([m.invalidValue]);
  });
});
