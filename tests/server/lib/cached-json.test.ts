import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, GZIP_THRESHOLD, cacheJson, cachedWeight } from '../../../server/lib/cached-json.ts';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['*', true],
    ['br, *;q=0.1', true],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['br, deflate', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('cacheJson', () => {
  it('packs a response of 1 kB or more, and unpacks to the same text', async () => {
    const text = JSON.stringify({ items: Array.from({ length: 60 }, (_, i) => ({ name: `Product ${i}` })) });
    expect(Buffer.byteLength(text)).toBeGreaterThanOrEqual(GZIP_THRESHOLD);
    const kept = await cacheJson(text);
    expect(gunzipSync(kept.gzip!).toString('utf8')).toBe(text);
    expect(cachedWeight(kept)).toBe(text.length + kept.gzip!.length);
  });

  it('leaves a small answer unpacked', async () => {
    const kept = await cacheJson('{"items":[]}');
    expect(kept.gzip).toBeNull();
    expect(cachedWeight(kept)).toBe(12);
  });
});
