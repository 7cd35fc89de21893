import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** The built app: hashed assets cached for a year, every other path gets index.html (history fallback). */
export function staticRoutes(distDir: string) {
  const app = new Hono();
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Checked per request, so a build made while the server runs is picked up.
  app.use('*', async (c, next) => (existsSync(root) ? serveStatic({ root })(c, next) : next()));
  app.get('*', (c) => {
    if (!existsSync(indexPath)) return c.text('The app is not built yet: run `npm run build` (npm start does it for you).', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
  return app;
}
