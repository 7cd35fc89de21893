import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { readManifest } from './lib/build-manifest';
import { compressedHtml } from './lib/compress-page';
import { firstViewPreloads, withFirstViewPreloads, type FirstViewPreloads } from './lib/first-view-preloads';
import type { FirstView, FirstViewHook } from './lib/first-view';

export interface StaticOptions {
  /** `npm start` without NODE_ENV=production: the page is marked as the demo's (its actors report to the console's Flows page). */
  demo: boolean;
  /** The addresses rendered on the server (lib/first-view.ts); undefined with SSR=0. */
  firstView?: FirstViewHook | undefined;
}

/** Read by the app (src/features/flows/live/demo-mode.ts): present only in the demo. */
export const DEMO_META = '<meta name="storefront-demo" content="true" />';

/**
 * What this server adds to the built page's head, right after its title. The app's config block
 * says the API is on the page's own origin (src/entry/app-config.ts; a static host serves
 * /app-config.json instead). The preloads start boot's first two calls (the program of this host
 * and its message sets) with the scripts rather than after them, a round trip earlier on a phone;
 * the app's own requests take these answers. Only this server knows the API is here: a static
 * host's copy of the page asks for neither.
 */
export const APP_CONFIG_BLOCK = '<script type="application/json" id="app-config">{"apiOrigin":""}</script>';
export const SERVED_HEAD = [
  APP_CONFIG_BLOCK,
  '<link rel="preload" href="/api/programs" as="fetch" crossorigin="anonymous" />',
  '<link rel="preload" href="/api/languages" as="fetch" crossorigin="anonymous" />',
].join('\n    ');

/**
 * Keeps the first view out of sight until all of it has been parsed. Browsers paint a page they are
 * still parsing, and a phone's parser (or a slow link) stops part-way through the first view's
 * markup: the half painted then moves as the rest comes in (the sign-in card is centred, so it
 * rises as it grows; the language button grows leftwards). Parsed, the marker right after #root
 * says all of it is in. A style rather than Chromium's `<link rel="expect">`, which the other
 * engines ignore; the policy allows inline styles (lib/security-headers.ts).
 */
const FIRST_VIEW_END_ID = 'first-view-end';
export const WHOLE_FIRST_VIEW_STYLE = `<style>#root:not(:has(~ #${FIRST_VIEW_END_ID})) { visibility: hidden }</style>`;

/** The built page with a first view rendered here: its data is in the page, so nothing to preload. */
function withFirstView(built: string, view: FirstView): string {
  return built
    .replace('</title>', `</title>\n    ${APP_CONFIG_BLOCK}\n    ${WHOLE_FIRST_VIEW_STYLE}\n    ${view.head}`)
    .replace('<div id="root"></div>', `<div id="root">${view.root}</div><template id="${FIRST_VIEW_END_ID}"></template>`);
}

/** A path with a segment that starts with a dot: `/.vite/manifest.json`, `/assets/.x`. */
const HIDDEN_PATH = /(^|\/)\./;

/** The shop's former Flows page: the statecharts viewer is a page of the staff console now (docs/flows.md). */
const FLOWS_PATH = /^\/flows\/?$/;

/**
 * The route chunks of the build in `root`, read again when a new build replaces its manifest. A
 * manifest that cannot be read (a build still writing it) lists nothing: the page is served as
 * built, and the next request tries again.
 */
function buildPreloads(root: string): () => FirstViewPreloads | undefined {
  const manifestPath = join(root, '.vite', 'manifest.json');
  let read: { mtimeMs: number; preloads: FirstViewPreloads } | undefined;
  return () => {
    // One look, not a check and then a read: a build empties dist/ between any two.
    const stat = statSync(manifestPath, { throwIfNoEntry: false });
    if (!stat) return undefined;
    const { mtimeMs } = stat;
    if (read?.mtimeMs !== mtimeMs) {
      try {
        read = { mtimeMs, preloads: firstViewPreloads(readManifest(root)) };
      } catch {
        return undefined;
      }
    }
    return read.preloads;
  };
}

/** The built app: hashed assets cached for a year, every other path gets index.html (history fallback). */
export function staticRoutes(distDir: string, { demo, firstView }: StaticOptions = { demo: false }) {
  const app = new Hono();
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  const preloads = buildPreloads(root);
  const html = async (c: Context, status: 200 | 404 = 200) => {
    if (!existsSync(indexPath)) return c.text('The app is not built yet: run `npm run build` (npm start does it for you).', 503);
    c.header('Cache-Control', 'no-cache');
    const index = readFileSync(indexPath, 'utf8');
    const view = status === 200 && firstView ? await firstView(c) : null;
    const built = view ? withFirstView(index, view) : index.replace('</title>', `</title>\n    ${SERVED_HEAD}`);
    // The address's route chunks start downloading with the entry (lib/first-view-preloads.ts).
    const page = withFirstViewPreloads(built, status === 200 ? (preloads()?.filesFor(c.req.path) ?? []) : []);
    const marked = demo ? page.replace('</head>', `  ${DEMO_META}\n  </head>`) : page;
    // The built page is a few kB; one rendered here is not.
    return view ? compressedHtml(c, marked, status) : c.html(marked, status);
  };
  // Old links to /flows (the demo had the page there) reach the console's page, with its machine.
  app.get('*', async (c, next) => {
    if (!FLOWS_PATH.test(c.req.path)) return next();
    const search = new URL(c.req.url).search;
    return c.redirect(`/admin/flows${search}`, 302);
  });
  // The build's own files that are not the app: the manifest (.vite/manifest.json, read above from
  // the disk) names every source module the build came from. No dot-named file or folder is served.
  app.use('*', async (c, next) => (HIDDEN_PATH.test(c.req.path) ? c.notFound() : next()));
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Checked per request, so a build made while the server runs is picked up. index.html itself
  // always goes through `html`, which marks the demo. The build writes .br and .gz copies of its
  // assets (scripts/precompress-plugin.ts): sent to browsers that accept them, a third of the bytes.
  app.use('*', async (c, next) =>
    existsSync(root) && c.req.path !== '/' && c.req.path !== '/index.html' ? serveStatic({ root, precompressed: true })(c, next) : next(),
  );
  app.get('*', (c) => html(c));
  return app;
}
