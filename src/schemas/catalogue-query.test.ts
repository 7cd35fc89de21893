import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { catalogueSearchSchema, productQuerySchema, suggestionQuerySchema } from './catalogue-query';
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

describe('catalogueSearchSchema (the product list address)', () => {
  const parse = (input: Record<string, unknown>) => v.parse(catalogueSearchSchema, input);

  it('keeps every field it can use', () => {
    expect(
      parse({
        page: 3,
        limit: 24,
        sort: 'price_desc',
        filter_search: 'head phones',
        filter_brand: 'aurora,stride',
        filter_badges: 'new',
        filter_price: '1000-4500',
      }),
    ).toEqual({
      page: 3,
      filter_page: undefined,
      limit: 24,
      sort: 'price_desc',
      filter_search: 'head phones',
      search: undefined,
      filter_brand: 'aurora,stride',
      filter_badges: 'new',
      filter_price: '1000-4500',
    });
  });

  it('reads `search` as well as filter_search, with the same rules', () => {
    expect(parse({ search: ' aurora ' })).toEqual({ search: 'aurora' });
    expect(parse({ search: 2026 })).toMatchObject({ search: '2026' });
    expect(parse({ search: 's'.repeat(101) })).toMatchObject({ search: undefined });
  });

  it('takes numbers written as text and text written as numbers (the router parses JSON first)', () => {
    expect(parse({ page: '2', limit: '48', filter_search: 123 })).toMatchObject({ page: 2, limit: 48, filter_search: '123' });
  });

  it('drops what it cannot use instead of failing: a bad link still shows the list', () => {
    expect(
      parse({
        page: 0,
        filter_page: -1,
        limit: 1.5,
        sort: 'random',
        filter_search: 's'.repeat(101),
        filter_brand: 'Not A Slug,,',
        filter_badges: ['new'],
        filter_price: 'cheap',
      }),
    ).toEqual({
      page: undefined,
      filter_page: undefined,
      limit: undefined,
      sort: undefined,
      filter_search: undefined,
      search: undefined,
      filter_brand: undefined,
      filter_badges: undefined,
      filter_price: undefined,
    });
    expect(parse({ page: 100_001, limit: 1001 })).toMatchObject({ page: undefined, limit: undefined });
  });

  it('cleans lists and ranges: unknown slugs and repeats go, bounds come in order, blank text is absent', () => {
    expect(parse({ filter_brand: 'aurora, stride,aurora,<b>', filter_price: '5000-100', filter_search: '   ' })).toMatchObject({
      filter_brand: 'aurora,stride',
      filter_price: '100-5000',
      filter_search: undefined,
    });
  });
});
