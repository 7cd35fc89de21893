import type { Db } from '../server/db/types.ts';
import { createScratchDatabase } from './load/scratch-database.ts';

export interface BenchDatabase {
  db: Db;
  label: string;
  drop(): Promise<void>;
}

/**
 * A bench's own open database: PGlite in memory, or with DATABASE_URL a scratch PostgreSQL
 * database `storefront_bench_<name>_<pid>` (load/scratch-database.ts), dropped afterwards unless
 * `keep` (to EXPLAIN a query on it).
 */
export async function openBenchDatabase(name: string, options: { pgliteLabel: string; keep?: boolean }): Promise<BenchDatabase> {
  if (!process.env.DATABASE_URL) {
    const { openPglite } = await import('../server/db/pglite.ts');
    const db = await openPglite('memory');
    return { db, label: options.pgliteLabel, drop: () => db.close() };
  }
  const { openPostgres } = await import('../server/db/postgres.ts');
  const scratch = await createScratchDatabase(`storefront_bench_${name}`);
  const db = await openPostgres(scratch.url);
  return {
    db,
    label: `PostgreSQL (database ${scratch.name})`,
    async drop() {
      await db.close();
      if (!options.keep) await scratch.drop();
    },
  };
}
