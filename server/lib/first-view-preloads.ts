// The app's route code is split per route (TanStack Router's `?tsr-split=component` chunks) and
// the app asks for a route's chunks only once its entry script has arrived and run. On a phone
// that is a second round of downloads after the first. The server knows the address before the
// app does: it lists the chunks of the route that address opens (and of its layouts) in the
// index.html it sends, as modulepreload links, so they download alongside the entry (issue 9).
//
// Everything is read from the build's manifest (dist/.vite/manifest.json): the route files it
// names, and each chunk's static imports.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

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

export function firstViewPreloads(manifest: Manifest): FirstViewPreloads {
  const routeFiles = new Map<string, RouteFile>();
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith(ROUTES_DIR) || !key.endsWith(COMPONENT_SPLIT)) continue;
    const file = key.slice(0, -COMPONENT_SPLIT.length);
    const id = file.slice(ROUTES_DIR.length).replace(/\.tsx?$/, '');
    routeFiles.set(id, { file, id, segments: routeSegments(id) });
  }
  // A file with a folder of the same name is a layout: it wraps its folder's routes and is
  // never the page itself.
  const layouts = new Set([...routeFiles.keys()].filter((id) => [...routeFiles.keys()].some((other) => other.startsWith(`${id}/`))));
  const leaves = [...routeFiles.values()].filter((route) => !layouts.has(route.id));

  const entryFiles = new Set(
    closure(
      manifest,
      Object.keys(manifest).filter((key) => manifest[key]!.isEntry),
    ),
  );
  const cache = new Map<string, string[]>();

  return {
    filesFor(pathname) {
      const parts = pathname.split('/').filter(Boolean);
      let best: { route: RouteFile; score: number[] } | undefined;
      for (const route of leaves) {
        const score = fit(route.segments, parts);
        if (score && (!best || better(score, best.score))) best = { route, score };
      }
      if (!best) return [];
      const cached = cache.get(best.route.id);
      if (cached) return cached;
      const folders = best.route.id.split('/').slice(0, -1);
      const layoutIds = folders.map((_, i) => folders.slice(0, i + 1).join('/')).filter((id) => layouts.has(id));
      const roots = [...layoutIds, best.route.id].map((id) => `${routeFiles.get(id)!.file}${COMPONENT_SPLIT}`);
      const files = closure(manifest, roots).filter((file) => !entryFiles.has(file));
      cache.set(best.route.id, files);
      return files;
    },
  };
}

/** The JS files of some manifest keys and their static imports, in load order. */
function closure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return files;
}

/** index.html with the address's route chunks listed for download (no change if there are none). */
export function withFirstViewPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`).join('\n');
  return html.replace('</head>', `${links}\n  </head>`);
}
