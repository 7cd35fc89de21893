/**
 * The size budgets of bench/budgets.json against a fresh build (`npm run build` first):
 *
 *   npm run bench:budgets            # each page's initial JS against its recorded size
 *   npm run bench:budgets -- --write # record the current sizes, after a deliberate change
 *   npm run bench:budgets -- --why shop   # what the page's initial JS is made of (source maps)
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../tests/support/server-process.ts';
import { gzipByGroup } from './lib/attribute.ts';
import { budgetsPath, readBudgets } from './lib/budgets.ts';
import { kb, pageBundle, readManifest } from './lib/bundle.ts';
import { pages } from './lib/pages.ts';

const distDir = join(repoRoot, 'dist');
const manifest = readManifest(distDir);
const budgets = readBudgets();
const why = process.argv.includes('--why') ? process.argv[process.argv.indexOf('--why') + 1] : undefined;

for (const page of pages) {
  const bundle = pageBundle(distDir, manifest, page);
  const recorded = budgets.pages[page.name]?.recordedJsGzip;
  const limit = recorded ? recorded * (1 + budgets.tolerance) : undefined;
  const goal = budgets.pages[page.name]?.goalJsGzip;
  console.log(
    `${page.name.padEnd(9)} JS ${String(kb(bundle.js.gzip)).padStart(6)} kB gzip (${bundle.js.files} files)` +
      `  recorded ${recorded ? kb(recorded) : '-'} kB, fails above ${limit ? kb(limit) : '-'} kB` +
      `${goal ? `  goal ≤ ${kb(goal)} kB ${bundle.js.gzip <= goal ? 'pass' : 'FAIL'}` : ''}` +
      `  CSS ${kb(bundle.css.gzip)} kB gzip`,
  );
  if (process.argv.includes('--write')) budgets.pages[page.name] = { ...budgets.pages[page.name], recordedJsGzip: bundle.js.gzip };
  if (why === page.name) {
    console.log('  files:');
    for (const f of bundle.jsFiles) console.log(`    ${String(kb(f.gzip)).padStart(6)} kB  ${f.file}`);
    console.log("  by package or folder (gzip, estimated from each file's share of minified bytes):");
    for (const [group, bytes] of gzipByGroup(distDir, bundle.jsFiles).slice(0, 60))
      console.log(`    ${String(kb(bytes)).padStart(6)} kB  ${group}`);
  }
}
if (process.argv.includes('--write')) {
  writeFileSync(budgetsPath, JSON.stringify(budgets, null, 2) + '\n');
  console.log(`wrote ${budgetsPath}`);
}
