// CSV as the operator files have it (RFC 4180): a header row, then one row per record.

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
export const csvCell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export type CsvRow = Record<string, string | number | null | undefined>;

/** The rows, each with the columns' cells in order. */
export const csvLines = (columns: readonly string[], rows: readonly CsvRow[]): string => rows.map((row) => `${columns.map((c) => csvCell(row[c])).join(',')}\n`).join('');

export const csv = (columns: readonly string[], rows: readonly CsvRow[]): string => `${columns.join(',')}\n${csvLines(columns, rows)}`;
