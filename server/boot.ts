import { removeLeftoverSpools } from './admin/spool.ts';
import type { ServerConfig } from './config.ts';
import type { Deps } from './context.ts';
import type { Db } from './db/types.ts';
import type { DemoParts } from './demo-parts.ts';
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
    `No program yet: every host responses 404. To add one, first create an operator key: ${firstKey}; ` +
    'then, with the key in OPS_KEY, `npm run ops -- program apply <folder>` (docs/operate.md, Step by step). ' +
    'Or start with SEED_DEMO=1 for the demo programs.'
  );
}

/**
 * The demo start's own parts (server/demo-parts.ts), loaded outside production only: the one
 * import of server/demo, made here at run time, so a production start loads none of its modules.
 */
export async function loadDemo(config: Pick<ServerConfig, 'production'>): Promise<DemoParts | undefined> {
  if (config.production) return undefined;
  const { demoParts } = await import('./demo/index.ts');
  return demoParts();
}

export interface Booted extends Deps {
  /** The demo start's own parts, for createApp; undefined in production. */
  demo: DemoParts | undefined;
}

/**
 * Opens storage, brings the schema up to date (under a lock, so processes starting together take
 * turns) and starts mail. The demo's data is seeded into an empty database outside production,
 * with the demo start's Hostile Sandbox, and in production only when SEED_DEMO=1 asks (without
 * it); production otherwise starts empty. Uploads left in the temp folder by server processes that
 * died are removed first (server/admin/spool.ts).
 */
export async function boot(
  config: ServerConfig,
  log: MailLog & { info(message: string): void } = { info: console.log, warn: console.warn, error: console.error },
): Promise<Booted> {
  const leftovers = await removeLeftoverSpools();
  if (leftovers.length) log.info(`removed ${leftovers.length} upload folder(s) left by server processes that are gone: ${leftovers.join(', ')}`);
  const demo = await loadDemo(config);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pool: config.pool });
  await migrate(db);
  if (config.seedDemo) await seed(db, { productCount: config.seedProducts, extra: demo?.seed });
  if (!(await hasProgram(db))) log.warn(noProgramHint(config));
  const mail = await startMail(config, db, log, demo && (() => demo.startMailServer()));
  return { db, config, mail, demo };
}

async function hasProgram(db: Db): Promise<boolean> {
  const [row] = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM programs WHERE removed_at IS NULL) AS any');
  return row?.any === true;
}
