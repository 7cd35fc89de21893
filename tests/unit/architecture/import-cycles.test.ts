import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../../../scripts/import-cycles.ts';

const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `files` (name → text) under a fresh folder and returns the cycles among them. */
function cyclesOf(name: string, files: Record<string, string>): string[][] {
  const root = join(dir, name);
  mkdirSync(join(root, 'src'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, 'src', file), text);
  return importCycles(importGraph(root, ['src'])).map((group) => group.map((file) => file.slice(root.length + 1)));
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
