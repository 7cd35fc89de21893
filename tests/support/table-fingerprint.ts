// What the fuzz tests compare before and after a refused request: every table of the database.
import type { Sql } from '../../server/db/types.ts';

/** The database's tables, less those a refusal may change by design (a refused sign-in is counted). */
export async function tableNames(db: Sql, except: ReadonlySet<string> = new Set()): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  return rows.map((r) => r.table_name).filter((t) => !except.has(t));
}

/**
 * Per table, its row count and the sum of its rows' creating transaction ids (xmin): an insert,
 * update or delete changes one or the other, and reading it costs no serialization of the rows.
 */
export async function tableFingerprint(db: Sql, tables: readonly string[]): Promise<Record<string, string>> {
  const rows = await db.query<{ t: string; h: string }>(
    tables
      .map((t) => `SELECT '${t}' AS t, count(*)::text || ':' || coalesce(sum((x.xmin::text)::bigint), 0)::text AS h FROM "${t}" x`)
      .join(' UNION ALL '),
  );
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}
