import type { RegisteredMachine } from '../../../../machines/registry';
import { renderMachineSvg } from './render-chart';

/** Where `npm run flows:export` writes, relative to the repository root. */
export const FLOWS_EXPORT_DIR = 'docs/flows';

export const exportFileName = (entry: Pick<RegisteredMachine, 'id'>) => `${entry.id}.svg`;

/** File name to SVG text for every registered machine, in registry order. */
export async function renderExportFiles(registry: readonly RegisteredMachine[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of registry) files.set(exportFileName(entry), await renderMachineSvg(entry.machine));
  return files;
}
