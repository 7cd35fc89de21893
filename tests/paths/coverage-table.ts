// The per-machine table `npm run test:paths` prints and writes to reports/paths/<model>.md: every
// state with its check, every transition, and for what was not covered, why.
import fs from 'node:fs';
import path from 'node:path';
import type { createCoverage } from '../support/machine-coverage.ts';
import { repoRoot } from '../support/server-process.ts';
import type { BrowserModel } from './path-model.ts';

type Coverage = ReturnType<typeof createCoverage>;

export interface RunTally {
  passed: number;
  failed: number;
  seconds: number;
}

export function coverageTable(model: BrowserModel, coverage: Coverage, tally: RunTally): string {
  const mark = (done: boolean, key: string) => (done ? 'yes' : key in model.notDrivable ? 'no (not drivable)' : 'NO');
  const lines = [
    `### ${model.title}: ${tally.passed} paths passed, ${tally.failed} failed, ${tally.seconds.toFixed(0)} s`,
    '',
    `States: ${coverage.reached.size}/${coverage.allStates.size} reached`,
    '',
    '| state | reached | what the participant sees (the check) |',
    '|---|---|---|',
    ...[...coverage.allStates].map(
      (s) => `| ${s} | ${mark(coverage.reached.has(s), s)} | ${model.notDrivable[s] ?? model.states[s]?.note ?? ''} |`,
    ),
    '',
    `Transitions: ${coverage.walked.size}/${coverage.allTransitions.size} walked`,
    '',
    '| transition | walked | why not |',
    '|---|---|---|',
    ...[...coverage.allTransitions].map(
      (t) =>
        `| ${t.replace(/\|/g, '\\|')} | ${mark(coverage.walked.has(t), t)} | ${coverage.walked.has(t) ? '' : (model.notDrivable[t] ?? '')} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

export function writeTable(model: BrowserModel, table: string): string {
  const file = path.join(repoRoot, 'reports', 'paths', `${model.id}.md`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, table);
  return path.relative(repoRoot, file);
}
