import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { DEMO_META } from './static.ts';

/** Where `npm run build` puts the console (vite.console.config.ts), inside the shop's build folder. */
export const CONSOLE_DIR = 'console';

/** A path with a segment that starts with a dot (the build's .vite/manifest.json): never served. */
const HIDDEN_PATH = /(^|\/)\./;

/**
 * The staff console (docs/console.md): its own bundle, built to `<distDir>/console` with the base
 * `/admin/`, served at `/admin` and every `/admin/*` but the admin API, on every program's host.
 * Any other path under /admin is the console's own page address, so it gets the console's
 * index.html (the history fallback); its hashed assets are cached for a year. The security headers
 * (the strict policy) are the app-wide middleware's, as for the shop's pages. The console's files
 * are not served again under `/console/` by the shop's static routes.
 */
export function consoleStaticRoutes(distDir: string, { demo }: { demo: boolean }) {
  const app = new Hono();
  const root = resolve(distDir, CONSOLE_DIR);
  const indexPath = join(root, 'index.html');

  const page = (c: Context) => {
    if (!existsSync(indexPath)) return c.text('The console is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    const index = readFileSync(indexPath, 'utf8');
    // The demo's mark lets the console's Flows page follow the shop's actors live (docs/flows.md).
    return c.html(demo ? index.replace('</head>', `  ${DEMO_META}\n  </head>`) : index);
  };

  app.all('/console/*', (c) => c.notFound());
  app.use('/admin/*', async (c, next) => {
    if (c.req.path.startsWith('/admin/api/') || c.req.path === '/admin/api') return next();
    if (HIDDEN_PATH.test(c.req.path)) return c.notFound();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (c.req.path.startsWith('/admin/assets/')) {
      const served = await serveStatic({ root, precompressed: true, rewriteRequestPath: (path) => path.slice('/admin'.length) })(c, async () => undefined);
      if (!served) return c.notFound();
      if (served.status === 200) served.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      return served;
    }
    return page(c);
  });
  app.get('/admin', page);
  return app;
}
