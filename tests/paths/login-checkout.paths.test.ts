// `npm run test:paths`: the paths generated from the login and checkout statecharts, each walked
// in one engine (E2E_ENGINE: chromium, firefox or webkit; tests/support/engines) against the demo
// server that tests/support/e2e-run.ts starts (one browser, a fresh profile per path), then per
// machine the coverage table and the coverage assertion. A path that needs what the engine cannot
// do is listed as skipped with the reason, and what only it would walk is excused in that engine.
// How QA runs and replays a path: docs/path-tests.md.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNOT, engineName, launchEngine, type EngineBrowser } from '../support/engines/engine.ts';
import { expectCoverageExcept } from '../support/expect-coverage.ts';
import { createCoverage } from '../support/machine-coverage.ts';
import { repoRoot } from '../support/server-process.ts';
import { checkoutPaths } from './checkout.paths.ts';
import { coverageTable, writeTable, type RunTally } from './coverage-table.ts';
import { generatePaths } from './path-model.ts';
import { countCoverage, missingCapability, runPath } from './run-path.ts';
import { passwordResetPaths } from './password-reset.paths.ts';
import { signInPaths } from './sign-in.paths.ts';

const engine = engineName();
let browser: EngineBrowser;

beforeAll(async () => {
  // Screenshots are of this run's failures only.
  fs.rmSync(path.join(repoRoot, 'reports', 'paths', engine, 'screenshots'), { recursive: true, force: true });
  browser = await launchEngine(engine);
});

afterAll(async () => {
  await browser?.close();
});

for (const model of [signInPaths, passwordResetPaths, checkoutPaths]) {
  const paths = generatePaths(model);
  const coverage = createCoverage(model.machine);
  // What the paths this engine cannot run would have walked.
  const notRunCoverage = createCoverage(model.machine);
  const tally: RunTally = { passed: 0, failed: 0, seconds: 0, notRun: [] };

  describe(`${model.title} in ${engine}`, () => {
    const excused = (): Record<string, string> => {
      const why = `walked only by paths ${engine} cannot run (${tally.notRun.map((n) => n.id).join(', ')})`;
      const keys = [
        ...[...notRunCoverage.walked].filter((t) => !coverage.walked.has(t)),
        ...[...notRunCoverage.reached].filter((s) => !coverage.reached.has(s)),
      ];
      return Object.fromEntries(keys.filter((k) => !(k in model.notDrivable)).map((k) => [k, why]));
    };

    afterAll(() => {
      const table = coverageTable(model, coverage, tally, engine, excused());
      console.log(`\n${table}\n(written to ${writeTable(model, table, engine)})`);
    });

    for (const p of paths) {
      // The id first, then a space: `-t "sign-in#03 "` selects exactly that path.
      const segs = p.segments.map((s) => s.entry.name).join(' → ');
      const title = `${p.id} ${segs}: ${p.segments.flatMap((s) => s.steps.slice(1).map((x) => x.event.type)).join(' > ') || 'start'}`;
      // Known before the run from the engine's capabilities (engine.ts); listed in the table and
      // in JUnit as skipped, with the reason in the name.
      const missing = missingCapability({ cannot: CANNOT[engine] }, p);
      if (missing) {
        tally.notRun.push({ id: p.id, why: missing.why });
        countCoverage(model, p, notRunCoverage);
        it.skip(`${title} — not run in ${engine}: ${missing.why}`, () => undefined);
        continue;
      }
      it(title, async () => {
        const started = Date.now();
        try {
          await runPath(browser, model, p);
          countCoverage(model, p, coverage);
          tally.passed += 1;
        } catch (err) {
          tally.failed += 1;
          throw err;
        } finally {
          tally.seconds += (Date.now() - started) / 1000;
        }
      });
    }

    it(`${model.id}: every state and transition walked in ${engine}, but the ones that cannot be driven`, () => {
      expect(tally.failed, 'paths failed, so their transitions do not count').toBe(0);
      expectCoverageExcept(coverage, { ...model.notDrivable, ...excused() });
    });
  });
}
