// `npm run test:paths`: the paths generated from the login and checkout statecharts, each walked
// in Chromium against the demo server that tests/support/e2e-run.ts starts (one browser, a fresh
// context per path), then per machine the coverage table and the coverage assertion.
// How QA runs and replays a path: docs/path-tests.md.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { expectCoverageExcept } from '../support/expect-coverage.ts';
import { createCoverage } from '../support/machine-coverage.ts';
import { repoRoot } from '../support/server-process.ts';
import { checkoutPaths } from './checkout.paths.ts';
import { coverageTable, writeTable, type RunTally } from './coverage-table.ts';
import { generatePaths } from './path-model.ts';
import { countCoverage, runPath } from './run-path.ts';
import { passwordResetPaths } from './password-reset.paths.ts';
import { signInPaths } from './sign-in.paths.ts';

let browser: Browser;

beforeAll(async () => {
  // Screenshots are of this run's failures only.
  fs.rmSync(path.join(repoRoot, 'reports', 'paths', 'screenshots'), { recursive: true, force: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

for (const model of [signInPaths, passwordResetPaths, checkoutPaths]) {
  const paths = generatePaths(model);
  const coverage = createCoverage(model.machine);
  const tally: RunTally = { passed: 0, failed: 0, seconds: 0 };

  describe(model.title, () => {
    afterAll(() => {
      const table = coverageTable(model, coverage, tally);
      console.log(`\n${table}\n(written to ${writeTable(model, table)})`);
    });

    for (const p of paths) {
      // The id first, then a space: `-t "sign-in#03 "` selects exactly that path.
      const segs = p.segments.map((s) => s.entry.name).join(' → ');
      it(`${p.id} ${segs}: ${p.segments.flatMap((s) => s.steps.slice(1).map((x) => x.event.type)).join(' > ') || 'start'}`, async () => {
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

    it(`${model.id}: every state and transition walked in the browser, but the ones that cannot be driven`, () => {
      expect(tally.failed, 'paths failed, so their transitions do not count').toBe(0);
      expectCoverageExcept(coverage, model.notDrivable);
    });
  });
}
