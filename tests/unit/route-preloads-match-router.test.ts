// The server lists an address's route chunks (server/lib/first-view-preloads.ts) by matching the
// address against the route files itself, before the app's router has run: a copy of the router's
// matching, kept because it measurably speeds the first view (docs/performance.md). This holds
// the copy to the router: for an address of every route of the app's tree, the server picks the
// page the router picks, with that page's layouts.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../server/lib/build-manifest';
import { firstViewPreloads } from '../../server/lib/first-view-preloads';
import type { RouterContext } from '../../src/app/router-context';
import { routeTree } from '../../src/routeTree.gen';

const ROUTES = join(import.meta.dirname, '../../src/routes');

/** Route files as the build's manifest names them, each its own chunk named after its file. */
function manifestOfRouteFiles(): Manifest {
  const manifest: Manifest = { 'index.html': { file: 'assets/index.js', isEntry: true } };
  for (const entry of readdirSync(ROUTES, { recursive: true, withFileTypes: true })) {
    const path = relative(ROUTES, join(entry.parentPath, entry.name));
    // TanStack Router ignores files and folders whose name starts with '-', and tests.
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /(^|\/)-/.test(path) || /\.test\.tsx?$/.test(path)) continue;
    if (path === '__root.tsx') continue;
    manifest[`src/routes/${path}?tsr-split=component`] = { file: `assets/${path.replace(/\.tsx?$/, '')}.js` };
  }
  return manifest;
}

/** The route file a route of the tree comes from, as the chunk name above: its id by the router's file conventions. */
function chunkOf(routeId: string, manifest: Manifest): string {
  const base = routeId.replace(/^\//, '');
  const candidates = base.endsWith('/') || base === '' ? [`${base}index`] : [base, `${base}/route`];
  const found = candidates.map((name) => `assets/${name}.js`).find((file) => Object.values(manifest).some((chunk) => chunk.file === file));
  if (!found) throw new Error(`no route file for the route ${routeId}`);
  return found;
}

/** An address the route takes: each parameter filled with a sample. */
const addressOf = (fullPath: string) => fullPath.replace(/\$[A-Za-z]+/g, 'sample-1').replace(/\/\$$/, '/a/b') || '/';

describe('the server’s route matching for preloads', () => {
  const manifest = manifestOfRouteFiles();
  const preloads = firstViewPreloads(manifest);
  const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as RouterContext });
  const pages = Object.values(router.routesById).filter((route) => !route.children && route.id !== '__root__');

  it('covers every page of the tree', () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it.each(pages.map((route) => [addressOf(route.fullPath), route.id] as const))(
    '%s: the page the router picks (%s), after its layouts',
    (address, routeId) => {
      const [matched] = router.getMatchedRoutes(address);
      const leaf = matched.at(-1)!;
      expect(leaf.id).toBe(routeId);
      const expected = matched.filter((route) => route.id !== '__root__').map((route) => chunkOf(route.id, manifest));
      expect(preloads.filesFor(address)).toEqual(expected);
    },
  );
});
