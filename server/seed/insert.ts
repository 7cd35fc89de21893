// Bulk inserts for the seed. Each batch travels as ONE jsonb parameter that
// jsonb_to_recordset unpacks server-side: one round trip per few thousand rows, no parameter-count
// limit, no array-literal quoting, and the same SQL on PGlite and PostgreSQL. This is what lets
// 100,000 products seed in seconds.
import type { Sql } from '../db/types.ts';

/** Column name → SQL type, in insert order. */
export type Columns = Record<string, string>;

const MAX_BATCH_CHARS = 4_000_000;

export async function insertRows(tx: Sql, table: string, columns: Columns, rows: readonly Record<string, unknown>[]): Promise<void> {
  const names = Object.keys(columns);
  const sql =
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} ` +
    `FROM jsonb_to_recordset($1::jsonb) AS x(${names.map((n) => `${n} ${columns[n]}`).join(', ')})`;
  let batch: string[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.query(sql, [`[${batch.join(',')}]`]);
    batch = [];
    size = 0;
  };
  for (const row of rows) {
    const json = JSON.stringify(row);
    batch.push(json);
    size += json.length;
    if (size >= MAX_BATCH_CHARS) await flush();
  }
  await flush();
}
