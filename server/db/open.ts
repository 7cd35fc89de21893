import type { PostgresOptions } from './postgres.ts';
import type { Db } from './types.ts';

/** DATABASE_URL wins; otherwise PGlite in dataDir (`memory` keeps nothing on disk). */
export async function openDb(options: { databaseUrl?: string | undefined; dataDir: string; pool?: PostgresOptions }): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl, options.pool);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}
