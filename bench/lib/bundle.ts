/**
 * Initial JS and CSS per page, from the build's manifest (dist/.vite/manifest.json): what the
 * browser must download before the page can render — the entry (index.html's script) with its
 * static imports, the page's route chunks with theirs, and the lazy modules its first view shows.
 * Sizes are of the files as built, compressed here with gzip (level 9) and brotli (quality 11),
 * the same settings the build uses for the precompressed copies the server sends.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { staticClosure, type Manifest } from '../../server/lib/build-manifest.ts';
import type { BenchPage } from './pages.ts';

export { readManifest, staticClosure, type Manifest, type ManifestChunk } from '../../server/lib/build-manifest.ts';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface PageBundle {
  page: string;
  js: Sizes & { files: number };
  css: Sizes & { files: number };
  /** Every JS file counted, largest first, with its gzip size: the attribution of the total. */
  jsFiles: { file: string; gzip: number }[];
}

/** Manifest keys of a page's starting points: the entry, its route chunks and lazy first-view modules. */
export function pageRoots(manifest: Manifest, page: BenchPage): string[] {
  const entry = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entry.length !== 1) throw new Error(`expected one entry in the manifest, found ${entry.length}`);
  const roots = [...entry];
  for (const route of page.routes) {
    if (!manifest[route] && !Object.keys(manifest).some((key) => key.startsWith(`${route}?`))) {
      // A route file with nothing split off lives in the entry; one that does not exist is a typo.
      if (!manifestMentions(manifest, route)) throw new Error(`${page.name}: route ${route} is not in the build`);
    }
    const split = `${route}?tsr-split=component`;
    if (manifest[split]) roots.push(split);
  }
  for (const module of page.renders) {
    if (!manifest[module]) throw new Error(`${page.name}: ${module} is not a chunk of its own in the build`);
    roots.push(module);
  }
  return roots;
}

function manifestMentions(manifest: Manifest, route: string): boolean {
  return Object.values(manifest).some((chunk) => chunk.src === route || chunk.dynamicImports?.some((d) => d.startsWith(route)));
}

const sizeCache = new Map<string, Sizes>();
export function fileSizes(distDir: string, file: string): Sizes {
  const path = join(distDir, file);
  const cached = sizeCache.get(path);
  if (cached) return cached;
  const bytes = readFileSync(path);
  const sizes = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(path, sizes);
  return sizes;
}

function total(distDir: string, files: string[]): Sizes & { files: number } {
  const sum = { raw: 0, gzip: 0, brotli: 0, files: files.length };
  for (const file of files) {
    const sizes = fileSizes(distDir, file);
    sum.raw += sizes.raw;
    sum.gzip += sizes.gzip;
    sum.brotli += sizes.brotli;
  }
  return sum;
}

export function pageBundle(distDir: string, manifest: Manifest, page: BenchPage): PageBundle {
  const { js, css } = staticClosure(manifest, pageRoots(manifest, page));
  return {
    page: page.name,
    js: total(distDir, js),
    css: total(distDir, css),
    jsFiles: js.map((file) => ({ file, gzip: fileSizes(distDir, file).gzip })).sort((a, b) => b.gzip - a.gzip),
  };
}

/** Kilobytes of 1,000 bytes, as Vite reports them (the stricter reading of a budget in KB). */
export const kb = (bytes: number) => Math.round(bytes / 100) / 10;
