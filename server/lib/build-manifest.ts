import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The build's manifest (dist/.vite/manifest.json): which file each module of the app became, and
// which chunks each chunk imports. The server reads it to list a page's route chunks in index.html
// (first-view-preloads.ts); the benchmark and the size check read it to weigh each page
// (bench/lib/bundle.ts).

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The files a set of manifest keys needs: each key's file and its static imports, transitively, in load order. */
export function staticClosure(manifest: Manifest, roots: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no ${key}`);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return { js: [...new Set(js)], css: [...css] };
}
