/**
 * The bundle size check (docs/performance.md): builds the app into a temporary folder and fails when a page's initial JS
 * (gzip) grows more than bench/budgets.json's tolerance past its recorded size. A deliberate
 * growth is recorded with `npm run build && npm run bench:budgets -- --write`.
 *
 * It builds for itself (about 10 s) rather than read dist/: `npm test` runs before any build in CI
 * (.ci/run), and a dist/ left from another branch would check the wrong code.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesBySource } from '../../bench/lib/attribute.ts';
import { overBudget, readBudgets, type Budgets } from '../../bench/lib/budgets.ts';
import { pageBundle, readManifest, type PageBundle } from '../../bench/lib/bundle.ts';
import { GLOBAL_SHEETS, importedSheets, mantineComponentsInBuild, sheetsFor } from '../../bench/lib/mantine-styles.ts';
import { pages } from '../../bench/lib/pages.ts';
import { repoRoot } from '../support/server-process.ts';

describe('overBudget', () => {
  const budgets: Budgets = { tolerance: 0.1, pages: { login: { recordedJsGzip: 100_000 } } };

  it('lets a page grow up to the tolerance and no further', () => {
    expect(overBudget([{ page: 'login', jsGzip: 110_000 }], budgets)).toEqual([]);
    expect(overBudget([{ page: 'login', jsGzip: 110_001 }], budgets)).toEqual([
      'login: initial JS 110001 B gzip is 10.0% over its recorded 100000 B (limit 110000 B)',
    ]);
  });

  it('fails a page that has no recorded size', () => {
    expect(overBudget([{ page: 'cart', jsGzip: 1 }], budgets)).toEqual([
      'cart: no recorded size in bench/budgets.json (npm run bench:budgets -- --write)',
    ]);
  });
});

describe('initial JS per page against bench/budgets.json', () => {
  let outDir: string;
  let bundles: PageBundle[];
  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
    // The precompressed copies are not needed to count bytes, and cost seconds. Source maps are
    // (they say which Mantine components are in the build) but stay unreferenced, so the files
    // have the bytes browsers download.
    execFileSync(
      process.execPath,
      [
        join(repoRoot, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--sourcemap',
        'hidden',
        '--logLevel',
        'error',
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, PRECOMPRESS: 'off', NODE_ENV: 'production' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    const manifest = readManifest(outDir);
    bundles = pages.map((page) => pageBundle(outDir, manifest, page));
  }, 300_000);
  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('has every page within its recorded size plus the tolerance', () => {
    expect(bundles.map((b) => b.page)).toEqual(pages.map((p) => p.name));
    expect(
      overBudget(
        bundles.map((b) => ({ page: b.page, jsGzip: b.js.gzip })),
        readBudgets(),
      ),
    ).toEqual([]);
  });

  // What a page does not paint stays out of its first download (docs/performance.md): each line here was once
  // in it. The sources are read from the files' (hidden) source maps.
  // Floating UI comes with Mantine's Popover, Combobox, Tooltip, Menu and ScrollArea (Table).
  const FLOATING = ['floating-ui.react.mjs', 'Popover/Popover.mjs', 'Combobox/Combobox.mjs', 'ScrollArea/ScrollArea.mjs'];
  // The signed-out pages: none of the shop's texts, no menu.
  const SIGNED_OUT = ['src/i18n/messages/en/shop.ts', 'src/i18n/messages/en/cart.ts', 'src/i18n/messages/en/account.ts', 'Menu/Menu.mjs'];
  const notInFirstDownload: Record<string, string[]> = {
    login: SIGNED_OUT,
    reset: SIGNED_OUT,
    home: [
      'notifications/esm/Notifications.mjs',
      'desktop-nav-menus.tsx',
      'Menu/Menu.mjs',
      'cart/cart-popover.tsx',
      ...FLOATING,
    ],
    shop: [
      'notifications/esm/Notifications.mjs',
      'desktop-nav-menus.tsx',
      'filters/filter-panel.tsx',
      'NumberInput/NumberInput.mjs',
      'Tooltip/Tooltip.mjs',
      ...FLOATING,
    ],
    product: ['cart/cart-popover.tsx', 'Table/Table.mjs', ...FLOATING],
    cart: ['cart/cart-popover.tsx', 'Table/Table.mjs', ...FLOATING],
  };

  it.each(Object.entries(notInFirstDownload))('keeps what %s does not paint out of its first download', (page, absent) => {
    const bundle = bundles.find((b) => b.page === page)!;
    const sources = bundle.jsFiles.flatMap(({ file }) => [...bytesBySource(outDir, file).keys()]);
    expect(sources.length).toBeGreaterThan(100);
    expect(absent.filter((tail) => sources.some((source) => source.endsWith(tail)))).toEqual([]);
  });

  it('imports the style sheet of every Mantine component in the build, and no others', () => {
    // A component without its sheet renders unstyled; regenerate with scripts/mantine-styles.ts.
    const imported = importedSheets(readFileSync(join(repoRoot, 'src', 'theme', 'mantine-styles.ts'), 'utf8'));
    expect(imported).toEqual([...GLOBAL_SHEETS, ...sheetsFor(mantineComponentsInBuild(outDir))]);
  });
});
