import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Db } from '../../server/db/types.ts';

export interface ChildDatabase {
  /** The environment that points a server process (tests/support/server-process.ts) at it. */
  env: Record<string, string | undefined>;
  /** The PostgreSQL database's name, or the PGlite folder. */
  where: string;
  drop(): Promise<void>;
}

/**
 * Whether this run's server tests are on PostgreSQL (DATABASE_URL) rather than PGlite. Tests about
 * PGlite itself (its data folder, its lock, a production start in memory) ask for PGlite and run on
 * every run, so one run on PostgreSQL covers both databases.
 */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A migrated and seeded database of its own for a server process a test starts, on the run's
 * database: a PostgreSQL database made from the run's template, or a PGlite folder loaded from the
 * run's snapshot (tests/support/server-global-setup.ts). A process started on it finds the demo
 * there and skips the seed, which costs a fresh start several seconds on a busy machine.
 * `prepare` runs on it first (an operator key, say), while this process still holds it.
 * `kind: 'pglite'` makes a PGlite folder on any run.
 */
export async function childDatabase(prepare?: (db: Db) => Promise<void>, kind: 'run' | 'pglite' = 'run'): Promise<ChildDatabase> {
  const copy = kind === 'run' ? await postgresFromTemplate('storefront_child') : null;
  if (copy) {
    if (prepare) {
      const { openPostgres } = await import('../../server/db/postgres.ts');
      const db = await openPostgres(copy.url);
      await prepare(db).finally(() => db.close());
    }
    return { env: { DATABASE_URL: copy.url, DATA_DIR: undefined }, where: copy.name, drop: copy.drop };
  }
  const { openPglite } = await import('../../server/db/pglite.ts');
  const dir = mkdtempSync(join(tmpdir(), 'storefront-child-'));
  const db = await openPglite(dir, { loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  try {
    await prepare?.(db);
  } finally {
    await db.close();
  }
  return {
    // DATABASE_URL would win over DATA_DIR.
    env: { DATA_DIR: dir, DATABASE_URL: undefined },
    where: dir,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * On a PostgreSQL run (DATABASE_URL), a new database `<prefix>_<random>` copied from the run's
 * migrated and seeded template; null on a PGlite run. `drop` removes it once its connections are closed.
 */
export async function postgresFromTemplate(prefix: string): Promise<{ name: string; url: string; drop(): Promise<void> } | null> {
  const template = inject('postgresTemplate');
  if (!template || !process.env.DATABASE_URL) return null;
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await dropDatabase(admin, name);
      await admin.end();
    },
  };
}

/**
 * Drops a test's database once every process on it has closed its connections. Not WITH (FORCE):
 * forcing also has to end an autovacuum worker that happens to be on the new database, which the
 * test role may not signal (it failed a run so); a plain drop ends such a worker itself and waits
 * up to 5 s for sessions to leave. A session still open after that is a leak, and the error says so.
 */
export async function dropDatabase(admin: { query(sql: string): Promise<unknown> }, name: string): Promise<void> {
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
}
