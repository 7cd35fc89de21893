/** The one table `npm run bench` prints: a row per figure, with its budget and whether it passes. */
export interface TableRow {
  part: string;
  item: string;
  figures: string;
  budget: string;
  /** true: within budget; false: over; undefined: no budget for this row. */
  pass?: boolean;
}

export function formatTable(rows: TableRow[]): string {
  const head = { part: 'part', item: 'item', figures: 'figures', budget: 'budget', status: '' };
  const cells = rows.map((r) => ({ ...r, status: r.pass === undefined ? '' : r.pass ? 'pass' : 'FAIL' }));
  const width = (key: keyof typeof head) => Math.max(head[key].length, ...cells.map((c) => String(c[key]).length));
  const w = { part: width('part'), item: width('item'), figures: width('figures'), budget: width('budget'), status: width('status') };
  const line = (c: typeof head) =>
    `| ${c.part.padEnd(w.part)} | ${c.item.padEnd(w.item)} | ${c.figures.padEnd(w.figures)} | ${c.budget.padEnd(w.budget)} | ${c.status.padEnd(w.status)} |`;
  const rule = `|${'-'.repeat(w.part + 2)}|${'-'.repeat(w.item + 2)}|${'-'.repeat(w.figures + 2)}|${'-'.repeat(w.budget + 2)}|${'-'.repeat(w.status + 2)}|`;
  return [line(head), rule, ...cells.map(line)].join('\n');
}

export const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
