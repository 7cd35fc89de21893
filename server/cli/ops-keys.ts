import { mkdirSync } from 'node:fs';
import { createOperatorKey } from '../admin/keys.ts';
import type { ServerConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open.ts';
import { folderHolder } from '../db/folder-lock.ts';

export class OpsRefused extends Error {}

/**
 * The first key (or any, by someone with the database): written to the database directly, since
 * no key exists yet to call the API with. With PGlite the folder must not be in use by a server.
 */
export async function createKeyDirect(config: ServerConfig, p: { name: string; programs: string[] | null }) {
  if (!config.databaseUrl) {
    if (config.dataDir === 'memory') throw new OpsRefused('DATA_DIR=memory keeps nothing: a key made here would vanish. Set DATA_DIR or DATABASE_URL.');
    const holder = folderHolder(config.dataDir);
    if (holder) {
      throw new OpsRefused(
        `The server (process ${holder}) is running on ${config.dataDir}. PGlite is one process's database: stop the server, run keys create, then start it again.`,
      );
    }
    mkdirSync(config.dataDir, { recursive: true });
  }
  // Opening a PGlite folder claims it (db/folder-lock.ts) until the database is closed.
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    return await createOperatorKey(db, p);
  } finally {
    await db.close();
  }
}
