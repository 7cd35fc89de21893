// The memo that keeps catalogue totals, facets and suggestions for a minute.
import { describe, expect, it, vi } from 'vitest';
import { memo } from '../../server/modules/catalogue-cache.ts';

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('catalogue memo', () => {
  it('responses from memory within the time to live, and computes again after it', async () => {
    const time = clock();
    const cache = memo<number>({ ttlMs: 60_000, max: 10, now: time.now });
    const compute = vi.fn(async () => compute.mock.calls.length);
    expect(await cache.get('a', compute)).toBe(1);
    time.advance(59_999);
    expect(await cache.get('a', compute)).toBe(1);
    time.advance(1);
    expect(await cache.get('a', compute)).toBe(2);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('says whether a key is kept and fresh, under way included, without computing it', async () => {
    const time = clock();
    const cache = memo<number>({ ttlMs: 1_000, max: 10, now: time.now });
    expect(cache.has('a')).toBe(false);
    let finish!: (n: number) => void;
    const pending = cache.get('a', () => new Promise<number>((resolve) => (finish = resolve)));
    expect(cache.has('a')).toBe(true);
    finish(7);
    expect(await pending).toBe(7);
    time.advance(999);
    expect(cache.has('a')).toBe(true);
    time.advance(1);
    expect(cache.has('a')).toBe(false);
    expect(cache.size).toBe(1);
  });

  it('shares one computation between callers that miss at the same time', async () => {
    const cache = memo<string>({ ttlMs: 1000, max: 10 });
    let resolve!: (v: string) => void;
    const compute = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const first = cache.get('k', compute);
    const second = cache.get('k', compute);
    resolve('done');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure: the next caller computes again', async () => {
    const cache = memo<string>({ ttlMs: 60_000, max: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => 'fine')).toBe('fine');
  });

  it('drops the least recently used key beyond its size', async () => {
    const cache = memo<string>({ ttlMs: 60_000, max: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recent
    await cache.get('c', async () => 'c1'); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });
});

describe('catalogue memo weighed', () => {
  it('keeps the total weight under its bound, dropping the least recently used first', async () => {
    const cache = memo<string>({ ttlMs: 60_000, max: 100, weigh: (s) => s.length, maxWeight: 10 });
    await cache.get('a', async () => 'aaaa');
    await cache.get('b', async () => 'bbbb');
    expect(cache.weight).toBe(8);
    await cache.get('a', async () => 'never'); // a is now the most recent
    await cache.get('c', async () => 'cccc'); // 12 > 10: b goes
    expect(cache.size).toBe(2);
    expect(cache.weight).toBe(8);
    expect(await cache.get('a', async () => 'a2')).toBe('aaaa');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('does not keep a value heavier than the whole bound', async () => {
    const cache = memo<string>({ ttlMs: 60_000, max: 100, weigh: (s) => s.length, maxWeight: 10 });
    await cache.get('small', async () => 'ss');
    expect(await cache.get('big', async () => 'x'.repeat(11))).toBe('x'.repeat(11));
    // The value is served, not kept, and what was kept stays.
    expect(cache.size).toBe(1);
    expect(cache.weight).toBe(2);
    expect(await cache.get('small', async () => 'other')).toBe('ss');
  });

  it('an expired entry recomputed is weighed once, not twice', async () => {
    let t = 0;
    const cache = memo<string>({ ttlMs: 1000, max: 100, weigh: (s) => s.length, maxWeight: 100, now: () => t });
    await cache.get('a', async () => 'aaaa');
    t = 1000;
    await cache.get('a', async () => 'aaaaaa');
    expect(cache.size).toBe(1);
    expect(cache.weight).toBe(6);
  });
});
