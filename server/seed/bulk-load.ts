import type { Sql } from '../db/types.ts';

/**
 * Sets the tables' secondary indexes (trigram search, sort orders, badges) and foreign keys aside
 * for a bulk load; the returned function builds each index once and validates each foreign key in
 * one pass: row by row they cost ~600,000 lookups for 100,000 products. The definitions are read
 * back from the catalog, so the migration stays their only source; primary keys and unique indexes
 * stay in place and check every row as it arrives. Call it inside the load's transaction: nobody
 * else ever sees the tables without them, and a load that fails rolls the change back.
 */
export async function setIndexesAside(tx: Sql, tables: string[]): Promise<() => Promise<void>> {
  const indexes = await tx.query<{ name: string; definition: string }>(
    `SELECT quote_ident(c.relname) AS name, pg_get_indexdef(x.indexrelid) AS definition
       FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid
      WHERE x.indrelid = ANY($1::regclass[]) AND NOT x.indisunique AND NOT x.indisprimary`,
    [tables],
  );
  const foreignKeys = await tx.query<{ tbl: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS tbl, quote_ident(conname) AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE conrelid = ANY($1::regclass[]) AND contype = 'f'`,
    [tables],
  );
  for (const fk of foreignKeys) await tx.query(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${fk.name}`);
  for (const index of indexes) await tx.query(`DROP INDEX ${index.name}`);
  return async () => {
    for (const index of indexes) await tx.query(index.definition);
    for (const fk of foreignKeys) await tx.query(`ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${fk.name} ${fk.definition}`);
  };
}
