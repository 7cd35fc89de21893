import { describe, expect, it } from 'vitest';
import { imageRoutes } from '../../../server/images/index.ts';
import { SHAPE_NAMES } from '../../../server/images/shapes.ts';
import { SIZES } from '../../../server/images/svg.ts';
import { IMAGE_KINDS, imageUrl } from '../../../server/images/urls.ts';

const get = (path: string) => imageRoutes.request(path);

describe('GET /images/:kind/:name', () => {
  it.each(IMAGE_KINDS.map((kind) => [kind]))('draws %s at its own size, cacheable', async (kind) => {
    const res = await get(`/images/${kind}/aurora-wireless-headphones-1.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    const body = await res.text();
    const [w, h] = SIZES[kind];
    expect(body).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"`));
    expect(body.endsWith('</svg>')).toBe(true);
    // Nothing active, nothing fetched.
    expect(body).not.toMatch(/<script|on[a-z]+=|href=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i);
  });

  it('has the sizes the brief asks for', () => {
    expect(SIZES).toMatchObject({
      products: [600, 600],
      slides: [1600, 600],
      'slides-mobile': [800, 800],
      logos: [240, 64],
      favicon: [64, 64],
      backgrounds: [1600, 900],
    });
  });

  it('is deterministic: the same name draws the same picture', async () => {
    const a = await (await get('/images/products/echo-smart-speaker-2.svg')).text();
    const b = await (await get('/images/products/echo-smart-speaker-2.svg')).text();
    expect(a).toBe(b);
    const other = await (await get('/images/products/echo-smart-speaker-1.svg')).text();
    expect(other).not.toBe(a);
  });

  it('names the product in the picture and picks a silhouette from its name', async () => {
    const body = await (await get('/images/products/aurora-wireless-headphones-1.svg')).text();
    expect(body).toContain('<title>Aurora Wireless Headphones</title>');
    expect(body).toContain('>Aurora Wireless Headphones</text>');
    expect(SHAPE_NAMES.length).toBeGreaterThan(30);
  });

  it('takes the main colour from ?c= and ignores a malformed one', async () => {
    const blue = await (await get('/images/logos/summit-rewards.svg?c=1d4ed8')).text();
    expect(blue).toContain('fill="#1d4ed8"');
    const plain = await (await get('/images/logos/summit-rewards.svg')).text();
    const bad = await (await get('/images/logos/summit-rewards.svg?c=red;x')).text();
    expect(bad).toBe(plain);
    expect(imageUrl('logos', 'summit-rewards', '#1D4ED8')).toBe('/images/logos/summit-rewards.svg?c=1d4ed8');
  });

  it.each([
    '/images/products/Aurora.svg',
    '/images/products/aurora.png',
    '/images/products/aurora',
    '/images/products/aurora.svg.svg',
    '/images/products/..%2F..%2Fpackage.json',
    '/images/products/a%20b.svg',
    '/images/products/%3Cscript%3E.svg',
    `/images/products/${'a'.repeat(200)}.svg`,
    '/images/unknown/aurora.svg',
    '/images/products/',
  ])('responses 404 for %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type') ?? '').not.toContain('svg');
  });
});
