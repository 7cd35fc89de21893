/**
 * The floor: a minimal sign-in page made of the design's packages only (bench/floor/main.tsx),
 * built into bench/floor/dist and measured beside the app's pages in the same Lighthouse session.
 * Its figures are what this stack costs before any of the app's own code; each page's figures are
 * read as a ratio to them, which holds better across a busy shared machine than a figure alone.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../../tests/support/server-process.ts';
import { fileSizes, readManifest, staticClosure, type Sizes } from './bundle.ts';
import type { LighthouseRow } from './lighthouse.ts';

export const FLOOR_DIR = join(repoRoot, 'bench', 'floor');
export const FLOOR_DIST = join(FLOOR_DIR, 'dist');
/** The floor's one route. */
export const FLOOR_PATH = '/login';
/** The floor server's catalogue: the floor shows no product, so a small one seeds fastest. */
export const FLOOR_SEED_PRODUCTS = 1_000;

/** Builds the floor page with its own Vite config (a few seconds); throws when the build fails. */
export function buildFloor(): void {
  execFileSync('npx', ['vite', 'build', '--config', join(FLOOR_DIR, 'vite.config.ts'), '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
}

/** The floor's JS and CSS as the bundle part weighs a page: its entry and the entry's static imports. */
export function floorBundle(): { js: Sizes & { files: number }; css: Sizes & { files: number } } {
  const manifest = readManifest(FLOOR_DIST);
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`the floor's manifest has ${entries.length} entries, expected one`);
  const { js, css } = staticClosure(manifest, entries);
  const sum = (files: string[]) =>
    files.reduce(
      (total, file) => {
        const s = fileSizes(FLOOR_DIST, file);
        return { raw: total.raw + s.raw, gzip: total.gzip + s.gzip, brotli: total.brotli + s.brotli, files: total.files + 1 };
      },
      { raw: 0, gzip: 0, brotli: 0, files: 0 },
    );
  return { js: sum(js), css: sum(css) };
}

/** A page's figure over the floor's, to two places; none when the floor's is zero (TBT often is). */
export function ratio(value: number, floor: number): number | null {
  if (!Number.isFinite(value) || !Number.isFinite(floor) || floor <= 0) return null;
  return Math.round((value / floor) * 100) / 100;
}

export interface FloorComparison {
  page: string;
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  lcpRatio: number | null;
  tbtRatio: number | null;
}

/** Each row beside the floor's; the floor's own row first, at 1. */
export function compareWithFloor(floor: LighthouseRow, rows: LighthouseRow[]): FloorComparison[] {
  return [floor, ...rows].map((r) => ({
    page: r.page,
    score: r.score,
    lcp: r.lcp,
    tbt: r.tbt,
    cls: r.cls,
    lcpRatio: ratio(r.lcp, floor.lcp),
    tbtRatio: ratio(r.tbt, floor.tbt),
  }));
}

/** The part's own table: page | score | LCP | TBT | CLS | LCP / floor | TBT / floor. */
export function formatFloorTable(comparisons: FloorComparison[]): string {
  const head = ['page', 'score', 'LCP', 'TBT', 'CLS', 'LCP / floor', 'TBT / floor'];
  const shown = (r: number | null) => (r === null ? '–' : `${r.toFixed(2)}×`);
  const body = comparisons.map((c) => [
    c.page,
    String(c.score),
    `${Math.round(c.lcp).toLocaleString('en-US')} ms`,
    `${Math.round(c.tbt).toLocaleString('en-US')} ms`,
    String(c.cls),
    shown(c.lcpRatio),
    shown(c.tbtRatio),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}
