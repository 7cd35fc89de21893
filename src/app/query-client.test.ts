import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('does not retry an HTTP response', () => {
    expect(shouldRetry(0, new ApiError(404, { error: 'not_found', message: 'x' }))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, undefined))).toBe(false);
  });

  it('does not retry a timeout or a cancellation', () => {
    expect(shouldRetry(0, new DOMException('slow', 'TimeoutError'))).toBe(false);
    expect(shouldRetry(0, new DOMException('gone', 'AbortError'))).toBe(false);
  });

  it('retries a network failure once', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(false);
  });
});
