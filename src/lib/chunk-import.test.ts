import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRY_MS, importAgainOnFailure } from './chunk-import';

afterEach(() => {
  vi.useRealTimers();
});

describe('importAgainOnFailure', () => {
  it('imports once when the import succeeds', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    await expect(importAgainOnFailure(load)()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failure, waits and imports once more: a page being left is gone before it counts', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('error loading dynamically imported module')).mockResolvedValueOnce('chunk');
    const result = importAgainOnFailure(load as () => Promise<string>)();
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails with the second failure when both fail', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new Error('first')).mockRejectedValueOnce(new Error('offline'));
    const result = importAgainOnFailure(load as () => Promise<string>)();
    const settled = expect(result).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_MS);
    await settled;
    expect(load).toHaveBeenCalledTimes(2);
  });
});
