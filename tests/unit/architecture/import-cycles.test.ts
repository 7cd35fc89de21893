import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph, leafOrder, wrongWayImports } from '../../../scripts/import-cycles.ts';
import { repoRoot } from '../../support/server-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `files` (path under src → text) under a fresh folder and returns its root. */
function writeSources(name: string, files: Record<string, string>): string {
  const root = join(dir, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'src', file)), { recursive: true });
    writeFileSync(join(root, 'src', file), text);
  }
  return root;
}

/** The cycles among `files`. */
function cyclesOf(name: string, files: Record<string, string>): string[][] {
  const root = writeSources(name, files);
  return importCycles(importGraph(root, ['src'])).map((group) => group.map((file) => file.slice(root.length + 1)));
}

/** The imports among `files` against the folder order `order`, as 'importer -> imported'. */
function wrongWayOf(name: string, order: readonly string[], files: Record<string, string>): string[] {
  const root = writeSources(name, files);
  return wrongWayImports(importGraph(root, ['src']), root, order).map(
    ([file, target]) => `${file.slice(root.length + 1)} -> ${target.slice(root.length + 1)}`,
  );
}

describe('importCycles', () => {
  it('finds two modules that import each other even when one import is type-only', () => {
    const cycles = cyclesOf('type-only', {
      'panel.tsx': "import { same } from './same';\nexport interface PanelProps { a: number }\nexport const panel = same;\n",
      'same.ts': "import type { PanelProps } from './panel';\nexport const same = (p: PanelProps) => p.a;\n",
    });
    expect(cycles).toEqual([['src/panel.tsx', 'src/same.ts']]);
  });

  it('finds a longer loop through export-from and import()', () => {
    const cycles = cyclesOf('longer', {
      'a.ts': "export { b } from './b';\nexport const a = 1;\n",
      'b.ts': "export const b = () => import('./c');\n",
      'c.ts': "import { a } from './a';\nexport const c = a;\n",
    });
    expect(cycles).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts']]);
  });

  it('finds nothing once the shared type has a module of its own', () => {
    const cycles = cyclesOf('fixed', {
      'panel-props.ts': 'export interface PanelProps { a: number }\n',
      'panel.tsx':
        "import type { PanelProps } from './panel-props';\nimport { same } from './same';\nexport const panel = (p: PanelProps) => same(p);\n",
      'same.ts': "import type { PanelProps } from './panel-props';\nexport const same = (p: PanelProps) => p.a;\n",
    });
    expect(cycles).toEqual([]);
  });
});

describe('wrongWayImports', () => {
  const order = ['lib', 'api', 'domain'];

  it('finds a folder importing one above it, by type, by export-from and by typeof import()', () => {
    const found = wrongWayOf('upward', order, {
      'api/client.ts': "import type { Rule } from '../domain/rule';\nexport type Client = Rule;\n",
      'lib/helper.ts': "export { rule } from '../domain/rule';\n",
      'lib/lazy.ts': "export type Rules = typeof import('../domain/rule');\n",
      'domain/rule.ts': 'export interface Rule { a: number }\nexport const rule = 1;\n',
    });
    expect(found).toEqual([
      'src/api/client.ts -> src/domain/rule.ts',
      'src/lib/helper.ts -> src/domain/rule.ts',
      'src/lib/lazy.ts -> src/domain/rule.ts',
    ]);
  });

  it('lets a folder import its own files and those of the folders below it, and ignores folders outside the order', () => {
    const found = wrongWayOf('downward', order, {
      'domain/rule.ts':
        "import { helper } from '../lib/helper';\nimport type { Client } from '../api/client';\nexport const rule = (c: Client) => helper(c);\n",
      'api/client.ts': "import { helper } from '../lib/helper';\nexport type Client = number;\nexport const client = helper;\n",
      'lib/helper.ts': "import { twice } from './twice';\nexport const helper = twice;\n",
      'lib/twice.ts': 'export const twice = (n: number) => 2 * n;\n',
      'app/page.ts': "import { rule } from '../domain/rule';\nexport const page = rule;\n",
      'lib/uses-app.ts': "import { page } from '../app/page';\nexport const usesApp = page;\n",
    });
    expect(found).toEqual([]);
  });

  it("reads the repository's order from eslint.layers.js", async () => {
    expect(await leafOrder(repoRoot)).toEqual(['lib', 'api', 'domain', 'schemas', 'i18n', 'theme', 'ui']);
  });
});
