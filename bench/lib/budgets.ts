/**
 * bench/budgets.json: per page, the initial JS (gzip bytes) recorded after the last deliberate
 * change (`recordedJsGzip`), which the size check in `npm test` holds to within `tolerance`, and
 * the goal (`goalJsGzip`), which the benchmark reports against.
 *
 *   npm run bench:budgets            # print the current sizes against the recorded ones
 *   npm run bench:budgets -- --write # record the current sizes (after a deliberate change)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../tests/support/server-process.ts';

export interface Budgets {
  /** How far past its recorded size a page may grow before the size check fails (0.1 = 10%). */
  tolerance: number;
  pages: Record<string, { recordedJsGzip: number; goalJsGzip?: number }>;
}

export const budgetsPath = join(repoRoot, 'bench', 'budgets.json');

export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(budgetsPath, 'utf8')) as Budgets;
}

/** A page's initial JS (gzip bytes), as measured by pageBundle. */
export interface MeasuredPage {
  page: string;
  jsGzip: number;
}

/**
 * The size check's verdict: one line per page whose initial JS grew more than the tolerance past
 * its recorded size, or that has no recorded size at all (a new page must be recorded on purpose).
 */
export function overBudget(measured: MeasuredPage[], budgets: Budgets): string[] {
  const problems: string[] = [];
  for (const { page, jsGzip } of measured) {
    const recorded = budgets.pages[page]?.recordedJsGzip;
    if (recorded === undefined) {
      problems.push(`${page}: no recorded size in bench/budgets.json (npm run bench:budgets -- --write)`);
      continue;
    }
    const limit = Math.floor(recorded * (1 + budgets.tolerance));
    if (jsGzip > limit) {
      problems.push(
        `${page}: initial JS ${jsGzip} B gzip is ${(((jsGzip - recorded) / recorded) * 100).toFixed(1)}% over its recorded ${recorded} B (limit ${limit} B)`,
      );
    }
  }
  return problems;
}
