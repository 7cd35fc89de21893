import { mkdirSync } from 'node:fs';
import { createOperatorKey } from '../admin/keys.ts';
import type { ProgramRole } from '../admin/roles.ts';
import type { ServerConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open.ts';
import { folderHolder } from '../db/folder-lock.ts';
import type { Db } from '../db/types.ts';

export class OpsRefused extends Error {}

/**
 * Runs `fn` on the configured database directly, migrated first: for what no key can do yet (the
 * first key, the first owner) or what must not trust the API (checking the audit chain). With
 * PGlite the folder must not be in use by a server.
 */
export async function withDatabase<T>(config: ServerConfig, command: string, fn: (db: Db) => Promise<T>): Promise<T> {
  if (!config.databaseUrl) {
    if (config.dataDir === 'memory') throw new OpsRefused(`DATA_DIR=memory keeps nothing: ${command} would act on an empty database. Set DATA_DIR or DATABASE_URL.`);
    const holder = folderHolder(config.dataDir);
    if (holder) {
      throw new OpsRefused(
        `The server (process ${holder}) is running on ${config.dataDir}. PGlite is one process's database: stop the server, run ${command}, then start it again.`,
      );
    }
    mkdirSync(config.dataDir, { recursive: true });
  }
  // Opening a PGlite folder claims it (db/folder-lock.ts) until the database is closed.
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** The first key (or any, by someone with the database): written to the database directly, since no key exists yet to call the API with. */
export async function createKeyDirect(config: ServerConfig, p: { name: string; programs: string[] | null; role?: ProgramRole }) {
  return withDatabase(config, 'keys create', (db) => createOperatorKey(db, p));
}
