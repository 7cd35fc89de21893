// The app's route code is split per route (TanStack Router's `?tsr-split=component` chunks) and
// the app asks for a route's chunks only once its entry script has arrived and run. On a phone
// that is a second round of downloads after the first. The server knows the address before the
// app does: it lists the chunks of the route that address opens (and of its layouts) in the
// index.html it sends, as modulepreload links, so they download alongside the entry (docs/performance.md).
//
// Everything is read from the build's manifest (dist/.vite/manifest.json): the route files it
// names, and each chunk's static imports.

import { staticClosure, type Manifest } from './build-manifest.ts';

const ROUTES_DIR = 'src/routes/';
const COMPONENT_SPLIT = '?tsr-split=component';

type Segment = { kind: 'static'; text: string } | { kind: 'param' } | { kind: 'splat' };

interface RouteFile {
  /** The route file, e.g. src/routes/_app/shop/index.tsx. */
  file: string;
  /** Its place in the tree without extension, e.g. _app/shop/index. */
  id: string;
  segments: Segment[];
}

interface Page {
  segments: Segment[];
  /** What to preload for it: its layouts' chunks and its own, with their static imports. */
  files: string[];
}

/** A route file's address segments, by TanStack Router's file conventions. */
export function routeSegments(id: string): Segment[] {
  const segments: Segment[] = [];
  for (const part of id.split('/')) {
    if (part === 'index' || part.startsWith('_') || /^\(.*\)$/.test(part)) continue; // index, pathless layout, group
    if (part === '$') segments.push({ kind: 'splat' });
    else if (part.startsWith('$')) segments.push({ kind: 'param' });
    else segments.push({ kind: 'static', text: part.toLowerCase() });
  }
  return segments;
}

/** How well a route fits an address: undefined if it does not; else higher is more specific. */
function fit(route: Segment[], parts: string[]): number[] | undefined {
  const score: number[] = [];
  for (let i = 0; i < route.length; i++) {
    const segment = route[i]!;
    if (segment.kind === 'splat') return [...score, 1];
    const part = parts[i];
    if (part === undefined) return undefined;
    if (segment.kind === 'static') {
      if (segment.text !== part.toLowerCase()) return undefined;
      score.push(3);
    } else {
      score.push(2);
    }
  }
  return route.length === parts.length ? score : undefined;
}

function better(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const [x, y] = [a[i] ?? 0, b[i] ?? 0];
    if (x !== y) return x > y;
  }
  return false;
}

export interface FirstViewPreloads {
  /** The files (assets/…) to preload for an address, beyond what index.html already loads. */
  filesFor(pathname: string): string[];
}

/** Reads the manifest once; throws if it does not hold together (a build half written). */
export function firstViewPreloads(manifest: Manifest): FirstViewPreloads {
  const routeFiles = new Map<string, RouteFile>();
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith(ROUTES_DIR) || !key.endsWith(COMPONENT_SPLIT)) continue;
    const file = key.slice(0, -COMPONENT_SPLIT.length);
    // A folder's route.tsx is that folder's own route, as a file of the folder's name would be.
    const id = file
      .slice(ROUTES_DIR.length)
      .replace(/\.tsx?$/, '')
      .replace(/\/route$/, '');
    routeFiles.set(id, { file, id, segments: routeSegments(id) });
  }
  // A file with a folder of the same name is a layout: it wraps its folder's routes and is
  // never the page itself.
  const ids = [...routeFiles.keys()];
  const layouts = new Set(ids.filter((id) => ids.some((other) => other.startsWith(`${id}/`))));
  const entryFiles = new Set(
    staticClosure(
      manifest,
      Object.keys(manifest).filter((key) => manifest[key]!.isEntry),
    ).js,
  );
  const pages: Page[] = [...routeFiles.values()]
    .filter((route) => !layouts.has(route.id))
    .map((route) => {
      const folders = route.id.split('/').slice(0, -1);
      const layoutIds = folders.map((_, i) => folders.slice(0, i + 1).join('/')).filter((id) => layouts.has(id));
      const roots = [...layoutIds, route.id].map((id) => `${routeFiles.get(id)!.file}${COMPONENT_SPLIT}`);
      return { segments: route.segments, files: staticClosure(manifest, roots).js.filter((file) => !entryFiles.has(file)) };
    });

  return {
    filesFor(pathname) {
      const parts = pathname.split('/').filter(Boolean);
      let best: { page: Page; score: number[] } | undefined;
      for (const page of pages) {
        const score = fit(page.segments, parts);
        if (score && (!best || better(score, best.score))) best = { page, score };
      }
      return best?.page.files ?? [];
    },
  };
}

/** index.html with the address's route chunks listed for download (no change if there are none). */
export function withFirstViewPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`).join('\n');
  return html.replace('</head>', `${links}\n  </head>`);
}
