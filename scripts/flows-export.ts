// `npm run flows:export`: one SVG per registered machine in docs/flows/, drawn by the Flows page's
// renderer, for review in pull requests. Drawings of machines no longer registered are removed.
// tests/unit/flows/flows-export-drift.test.ts fails until this has been run after a machine changed.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineRegistry } from '../machines/registry.ts';
import { FLOWS_EXPORT_DIR, renderExportFiles } from '../src/features/flows/model/export-files.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(repoRoot, FLOWS_EXPORT_DIR);
mkdirSync(dir, { recursive: true });

const files = await renderExportFiles(machineRegistry);
for (const [name, svg] of files) {
  const file = path.join(dir, name);
  const before = readOrNull(file);
  if (before === svg) {
    console.log(`unchanged  ${FLOWS_EXPORT_DIR}/${name}`);
    continue;
  }
  writeFileSync(file, svg);
  console.log(`${before === null ? 'written  ' : 'updated  '}  ${FLOWS_EXPORT_DIR}/${name}`);
}
for (const name of readdirSync(dir)) {
  if (name.endsWith('.svg') && !files.has(name)) {
    rmSync(path.join(dir, name));
    console.log(`removed    ${FLOWS_EXPORT_DIR}/${name} (no such machine in machines/registry.ts)`);
  }
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
