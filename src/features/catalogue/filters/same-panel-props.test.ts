import { describe, expect, it } from 'vitest';
import type { ListAddress } from '../list-address';
import type { FilterPanelProps } from './filter-panel-props';
import { samePanelProps } from './same-panel-props';

const address: ListAddress = {
  category: null,
  page: 1,
  limit: 96,
  sort: 'name_asc',
  search: '',
  brand: ['aurora'],
  badges: [],
  price: null,
};
const filters: NonNullable<FilterPanelProps['page']>['filters'] = [
  { slug: 'brand', kind: 'check', label: 'Brand', items: [{ slug: 'aurora', name: 'Aurora', count: 12 }] },
];
const page = { items: [], total: 200, page: 1, limit: 96, filters } as unknown as NonNullable<FilterPanelProps['page']>;
const go = () => {};
const onPriceChange = () => {};
const base: FilterPanelProps = {
  program: {} as FilterPanelProps['program'],
  options: {} as FilterPanelProps['options'],
  categories: [],
  trail: null,
  base: '/shop',
  go,
  address,
  page,
  bounds: [10, 900],
  pendingPrice: null,
  onPriceChange,
};

/** The props of the next render: new arrays everywhere, as a new answer and a new address bring. */
const next = (change: Partial<FilterPanelProps> = {}): FilterPanelProps => ({
  ...base,
  address: { ...address, brand: [...address.brand] },
  page: { ...page, filters: structuredClone(filters) },
  bounds: [10, 900],
  ...change,
});

describe('samePanelProps (the filter panel renders again only when it would show something else)', () => {
  it('another page of the same list: same (new address, new answer, same filters and bounds)', () => {
    expect(samePanelProps(base, next({ address: { ...address, page: 2 } }))).toBe(true);
    expect(samePanelProps(base, next({ page: { ...page, page: 2, filters: structuredClone(filters) } }))).toBe(true);
  });

  it('a brand ticked or unticked, a badge, a price, a search, an order or a page size: not the same', () => {
    for (const change of [
      { brand: [] },
      { brand: ['aurora', 'kestrel'] },
      { badges: ['new'] },
      { price: [10, 500] as const },
      { search: 'lamp' },
      { sort: 'price_asc' as const },
      { limit: 24 },
      { category: 'electronics' },
    ]) {
      expect(samePanelProps(base, next({ address: { ...address, ...change } })), JSON.stringify(change)).toBe(false);
    }
  });

  it('new counts or new price bounds from the response: not the same', () => {
    const counted = structuredClone(filters);
    counted![0]!.items![0]!.count = 3;
    expect(samePanelProps(base, next({ page: { ...page, filters: counted } }))).toBe(false);
    expect(samePanelProps(base, next({ bounds: [10, 400] }))).toBe(false);
    expect(samePanelProps(base, next({ page: undefined }))).toBe(false);
  });

  it('a new handler, program, category list or a pending price range: not the same', () => {
    expect(samePanelProps(base, next({ go: () => {} }))).toBe(false);
    expect(samePanelProps(base, next({ onPriceChange: () => {} }))).toBe(false);
    expect(samePanelProps(base, next({ program: {} as FilterPanelProps['program'] }))).toBe(false);
    expect(samePanelProps(base, next({ categories: [] }))).toBe(false);
    expect(samePanelProps(base, next({ pendingPrice: [10, 500] }))).toBe(false);
  });
});
