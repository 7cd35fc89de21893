/** The one table `npm run bench` prints: a row per figure, with its budget and whether it passes. */
export interface TableRow {
  part: string;
  item: string;
  figures: string;
  budget: string;
  /** true: within budget; false: over; undefined: no budget for this row. */
  pass?: boolean;
  /** The 1-minute load average when the figure was taken: on a shared 2-core box it says how far to trust it. */
  load?: number;
}

export function formatTable(rows: TableRow[]): string {
  const head = { part: 'part', item: 'item', figures: 'figures', load: 'load 1m', budget: 'budget', status: '' };
  const cells = rows.map((r) => ({
    ...r,
    load: r.load === undefined ? '' : r.load.toFixed(2),
    status: r.pass === undefined ? '' : r.pass ? 'pass' : 'FAIL',
  }));
  const keys = Object.keys(head) as (keyof typeof head)[];
  const width = (key: keyof typeof head) => Math.max(head[key].length, ...cells.map((c) => String(c[key]).length));
  const w = Object.fromEntries(keys.map((k) => [k, width(k)])) as Record<keyof typeof head, number>;
  const line = (c: typeof head) => `| ${keys.map((k) => c[k].padEnd(w[k])).join(' | ')} |`;
  const rule = `|${keys.map((k) => '-'.repeat(w[k] + 2)).join('|')}|`;
  return [line(head), rule, ...cells.map(line)].join('\n');
}

export const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
