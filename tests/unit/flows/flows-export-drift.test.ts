import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../../machines/registry';
import { exportFileName, FLOWS_EXPORT_DIR } from '../../../src/features/flows/model/export-files';
import { renderMachineSvg } from '../../../src/features/flows/model/render-chart';

// The drawings in docs/flows/ are for review in pull requests: a machine that changed without its
// drawing would show reviewers the old flow.
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..', FLOWS_EXPORT_DIR);
const STALE = 'is out of date: run `npm run flows:export` and commit docs/flows/';

function committed(name: string): string | null {
  try {
    return readFileSync(path.join(dir, name), 'utf8');
  } catch {
    return null;
  }
}

describe('docs/flows drawings', () => {
  it.each(machineRegistry.map((entry) => ({ entry, name: exportFileName(entry) })))(
    '$name matches the machine',
    async ({ entry, name }) => {
      const svg = await renderMachineSvg(entry.machine);
      const file = committed(name);
      expect(file, `${FLOWS_EXPORT_DIR}/${name} is missing: run \`npm run flows:export\` and commit docs/flows/`).not.toBeNull();
      // Compared as a boolean first, so the message says what to do rather than only diffing SVG.
      expect(file === svg, `${FLOWS_EXPORT_DIR}/${name} ${STALE}`).toBe(true);
    },
  );

  it('holds no drawing of a machine that is no longer registered', () => {
    const expected = new Set(machineRegistry.map(exportFileName));
    const stale = readdirSync(dir).filter((name) => name.endsWith('.svg') && !expected.has(name));
    expect(stale, `not in machines/registry.ts: run \`npm run flows:export\` to remove them`).toEqual([]);
  });
});
