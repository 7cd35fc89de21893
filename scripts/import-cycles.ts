// Import cycles among the app's and the server's modules, and imports against the order of src/'s
// shared folders (LEAF_ORDER in eslint.layers.js), type-only imports included (`npm run lint` runs
// this after ESLint). import-x/no-cycle skips `import type` and the layer zones skip
// `typeof import()`, yet two modules that need each other's types are as tangled as two that need
// each other's values: one of them should hold what both need.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

/**
 * The imports, as [importer, imported], from a folder of `order` (folders of `root`/src, from the
 * floor up) to a folder above it. Imports from or to files outside those folders are not checked here.
 */
export function wrongWayImports(graph: Map<string, Set<string>>, root: string, order: readonly string[]): [string, string][] {
  const src = join(root, 'src') + sep;
  const rank = (file: string) => (file.startsWith(src) ? order.indexOf(file.slice(src.length).split(sep)[0]!) : -1);
  const found: [string, string][] = [];
  for (const [file, imports] of graph) {
    const own = rank(file);
    if (own < 0) continue;
    for (const target of imports) if (rank(target) > own) found.push([file, target]);
  }
  return found.sort(([a, b], [c, d]) => a.localeCompare(c) || b.localeCompare(d));
}

/** LEAF_ORDER of `root`/eslint.layers.js (plain JavaScript, so loaded at run time rather than imported). */
export async function leafOrder(root: string): Promise<readonly string[]> {
  const layers = (await import(pathToFileURL(join(root, 'eslint.layers.js')).href)) as { LEAF_ORDER: readonly string[] };
  return layers.LEAF_ORDER;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The repository's root, or another checkout's given as the argument.
  const root = process.argv[2] ?? join(fileURLToPath(import.meta.url), '../..');
  const graph = importGraph(root, ['src', 'machines', 'server']);
  const cycles = importCycles(graph);
  for (const group of cycles) {
    console.error(`Import cycle (type-only imports count): ${group.map((file) => relative(root, file)).join(' <-> ')}`);
  }
  if (cycles.length > 0) console.error('Move what these modules share into a module of its own that they both import.');
  const order = await leafOrder(root);
  const wrongWay = wrongWayImports(graph, root, order);
  for (const [file, target] of wrongWay) {
    console.error(
      `Import against the folder order ${order.join(' < ')} (type-only imports count): ${relative(root, file)} -> ${relative(root, target)}`,
    );
  }
  if (wrongWay.length > 0) {
    console.error('A folder imports only the folders below it: move what both need into the lower one (docs/architecture.md).');
  }
  if (cycles.length > 0 || wrongWay.length > 0) process.exit(1);
}
