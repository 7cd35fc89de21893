import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../layout/test-utils';
import { readSummary, removeSummary, writeSummary } from './summary-store';
import type { StoredSummary } from '../../schemas/order';

const summary = (key: string, owner = 'u1'): StoredSummary => ({
  owner,
  key,
  createdAt: '2026-11-23T10:00:00.000Z',
  order: {
    items: [{ productId: 'p_000003', optionId: null, quantity: 1 }],
    shippingAddress: {
      fullName: 'Alex Morgan',
      address1: '1 Main',
      townCity: 'Denver',
      stateCounty: 'CO',
      postcode: '80202',
      country: 'USA',
      phone: '555-201-4410',
    },
    region: { location: 'USA-CONT', country: 'USA' },
  },
  lines: [
    {
      productSlug: 'everyday-water-bottle',
      name: 'Everyday Water Bottle',
      options: [],
      quantity: 1,
      unitPrice: 1200,
      total: 1200,
      dropShipDays: 4,
      image: null,
    },
  ],
});

describe('stored summary', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('is kept in the stored state for its participant only', () => {
    writeSummary(summary('attempt-0001'), storage);
    expect(readSummary('u1', storage)?.key).toBe('attempt-0001');
    expect(readSummary('u2', storage)).toBeNull();
    expect(JSON.parse(storage.data.get('storefront-state')!)).toMatchObject({ version: 2, summary: { key: 'attempt-0001' } });
  });

  it('is removed only by its own key (another tab may have stored a newer one)', () => {
    writeSummary(summary('attempt-0002'), storage);
    removeSummary('attempt-0001', storage);
    expect(readSummary('u1', storage)?.key).toBe('attempt-0002');
    removeSummary('attempt-0002', storage);
    expect(readSummary('u1', storage)).toBeNull();
  });

  it('lives in memory when storage refuses it', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    writeSummary(summary('attempt-0003'), refusing);
    expect(readSummary('u1', refusing)?.key).toBe('attempt-0003');
    removeSummary('attempt-0003', refusing);
    expect(readSummary('u1', refusing)).toBeNull();
  });

  it('a malformed stored summary is no summary', () => {
    storage.setItem('storefront-state', JSON.stringify({ version: 2, summary: { ...summary('attempt-0004'), key: 'bad key!' } }));
    expect(readSummary('u1', storage)).toBeNull();
  });
});
