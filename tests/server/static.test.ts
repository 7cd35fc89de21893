import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVED_HEAD, staticRoutes } from '../../server/static.ts';

// The build's precompressed copies (scripts/precompress-plugin.ts) are what phones download:
// without them every script went over the wire uncompressed (docs/performance.md).
let dist: string;
/** The built page as this server sends it without route chunks: its own head lines after the title. */
const SERVED_AS_BUILT = `<html><head><title>Rewards</title>\n    ${SERVED_HEAD}</head><body></body></html>`;
const script = 'console.log("storefront");\n'.repeat(200);
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'static-test-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<html><head><title>Rewards</title></head><body></body></html>');
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

describe('index.html with the route chunks of its address', () => {
  const writeManifest = (pageFile: string) => {
    mkdirSync(join(dist, '.vite'), { recursive: true });
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/routes/_app.tsx?tsr-split=component': { file: 'assets/_app.js' },
      'src/routes/_app/shop/index.tsx?tsr-split=component': { file: pageFile },
      'src/routes/_public.tsx?tsr-split=component': { file: 'assets/_public.js' },
      'src/routes/_public/login/index.tsx?tsr-split=component': { file: 'assets/login.js' },
    };
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  };
  const preloaded = async (path: string) =>
    [...(await (await get(path)).text()).matchAll(/modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

  it('lists nothing extra when the build has no manifest', async () => {
    rmSync(join(dist, '.vite'), { recursive: true, force: true });
    expect(await (await get('/shop')).text()).toBe(SERVED_AS_BUILT);
  });

  it('serves the page as built while the manifest cannot be read (a build still writing it)', async () => {
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{"index.html": {"file": "assets/ind');
    const res = await get('/shop');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SERVED_AS_BUILT);
  });

  it("lists the address's route chunks, and those of another build once it replaces the manifest", async () => {
    writeManifest('assets/shop-1.js');
    expect(await preloaded('/shop')).toEqual(['/assets/_app.js', '/assets/shop-1.js']);
    expect(await preloaded('/login')).toEqual(['/assets/_public.js', '/assets/login.js']);
    expect(await preloaded('/no/such/page')).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20)); // a later modification time
    writeManifest('assets/shop-2.js');
    expect(await preloaded('/shop')).toEqual(['/assets/_app.js', '/assets/shop-2.js']);
  });
});

describe('files of the build that are not the app', () => {
  it('never serves the build manifest, though the server reads it, nor any dot-named file or folder', async () => {
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'src/main.tsx': { file: 'assets/app.js', isEntry: true } }));
    writeFileSync(join(dist, 'assets', '.hidden.js'), script);
    for (const path of ['/.vite/manifest.json', '/.vite/', '/.vite', '/assets/.hidden.js', '/assets/../.vite/manifest.json']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await staticRoutes(dist).request(path, { method });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.text(), `${method} ${path}`).not.toContain('src/main.tsx');
      }
    }
    // Spelled with escapes, it is not found either (served as the app's page, not the file).
    const escaped = await staticRoutes(dist).request('/%2Evite/manifest.json');
    expect(await escaped.text()).not.toContain('src/main.tsx');
    rmSync(join(dist, '.vite'), { recursive: true, force: true });
    rmSync(join(dist, 'assets', '.hidden.js'));
  });
});

describe('index.html as this server sends it', () => {
  it('says the API is on its own origin and starts boot\'s two calls with the page', async () => {
    const page = await (await get('/login')).text();
    const block = /<script type="application\/json" id="app-config">([^<]*)<\/script>/.exec(page);
    expect(JSON.parse(block![1]!)).toEqual({ apiOrigin: '' });
    expect(page).toContain('<link rel="preload" href="/api/programs" as="fetch" crossorigin="anonymous" />');
    expect(page).toContain('<link rel="preload" href="/api/languages" as="fetch" crossorigin="anonymous" />');
    // Right after the title: before the scripts and styles the build puts in the head.
    expect(page.indexOf('id="app-config"')).toBe(page.indexOf('</title>') + '</title>\n    '.length + '<script type="application/json" '.length);
  });
});
