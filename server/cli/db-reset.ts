// `npm run db:reset`: drops every table of the configured database, re-creates the schema and
// seeds the demo again, as a start would: always outside production, with the demo start's Hostile
// Sandbox; under NODE_ENV=production only with SEED_DEMO=1 (without it), else the database is left
// empty. Uses the server's settings: DATABASE_URL, else DATA_DIR (default ./data); SEED_PRODUCTS.
// Stop the server first: an embedded database belongs to one process at a time.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDemo } from '../boot.ts';
import { readConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open.ts';
import type { Db } from '../db/types.ts';
import { SESSIONS_CHANGED } from '../lib/session-cache.ts';
import { seed, type SeedOptions } from '../seed/index.ts';

export async function resetDatabase(db: Db, options: SeedOptions | null) {
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  await migrate(db);
  const seeded = options ? await seed(db, options) : { seeded: false };
  // Dropping the tables fired no trigger: servers still running forget every session they kept.
  await db.query('SELECT pg_notify($1, $2)', [SESSIONS_CHANGED, '*']);
  return seeded;
}

async function summary(db: Db): Promise<string> {
  const programs = await db.query<{ name: string; type: string; hosts: string; users: number }>(
    `SELECT p.config->>'fullName' AS name, p.config->>'type' AS type,
            (SELECT string_agg(host, ', ' ORDER BY host) FROM program_hosts h WHERE h.program_id = p.id) AS hosts,
            (SELECT count(*)::int FROM users u WHERE u.program_id = p.id) AS users
       FROM programs p ORDER BY p.id`,
  );
  const [counts] = await db.query<{ products: number; brands: number; categories: number; orders: number }>(
    `SELECT (SELECT count(*)::int FROM products) AS products,
            (SELECT count(DISTINCT brand_slug)::int FROM products WHERE program_id IS NULL) AS brands,
            (SELECT count(*)::int FROM categories) AS categories,
            (SELECT count(*)::int FROM orders) AS orders`,
  );
  const lines = programs.map((p) => `  ${p.name.padEnd(16)} ${p.type.padEnd(8)} ${String(p.users).padStart(4)} users   ${p.hosts}`);
  return [
    'Programs:',
    ...lines,
    `Catalogue: ${counts!.products} products, ${counts!.brands} brands, ${counts!.categories} categories; ${counts!.orders} orders.`,
  ].join('\n');
}

async function main() {
  const config = readConfig();
  const started = Date.now();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    console.log(`Resetting ${where} …`);
    const demo = await loadDemo(config);
    await resetDatabase(db, config.seedDemo ? { productCount: config.seedProducts, extra: demo?.seed } : null);
    console.log(await summary(db));
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await db.close();
  }
}

// Run as a command, not when a test imports it.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
