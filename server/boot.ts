import type { ServerConfig } from './config.ts';
import type { Deps } from './context.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open.ts';
import { seed } from './seed/index.ts';

/**
 * Opens storage, brings the schema up to date (under a lock, so processes starting together take
 * turns) and seeds the demo on first start.
 */
export async function boot(config: ServerConfig): Promise<Deps> {
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pool: config.pool });
  await migrate(db);
  await seed(db, { productCount: config.seedProducts, includeHostile: !config.production });
  return { db, config };
}
