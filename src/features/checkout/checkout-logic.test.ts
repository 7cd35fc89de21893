import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { placeOrderFailureOf } from './checkout-logic';

describe('placeOrderFailureOf', () => {
  it('tells the participant why the server refused the order', () => {
    expect(placeOrderFailureOf(new ApiError(409, { error: 'conflict', message: 'x' }), 'points')).toBe('balance');
    expect(placeOrderFailureOf(new ApiError(409, { error: 'conflict', message: 'x' }), 'claim')).toBe('used');
    expect(placeOrderFailureOf(new ApiError(409, { error: 'conflict', message: 'x' }), 'plateau')).toBe('used');
    expect(placeOrderFailureOf(new ApiError(403, { error: 'forbidden', message: 'x' }), 'points')).toBe('closed');
    expect(placeOrderFailureOf(new ApiError(400, { error: 'bad_request', message: 'x' }), 'points')).toBe('invalid');
    expect(placeOrderFailureOf(new ApiError(503, undefined), 'points')).toBe('unavailable');
    expect(placeOrderFailureOf(new DOMException('No response within 30000 ms', 'TimeoutError'), 'points')).toBe('unavailable');
  });
});
