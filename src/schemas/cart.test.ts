import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { cartLineSchema, cartQuantityBounds, cartUpdateRequestSchema, orderLineSchema } from './cart';
import { validationMessages as m } from './messages';
import { allMessages, firstMessages } from './test-helpers';

describe('cartQuantityBounds', () => {
  it('allows as many more units as the remaining balance buys', () => {
    // 1000 points, cart 300 of which this line is 2 x 100: 7 more units fit, so 9 in all.
    expect(cartQuantityBounds({ balance: 1000, cartTotal: 300, unitPrice: 100, currentQuantity: 2 })).toEqual({ min: 1, max: 9 });
  });

  it('rounds down a partial unit', () => {
    expect(cartQuantityBounds({ balance: 1000, cartTotal: 300, unitPrice: 300, currentQuantity: 1 })).toEqual({ min: 1, max: 3 });
  });

  it('keeps the current quantity when the balance is exactly used', () => {
    expect(cartQuantityBounds({ balance: 500, cartTotal: 500, unitPrice: 250, currentQuantity: 2 })).toEqual({ min: 1, max: 2 });
  });

  it('never goes below 1, even over budget', () => {
    expect(cartQuantityBounds({ balance: 100, cartTotal: 900, unitPrice: 100, currentQuantity: 3 })).toEqual({ min: 1, max: 1 });
    expect(cartQuantityBounds({ balance: 0, cartTotal: 0, unitPrice: 50, currentQuantity: 0 })).toEqual({ min: 1, max: 1 });
  });

  it('never exceeds what the cart and order bodies accept', () => {
    expect(cartQuantityBounds({ balance: 1_000_000, cartTotal: 0, unitPrice: 1, currentQuantity: 0 })).toEqual({ min: 1, max: 999 });
  });

  it('bounds free or unpriced items by the API limit alone', () => {
    expect(cartQuantityBounds({ balance: 10, cartTotal: 0, unitPrice: 0, currentQuantity: 1 })).toEqual({ min: 1, max: 999 });
    expect(cartQuantityBounds({ balance: 10, cartTotal: 0, unitPrice: Number.NaN, currentQuantity: 1 })).toEqual({ min: 1, max: 999 });
  });

  it('falls back to 1 when the balance is not a number', () => {
    expect(cartQuantityBounds({ balance: Number.NaN, cartTotal: 0, unitPrice: 10, currentQuantity: 1 })).toEqual({ min: 1, max: 1 });
  });
});

describe('orderLineSchema', () => {
  const line = { productId: 'prd_1', optionId: 'opt-2', quantity: 1 };

  it('accepts a line, with an option id, null or none', () => {
    expect(v.parse(orderLineSchema, line)).toEqual(line);
    expect(v.parse(orderLineSchema, { ...line, optionId: null })).toEqual({ ...line, optionId: null });
    expect(v.safeParse(orderLineSchema, { productId: 'prd_1', quantity: 999 }).success).toBe(true);
  });

  it('drops what the server must not take from the client', () => {
    expect(v.parse(orderLineSchema, { ...line, price: 1, id: 'l1' })).toEqual(line);
  });

  it.each([0, 1000, 1.5, -1, Number.NaN, '2', null])('refuses the quantity %s', (quantity) => {
    expect(firstMessages(orderLineSchema, { ...line, quantity })).toEqual({
      quantity: 'Quantity must be a whole number from 1 to 999.',
    });
  });

  it('checks the ids: 1 to 64 of letters, digits, _ and -', () => {
    expect(firstMessages(orderLineSchema, { ...line, productId: 'p'.repeat(64) })).toEqual({});
    expect(firstMessages(orderLineSchema, { ...line, productId: 'p'.repeat(65) })).toEqual({ productId: m.invalidProduct });
    expect(firstMessages(orderLineSchema, { ...line, productId: '' })).toEqual({ productId: m.invalidProduct });
    expect(firstMessages(orderLineSchema, { ...line, productId: 'a b' })).toEqual({ productId: m.invalidProduct });
    expect(firstMessages(orderLineSchema, { ...line, optionId: '' })).toEqual({ optionId: m.invalidOption });
    expect(firstMessages(orderLineSchema, { ...line, optionId: 7 })).toEqual({ optionId: m.invalidOption });
    expect(firstMessages(orderLineSchema, { quantity: 1 })).toEqual({ productId: m.invalidProduct });
  });
});

describe('cartLineSchema', () => {
  it('also keeps the line id and product slug', () => {
    const line = { id: 'line-1', productId: 'prd_1', productSlug: 'trail-camera', quantity: 2 };
    expect(v.parse(cartLineSchema, line)).toEqual(line);
    expect(firstMessages(cartLineSchema, { ...line, productSlug: 'Trail Camera' })).toEqual({ productSlug: m.invalidProduct });
    expect(firstMessages(cartLineSchema, { ...line, id: 'l'.repeat(65) })).toEqual({ id: m.invalidValue });
  });
});

describe('cartUpdateRequestSchema', () => {
  const line = { productId: 'prd_1', quantity: 1 };

  it('accepts an empty cart and up to 200 lines', () => {
    expect(v.parse(cartUpdateRequestSchema, { cartItems: [] })).toEqual({ cartItems: [] });
    expect(v.safeParse(cartUpdateRequestSchema, { cartItems: Array.from({ length: 200 }, () => line) }).success).toBe(true);
  });

  it('refuses 201 lines, a bad line, or no list', () => {
    expect(allMessages(cartUpdateRequestSchema, { cartItems: Array.from({ length: 201 }, () => line) })).toEqual([m.tooManyItems]);
    expect(firstMessages(cartUpdateRequestSchema, { cartItems: [line, { ...line, quantity: 0 }] })).toEqual({
      'cartItems.1.quantity': m.invalidQuantity,
    });
    expect(firstMessages(cartUpdateRequestSchema, {})).toEqual({ cartItems: m.invalidValue });
  });
});
