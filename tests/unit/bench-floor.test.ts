// The bench's floor page: it stays the design's packages and nothing of the app's (else it would no
// longer be a floor), and the ratios the floor part prints are each page's figure over the floor's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithFloor, FLOOR_DIR, formatFloorTable, ratio } from '../../bench/lib/floor.ts';
import type { LighthouseRow } from '../../bench/lib/lighthouse.ts';

const DESIGN_PACKAGES = [
  'react',
  'react-dom/client',
  '@mantine/core',
  '@tanstack/react-router',
  '@tanstack/react-query',
  'xstate',
  '@xstate/react',
  'valibot',
  'openapi-fetch',
];

describe('the floor page', () => {
  const source = readFileSync(join(FLOOR_DIR, 'main.tsx'), 'utf8');
  const imports = [...source.matchAll(/^import\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"];?$/gm)].map((m) => ({
    typeOnly: Boolean(m[1]),
    from: m[2]!,
  }));

  it('runs only the design packages, and of Mantine only the input, button and paper sheets with the core ones', () => {
    expect(imports.length).toBeGreaterThan(8);
    const code = imports.filter((i) => !i.typeOnly && !i.from.endsWith('.css')).map((i) => i.from);
    expect(code.filter((from) => !DESIGN_PACKAGES.includes(from))).toEqual([]);
    // Every design package is there: a floor without one of them would flatter the app's ratios.
    expect(DESIGN_PACKAGES.filter((p) => !code.includes(p))).toEqual([]);
    const sheets = imports.filter((i) => i.from.endsWith('.css')).map((i) => i.from.replace('@mantine/core/styles/', ''));
    expect(sheets.sort()).toEqual(
      [
        'baseline.layer.css',
        'default-css-variables.layer.css',
        'global.layer.css',
        'UnstyledButton.layer.css',
        'Input.layer.css',
        'Button.layer.css',
        'Paper.layer.css',
      ].sort(),
    );
  });

  it("takes only types from the app (the API's paths), never its code", () => {
    const fromApp = imports.filter((i) => i.from.startsWith('.'));
    expect(fromApp).toEqual([{ typeOnly: true, from: '../../src/api/schema.gen.ts' }]);
  });
});

const row = (page: string, lcp: number, tbt: number): LighthouseRow =>
  ({ page, score: 90, lcp, tbt, cls: 0, fcp: 0, si: 0 }) as LighthouseRow;

describe('ratios to the floor', () => {
  it('divides each page by the floor, to two places, and gives none over a zero floor', () => {
    expect(ratio(2_600, 2_000)).toBe(1.3);
    expect(ratio(1_000, 3_000)).toBe(0.33);
    expect(ratio(150, 0)).toBeNull();
    expect(ratio(Number.NaN, 100)).toBeNull();
  });

  it('lists the floor first at 1× and each page against it', () => {
    const rows = compareWithFloor(row('floor', 2_000, 100), [row('login', 2_500, 250), row('shop', 3_000, 0)]);
    expect(rows.map((r) => [r.page, r.lcpRatio, r.tbtRatio])).toEqual([
      ['floor', 1, 1],
      ['login', 1.25, 2.5],
      ['shop', 1.5, 0],
    ]);
    const table = formatFloorTable(rows).split('\n');
    expect(table[0]).toMatch(/^\| page +\| score \| LCP +\| TBT +\| CLS \| LCP \/ floor \| TBT \/ floor \|$/);
    expect(table[3]).toContain('1.25×');
    expect(table[3]).toContain('2.50×');
  });

  it('shows a dash where the floor blocked for 0 ms', () => {
    const [, login] = compareWithFloor(row('floor', 2_000, 0), [row('login', 2_500, 250)]);
    expect(login!.tbtRatio).toBeNull();
    expect(formatFloorTable([login!])).toContain('| –');
  });
});
