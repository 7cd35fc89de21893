import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { validationMessages as m } from './messages';
import { createOrderRequestSchema, idempotencyKeySchema, orderRequestSchema } from './order';
import { allMessages, firstMessages } from './test-helpers';

const shippingAddress = {
  fullName: 'Alex Summit',
  address1: '1 Main Street',
  townCity: 'Cheyenne',
  stateCounty: 'WY',
  country: 'USA',
  postcode: '82001-1234',
  phone: '555.123.4567',
};
const order = {
  items: [{ productId: 'prd_1', optionId: null, quantity: 2 }],
  shippingAddress,
  region: { location: 'USA-CONT', country: 'USA' },
  total: 1200,
};

describe('orderRequestSchema', () => {
  it('accepts a cart body and keeps only the known fields', () => {
    const parsed = v.parse(orderRequestSchema, { ...order, claimEmail: 'a@b.co', customField1: 'CC-42', status: 'Shipped' });
    expect(parsed).toEqual({ ...order, claimEmail: 'a@b.co', customField1: 'CC-42' });
  });

  it('needs 1 to 100 lines', () => {
    expect(allMessages(orderRequestSchema, { ...order, items: [] })).toEqual(['Your shopping cart is empty!']);
    expect(firstMessages(orderRequestSchema, { ...order, items: undefined })).toEqual({ items: m.cartEmpty });
    const line = order.items[0];
    expect(v.safeParse(orderRequestSchema, { ...order, items: Array.from({ length: 100 }, () => line) }).success).toBe(true);
    expect(allMessages(orderRequestSchema, { ...order, items: Array.from({ length: 101 }, () => line) })).toEqual([m.tooManyItems]);
    expect(firstMessages(orderRequestSchema, { ...order, items: [{ productId: 'prd_1', quantity: 1000 }] })).toEqual({
      'items.0.quantity': m.invalidQuantity,
    });
  });

  it("checks the shipping address by its own country's checkout rules", () => {
    expect(firstMessages(orderRequestSchema, { ...order, shippingAddress: { ...shippingAddress, postcode: 'K1A 0B1' } })).toEqual({
      'shippingAddress.postcode': m.invalidUsPostcode,
    });
    const canadian = { ...shippingAddress, country: 'CAN', stateCounty: 'ON', postcode: 'K1A-0B1' };
    expect(firstMessages(orderRequestSchema, { ...order, shippingAddress: canadian })).toEqual({});
    const french = { ...shippingAddress, country: 'FRA', stateCounty: 'IDF', postcode: '75001', address3: 'Bât. B' };
    expect(firstMessages(orderRequestSchema, { ...order, shippingAddress: french })).toEqual({});
    expect(firstMessages(orderRequestSchema, { ...order, shippingAddress: { ...shippingAddress, phone: '+1 (555) 123-4567' } })).toEqual({
      'shippingAddress.phone': m.tooLong,
    });
    expect(firstMessages(orderRequestSchema, { ...order, shippingAddress: undefined })).toEqual({ shippingAddress: m.invalidValue });
  });

  it('needs an address email for claim programs only', () => {
    const claim = createOrderRequestSchema({ emailRequired: true });
    expect(firstMessages(orderRequestSchema, order)).toEqual({});
    expect(firstMessages(claim, order)).toEqual({ 'shippingAddress.email': m.invalidEmail });
    expect(firstMessages(claim, { ...order, shippingAddress: { ...shippingAddress, email: 'claim@thanks.example' } })).toEqual({});
  });

  it('checks the claim email when one is given', () => {
    expect(firstMessages(orderRequestSchema, { ...order, claimEmail: 'nope' })).toEqual({ claimEmail: m.invalidEmail });
    expect(firstMessages(orderRequestSchema, { ...order, claimEmail: '' })).toEqual({});
    expect(firstMessages(orderRequestSchema, { ...order, claimEmail: null })).toEqual({});
  });

  it('bounds the custom fields at 100 characters', () => {
    for (const field of ['customField1', 'customField2', 'customField3', 'customField4']) {
      expect(firstMessages(orderRequestSchema, { ...order, [field]: 'c'.repeat(100) })).toEqual({});
      expect(firstMessages(orderRequestSchema, { ...order, [field]: null })).toEqual({});
      expect(firstMessages(orderRequestSchema, { ...order, [field]: 'c'.repeat(101) })).toEqual({ [field]: m.tooLong });
    }
  });

  it('needs a region', () => {
    expect(firstMessages(orderRequestSchema, { ...order, region: undefined })).toEqual({ region: m.invalidRegion });
    expect(firstMessages(orderRequestSchema, { ...order, region: { location: 'USA-CONT', country: 'us' } })).toEqual({
      'region.country': m.invalidRegion,
    });
  });

  it('takes an optional total of zero or more', () => {
    const { total: _total, ...noTotal } = order;
    expect(firstMessages(orderRequestSchema, noTotal)).toEqual({});
    expect(firstMessages(orderRequestSchema, { ...order, total: 0 })).toEqual({});
    for (const total of [-1, Number.POSITIVE_INFINITY, '10']) {
      expect(firstMessages(orderRequestSchema, { ...order, total })).toEqual({ total: m.invalidTotal });
    }
  });

  it('refuses a body that is not an object', () => {
    expect(firstMessages(orderRequestSchema, 'order')).toEqual({ $: m.invalidValue });
  });
});

describe('an order for a program: priced by the region it ships to', () => {
  // Summit Rewards' settings: the USA, North America and the European Union.
  const schema = createOrderRequestSchema({ program: { continents: ['USA', 'NA', 'EU'], defaultContinent: 'USA-CONT' } });
  const french = { ...shippingAddress, country: 'FRA', stateCounty: 'IDF', postcode: '75001', phone: '555 010 2026' };
  const canadian = { ...shippingAddress, country: 'CAN', stateCounty: 'ON', postcode: 'K1A 0B1' };

  it.each([
    ['USA in Continental USA', order],
    ['France in the European Union', { ...order, shippingAddress: french, region: { location: 'EU', country: 'FRA' } }],
    ['Canada in North America', { ...order, shippingAddress: canadian, region: { location: 'NA', country: 'CAN' } }],
  ])('takes %s', (_, input) => {
    expect(firstMessages(schema, input)).toEqual({});
  });

  it.each([
    ['a region that does not exist', { location: 'NOWHERE', country: 'FRA' }, french, { 'region.location': m.unknownRegion }],
    ['a region the program does not offer', { location: 'AS', country: 'JPN' }, { ...french, country: 'JPN' }, { 'region.location': m.regionNotOffered }],
    ['France at the Continental USA price', { location: 'USA-CONT', country: 'USA' }, french, { 'shippingAddress.country': m.countryOutsideRegion }],
    ['the USA at the European price', { location: 'EU', country: 'FRA' }, shippingAddress, { 'shippingAddress.country': m.countryOutsideRegion }],
  ])('refuses %s', (_, region, address, expected) => {
    expect(firstMessages(schema, { ...order, region, shippingAddress: address })).toEqual(expected);
  });

  it('a program that names no region groups ships to its default region only', () => {
    const plain = createOrderRequestSchema({ program: {} });
    expect(firstMessages(plain, order)).toEqual({});
    expect(firstMessages(plain, { ...order, shippingAddress: french, region: { location: 'EU', country: 'FRA' } })).toEqual({
      'region.location': m.regionNotOffered,
    });
  });
});

describe('idempotencyKeySchema', () => {
  it('takes 8 to 128 letters, digits, _ and -', () => {
    expect(v.parse(idempotencyKeySchema, 'abcd-123')).toBe('abcd-123');
    expect(v.safeParse(idempotencyKeySchema, 'k'.repeat(128)).success).toBe(true);
    for (const key of ['abc-123', 'k'.repeat(129), 'abcd 1234', 'abcd/1234']) {
      expect(allMessages(idempotencyKeySchema, key)[0]).toBe(m.invalidValue);
    }
  });
});
