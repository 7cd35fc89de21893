import { mkdirSync } from 'node:fs';
import { createOperatorKey } from '../admin/keys.ts';
import type { ServerConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open.ts';
import { dataDirHolder, holdDataDir } from '../db/pglite-lock.ts';

export class OpsRefused extends Error {}

/**
 * The first key (or any, by someone with the database): written to the database directly, since
 * no key exists yet to call the API with. With PGlite the folder must not be in use by a server.
 */
export async function createKeyDirect(config: ServerConfig, p: { name: string; programs: string[] | null }) {
  let letGo = () => undefined as void;
  if (!config.databaseUrl) {
    if (config.dataDir === 'memory') throw new OpsRefused('DATA_DIR=memory keeps nothing: a key made here would vanish. Set DATA_DIR or DATABASE_URL.');
    const holder = dataDirHolder(config.dataDir);
    if (holder) {
      throw new OpsRefused(
        `The server (process ${holder}) is running on ${config.dataDir}. PGlite is one process's database: stop the server, run keys create, then start it again.`,
      );
    }
    mkdirSync(config.dataDir, { recursive: true });
    letGo = holdDataDir(config.dataDir);
  }
  try {
    const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await migrate(db);
      return await createOperatorKey(db, p);
    } finally {
      await db.close();
    }
  } finally {
    letGo();
  }
}
