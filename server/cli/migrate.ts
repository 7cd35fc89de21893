// `npm run migrate`: brings the configured database's schema up to date and stops, for operators
// who migrate as a step of their own before starting (or rolling) the servers. Uses the server's
// settings: DATABASE_URL, else DATA_DIR. Servers migrate at start too, under the same lock, so
// running this while servers start is safe; it never seeds.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open.ts';

async function main(): Promise<number> {
  const config = readConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pool: { ...config.pool, max: 2 } });
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `Applied to ${where}: ${applied.join(', ')}.` : `${where}: the schema is up to date.`);
    return 0;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
