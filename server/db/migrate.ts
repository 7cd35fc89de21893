import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './types.ts';

const dir = join(import.meta.dirname, 'migrations');

/** The advisory lock every migrating process takes (server start, `npm run migrate`). */
export const MIGRATION_LOCK = 'storefront:migrations';

/**
 * Applies every migrations/NNN_*.sql not yet applied, each in its own transaction, in name order.
 * Processes starting together on one database take turns under an advisory lock: the first
 * applies, the others then find everything applied. Without it, two would run the same
 * `CREATE EXTENSION` or `CREATE TABLE` at once and one would fail on a unique index of the catalog.
 */
export async function migrate(db: Db): Promise<string[]> {
  return db.exclusive(MIGRATION_LOCK, () => applyPending(db));
}

async function applyPending(db: Db): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(name)) continue;
    const text = readFileSync(join(dir, name), 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(text)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
    applied.push(name);
  }
  return applied;
}

/** Splits on semicolons at line ends; the migrations keep one statement per `;\n`. */
function splitStatements(text: string): string[] {
  return text
    .split(/;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
