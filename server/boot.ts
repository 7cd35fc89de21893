import { removeLeftoverSpools } from './admin/spool.ts';
import type { ServerConfig } from './config.ts';
import type { Deps } from './context.ts';
import type { Db } from './db/types.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open.ts';
import { startMail, type MailLog } from './mail/index.ts';
import { seed } from './seed/index.ts';

/**
 * What a server with no program tells its operator, once, at start: the steps in their order. A
 * program is applied over the admin API, which needs an operator key, and the first key is written
 * to the database directly (with PGlite, only while no server holds the folder).
 */
export function noProgramHint(config: Pick<ServerConfig, 'databaseUrl'>): string {
  const firstKey = config.databaseUrl
    ? '`npm run ops -- keys create --name NAME` with the same DATABASE_URL'
    : "`npm run ops -- keys create --name NAME` with the same DATA_DIR, while this server is stopped (PGlite is one process's database), then start it again";
  return (
    `No program yet: every host answers 404. To add one, first create an operator key: ${firstKey}; ` +
    'then, with the key in OPS_KEY, `npm run ops -- program apply <folder>` (docs/operate.md, Step by step). ' +
    'Or start with SEED_DEMO=1 for the demo programs.'
  );
}

/**
 * Opens storage, brings the schema up to date (under a lock, so processes starting together take
 * turns) and starts mail. The demo's data is seeded into an
 * empty database outside production, and in production only when SEED_DEMO=1 asks (then without
 * the demo-only Hostile Sandbox); production otherwise starts empty. Uploads left in the temp
 * folder by server processes that died are removed first (server/admin/spool.ts).
 */
export async function boot(
  config: ServerConfig,
  log: MailLog & { info(message: string): void } = { info: console.log, warn: console.warn, error: console.error },
): Promise<Deps> {
  const leftovers = await removeLeftoverSpools();
  if (leftovers.length) log.info(`removed ${leftovers.length} upload folder(s) left by server processes that are gone: ${leftovers.join(', ')}`);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pool: config.pool });
  await migrate(db);
  if (config.seedDemo) await seed(db, { productCount: config.seedProducts, includeHostile: !config.production });
  if (!(await hasProgram(db))) log.warn(noProgramHint(config));
  const mail = await startMail(config, db, log);
  return { db, config, mail: mail.service, outbox: mail.outbox };
}

async function hasProgram(db: Db): Promise<boolean> {
  const [row] = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM programs WHERE removed_at IS NULL) AS any');
  return row?.any === true;
}
