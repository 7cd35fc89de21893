// Import cycles among the app's modules, type-only imports included (`npm run lint` runs this after
// ESLint). import-x/no-cycle skips `import type`, yet two modules that need each other's types are
// as tangled as two that need each other's values: one of them should hold what both need.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Every import of the files under `dirs` (relative to `root`) that resolves to another of them:
 * import and export declarations, `import type`, `import()` and `typeof import()`.
 */
export function importGraph(root: string, dirs: readonly string[]): Map<string, Set<string>> {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    jsx: ts.JsxEmit.ReactJSX,
  };
  const files = dirs.flatMap((dir) => sourceFiles(join(root, dir)));
  const known = new Set(files);
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const imports = new Set<string>();
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && known.has(resolved) && resolved !== file) imports.add(resolved);
    }
    graph.set(file, imports);
  }
  return graph;
}

/** The groups of modules that import one another, round and round (Tarjan's strongly connected components). */
export function importCycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The repository's root, or another checkout's given as the argument.
  const root = process.argv[2] ?? join(fileURLToPath(import.meta.url), '../..');
  const cycles = importCycles(importGraph(root, ['src', 'machines']));
  for (const group of cycles) {
    console.error(`Import cycle (type-only imports count): ${group.map((file) => relative(root, file)).join(' <-> ')}`);
  }
  if (cycles.length > 0) {
    console.error('Move what these modules share into a module of its own that they both import.');
    process.exit(1);
  }
}
