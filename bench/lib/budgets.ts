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
