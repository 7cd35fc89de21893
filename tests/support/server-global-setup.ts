import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate.ts';
import { hostileSandbox } from '../../server/demo/hostile-sandbox.ts';
import { seed } from '../../server/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds once per run, so each server test file starts from a copy in about a second
 * instead of running initdb and the seed itself: always a PGlite snapshot (the tests that are about
 * PGlite itself use it on every run), and with DATABASE_URL also a PostgreSQL template database
 * that `CREATE DATABASE … TEMPLATE` copies, which the run's other tests use.
 */
export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', await pgliteSnapshot());
  if (!process.env.DATABASE_URL) {
    project.provide('postgresTemplate', '');
    return;
  }
  const { default: pg } = await import('pg');
  const template = `storefront_tmpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${template}`;
  const { openPostgres } = await import('../../server/db/postgres.ts');
  const db = await openPostgres(url.toString());
  await migrate(db);
  await seed(db, { extra: hostileSandbox() });
  await db.close();
  project.provide('postgresTemplate', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template}`).catch(() => undefined);
    await admin.end();
  };
}

/** The migrated and seeded PGlite database as a file in .tmp/, for openPglite's loadDataDir. */
async function pgliteSnapshot(): Promise<string> {
  const { openPglite } = await import('../../server/db/pglite.ts');
  const db = await openPglite('memory');
  await migrate(db);
  await seed(db, { extra: hostileSandbox() });
  const dir = join(process.cwd(), '.tmp');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-template-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
  return file;
}
