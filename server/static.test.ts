import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticRoutes } from './static.ts';

// The build's precompressed copies (scripts/precompress-plugin.ts) are what phones download:
// without them every script went over the wire uncompressed (issue 9).
let dist: string;
const script = 'console.log("storefront");\n'.repeat(200);
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'static-test-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<html><head></head><body></body></html>');
  writeFileSync(join(dist, 'assets', 'app.js'), script);
  writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'assets', 'app.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'plain.js'), script);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, acceptEncoding?: string) =>
  staticRoutes(dist).request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static assets', () => {
  it('sends the brotli copy to a browser that accepts it, with its type and Vary', async () => {
    const res = await get('/assets/app.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers.get('content-length'))).toBeLessThan(script.length / 10);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await get('/assets/app.js', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('sends the file as it is without Accept-Encoding, or when there is no copy', async () => {
    for (const res of [await get('/assets/app.js'), await get('/assets/plain.js', 'br, gzip')]) {
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.text()).toBe(script);
    }
  });
});
