import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Program } from '../../api/queries/program';
import { catalogueSearchSchema } from '../../schemas/catalogue-query';
import {
  decodeAddress,
  encodeAddress,
  FILTER_KINDS,
  hasFilters,
  listOptions,
  productQueryOf,
  toggleCheck,
  withCategory,
  withLimit,
  withoutFilters,
  withPage,
  withPrice,
  withSearch,
  withSort,
  type ListAddress,
  type ListLocation,
} from './list-address';

const points = {
  type: 'points',
  permissions: {
    productCounts: [12, 24, 48, 96],
    sortOrder: ['name_asc', 'name_desc', 'brand_asc', 'brand_desc', 'price_asc', 'price_desc'],
  },
} as unknown as Program;
const options = listOptions(points);

const base: ListAddress = { category: null, page: 1, limit: 12, sort: 'brand_asc', search: '', brand: [], badges: [], price: null };

/** What the browser does: the location's search goes through the query string and the route's schema. */
function throughTheAddressBar(location: ListLocation): ListAddress {
  const query = new URLSearchParams(Object.entries(location.search).map(([k, value]) => [k, String(value)]));
  // TanStack Router parses each value as JSON when it can.
  const parsed = Object.fromEntries(
    [...query].map(([k, value]) => {
      try {
        return [k, JSON.parse(value) as unknown];
      } catch {
        return [k, value];
      }
    }),
  );
  const category = 'params' in location ? location.params.categorySlug : null;
  return decodeAddress(v.parse(catalogueSearchSchema, parsed), category, options);
}

describe('list options (product/programs-and-modes.md rules 22-23)', () => {
  it('page sizes are productCounts, the first the default; 12, 24, 48 and 100 when none are listed', () => {
    expect(options).toMatchObject({ limits: [12, 24, 48, 96], defaultLimit: 12, defaultSort: 'brand_asc' });
    expect(listOptions({ ...points, permissions: { ...points.permissions, productCounts: [] } }).limits).toEqual([12, 24, 48, 100]);
  });

  it('price sorts only for points programs; the default stays Brand (A-Z) when allowed', () => {
    const plateau = listOptions({ ...points, type: 'plateau' });
    expect(plateau.sorts).toEqual(['name_asc', 'name_desc', 'brand_asc', 'brand_desc']);
    expect(listOptions({ ...points, permissions: { ...points.permissions, sortOrder: ['name_desc', 'price_asc'] } })).toMatchObject({
      sorts: ['name_desc', 'price_asc'],
      defaultSort: 'name_desc',
    });
    expect(listOptions({ ...points, permissions: { ...points.permissions, sortOrder: [] } }).sorts).toEqual(['brand_asc']);
  });
});

describe('the address of a list', () => {
  it('leaves out every default: /shop alone is page 1 of 12 by brand with no filters', () => {
    expect(encodeAddress(base, options)).toEqual({ to: '/shop', search: {} });
    expect(encodeAddress(base, options, '/shop/catalog')).toEqual({ to: '/shop/catalog', search: {} });
  });

  it('round-trips every kind of filter: check (comma separated), range (min-max), category (the path)', () => {
    expect(Object.values(FILTER_KINDS).sort()).toEqual(['category', 'check', 'check', 'range']);
    const full: ListAddress = {
      category: 'headphones',
      page: 3,
      limit: 48,
      sort: 'price_desc',
      search: 'wireless',
      brand: ['aurora', 'stride'],
      badges: ['new', 'discount'],
      price: [1000, 4500],
    };
    const location = encodeAddress(full, options);
    expect(location).toEqual({
      to: '/shop/catalog/$categorySlug',
      params: { categorySlug: 'headphones' },
      search: {
        page: 3,
        limit: 48,
        sort: 'price_desc',
        filter_search: 'wireless',
        filter_brand: 'aurora,stride',
        filter_badges: 'new,discount',
        filter_price: '1000-4500',
      },
    });
    expect(throughTheAddressBar(location)).toEqual(full);
    // Each kind alone.
    for (const one of [
      { brand: ['aurora'] },
      { badges: ['featured'] },
      { price: [0, 25000] as const },
      { category: 'audio' },
      { search: '123' },
    ]) {
      const address = { ...base, ...one };
      expect(throughTheAddressBar(encodeAddress(address, options)), JSON.stringify(one)).toEqual(address);
    }
  });

  it('reads `search` as the search text; filter_search wins, and the address written back uses filter_search', () => {
    const read = decodeAddress({ search: 'aurora' }, undefined, options);
    expect(read.search).toBe('aurora');
    expect(decodeAddress({ search: 'aurora', filter_search: 'bottle' }, undefined, options).search).toBe('bottle');
    expect(encodeAddress(withSort(read, 'name_asc'), options).search).toEqual({ sort: 'name_asc', filter_search: 'aurora' });
  });

  it('reads filter_page as page, and sizes or orders the program does not offer as its defaults', () => {
    expect(decodeAddress({ filter_page: 4 }, undefined, options).page).toBe(4);
    expect(decodeAddress({ page: 2, filter_page: 4 }, undefined, options).page).toBe(2);
    expect(decodeAddress({ limit: 37, sort: 'price_asc' }, undefined, listOptions({ ...points, type: 'claim' }))).toMatchObject({
      limit: 12,
      sort: 'brand_asc',
    });
  });
});

describe('changing the list', () => {
  const onPage3: ListAddress = { ...base, page: 3 };

  it('any change but paging goes back to page 1', () => {
    expect(withPage(onPage3, 5).page).toBe(5);
    expect(withLimit(onPage3, 24)).toMatchObject({ limit: 24, page: 1 });
    expect(withSort(onPage3, 'name_asc')).toMatchObject({ sort: 'name_asc', page: 1 });
    expect(withSearch(onPage3, ' pen ')).toMatchObject({ search: 'pen', page: 1 });
    expect(withCategory(onPage3, 'audio')).toMatchObject({ category: 'audio', page: 1 });
    expect(toggleCheck(onPage3, 'brand', 'aurora')).toMatchObject({ brand: ['aurora'], page: 1 });
    expect(withPrice(onPage3, [0, 5000], [0, 40000])).toMatchObject({ price: [0, 5000], page: 1 });
  });

  it('a check value toggles; removing a chip is the same toggle', () => {
    const ticked = toggleCheck(toggleCheck(base, 'brand', 'aurora'), 'brand', 'stride');
    expect(ticked.brand).toEqual(['aurora', 'stride']);
    expect(toggleCheck(ticked, 'brand', 'aurora').brand).toEqual(['stride']);
  });

  it('a price range that covers the whole bounds is no filter: it leaves the address', () => {
    expect(withPrice(base, [0, 40000], [0, 40000]).price).toBeNull();
    expect(withPrice(base, [5000, 100], [0, 40000]).price).toEqual([100, 5000]);
    expect(encodeAddress(withPrice(base, [0, 40000], [0, 40000]), options).search).toEqual({});
  });

  it('Reset clears every filter and the search, keeping category, order and page size', () => {
    const busy: ListAddress = {
      ...base,
      category: 'audio',
      sort: 'name_asc',
      limit: 24,
      page: 2,
      search: 'x',
      brand: ['a'],
      badges: ['new'],
      price: [1, 2],
    };
    expect(hasFilters(busy)).toBe(true);
    const reset = withoutFilters(busy);
    expect(reset).toEqual({ ...base, category: 'audio', sort: 'name_asc', limit: 24 });
    expect(hasFilters(reset)).toBe(false);
  });
});

describe('productQueryOf', () => {
  it('is the `o` of GET /api/products: filters as the address writes them', () => {
    expect(
      productQueryOf(
        { ...base, category: 'audio', brand: ['aurora'], price: [0, 500], search: 'pro' },
        { location: 'USA-CONT', country: 'USA' },
      ),
    ).toEqual({
      limit: 12,
      page: 1,
      sort: 'brand_asc',
      search: 'pro',
      category: 'audio',
      filters: { brand: 'aurora', price: '0-500' },
      region: { location: 'USA-CONT', country: 'USA' },
    });
    expect(productQueryOf(base)).toEqual({ limit: 12, page: 1, sort: 'brand_asc' });
  });
});
