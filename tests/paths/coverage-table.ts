// The per-machine table `npm run test:paths` prints and writes to reports/paths/<engine>/<model>.md:
// every state with its check, every transition, and for what was not covered, why; the paths the
// engine could not run, with the reason.
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
  /** Paths this engine cannot run, with the reason. */
  notRun: { id: string; why: string }[];
}

/**
 * The table of one machine in one engine. `excused` adds to the model's notDrivable what only the
 * paths this engine cannot run would have walked.
 */
export function coverageTable(
  model: BrowserModel,
  coverage: Coverage,
  tally: RunTally,
  engine: string,
  excused: Record<string, string>,
): string {
  const why = (key: string) => model.notDrivable[key] ?? excused[key];
  const mark = (done: boolean, key: string) =>
    done ? 'yes' : key in model.notDrivable ? 'no (not drivable)' : key in excused ? `no (not in ${engine})` : 'NO';
  const lines = [
    `### ${model.title} in ${engine}: ${tally.passed} paths passed, ${tally.failed} failed, ${tally.notRun.length} not run, ${tally.seconds.toFixed(0)} s`,
    '',
    ...(tally.notRun.length
      ? [`Not run in ${engine}:`, '', '| path | why |', '|---|---|', ...tally.notRun.map((n) => `| ${n.id} | ${n.why} |`), '']
      : []),
    `States: ${coverage.reached.size}/${coverage.allStates.size} reached`,
    '',
    '| state | reached | what the participant sees (the check) |',
    '|---|---|---|',
    ...[...coverage.allStates].map((s) => `| ${s} | ${mark(coverage.reached.has(s), s)} | ${why(s) ?? model.states[s]?.note ?? ''} |`),
    '',
    `Transitions: ${coverage.walked.size}/${coverage.allTransitions.size} walked`,
    '',
    '| transition | walked | why not |',
    '|---|---|---|',
    ...[...coverage.allTransitions].map(
      (t) => `| ${t.replace(/\|/g, '\\|')} | ${mark(coverage.walked.has(t), t)} | ${coverage.walked.has(t) ? '' : (why(t) ?? '')} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

export function writeTable(model: BrowserModel, table: string, engine: string): string {
  const file = path.join(repoRoot, 'reports', 'paths', engine, `${model.id}.md`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, table);
  return path.relative(repoRoot, file);
}
