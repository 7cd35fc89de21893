// GET /images/{kind}/{name}.svg: the demo's pictures (logos, slides, products …), generated on
// request so the repository ships no binaries and the shop never fetches from the internet.
import { Hono } from 'hono';
import { renderImage } from './svg.ts';
import { isImageKind, isImageName } from './urls.ts';

export { imageUrl, IMAGE_KINDS, type ImageKind } from './urls.ts';

// The same name always draws the same picture, so browsers may keep it.
const CACHE_CONTROL = 'public, max-age=86400, immutable';

export const imageRoutes = new Hono();

imageRoutes.get('/images/:kind/:name', (c) => {
  const { kind, name } = c.req.param();
  if (!isImageKind(kind) || !isImageName(name)) {
    return c.json({ error: 'not_found' as const, message: 'No such image.' }, 404);
  }
  const body = renderImage(kind, name.slice(0, -'.svg'.length), c.req.query('c'));
  return c.body(body, 200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': CACHE_CONTROL,
    // An SVG opened on its own must not run anything; these carry no script anyway.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
});
