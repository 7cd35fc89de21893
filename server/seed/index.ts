// Seeds every piece of demo data product/demo.md promises, in one transaction, only into an empty
// database. Everything is deterministic (seeded PRNG, fixed ids and dates) except password
// hashes, whose salts are random by design.
import type { Db, Sql } from '../db/types.ts';
import { hashPassword } from '../lib/passwords.ts';
import { withBulkLoad } from './bulk-load.ts';
import { catalogue, DEFAULT_PRODUCT_COUNT } from './catalogue.ts';
import { hostileProduct } from './hostile.ts';
import { DEMO_PASSWORDS, type PasswordKey } from './people.ts';
import { writeCategories, writeProducts } from './write-catalogue.ts';
import { writePeople } from './write-people.ts';
import { writePrograms } from './write-programs.ts';

export interface SeedOptions {
  /** Shared catalogue size, the six fixtures included (SEED_PRODUCTS); default 360. */
  productCount?: number | undefined;
  /** The Hostile Sandbox program: never in production. */
  includeHostile: boolean;
}

export { DEFAULT_PRODUCT_COUNT };

export async function seed(db: Db, options: SeedOptions): Promise<{ seeded: boolean }> {
  if (await hasPrograms(db)) return { seeded: false };

  // Hash each published demo password once and share the hash among the accounts that use it:
  // ~150 scrypt runs would add seconds to every first start. These secrets are public [demo 13],
  // so a shared salt reveals nothing; real accounts get their own salt on every password change.
  const hashes = {} as Record<PasswordKey, string>;
  for (const key of Object.keys(DEMO_PASSWORDS) as PasswordKey[]) hashes[key] = await hashPassword(DEMO_PASSWORDS[key]);

  const seeded = await db.transaction(async (tx) => {
    // Two processes starting on one empty PostgreSQL database must not both seed.
    await tx.query('LOCK TABLE programs IN EXCLUSIVE MODE');
    if (await hasPrograms(tx)) return false;
    const programIds = await writePrograms(tx, options.includeHostile);
    await writeCategories(tx);
    await withBulkLoad(tx, ['products', 'product_categories'], async () => {
      for (const batch of catalogue(options.productCount ?? DEFAULT_PRODUCT_COUNT)) await writeProducts(tx, batch, programIds);
      if (options.includeHostile) await writeProducts(tx, [hostileProduct()], programIds);
    });
    await writePeople(tx, options.includeHostile, programIds, hashes);
    return true;
  });
  // Freshly loaded tables have no planner statistics (PGlite runs no autovacuum at all), and
  // without them the catalogue's plans go wrong at 100,000 products; the visibility map lets
  // the facet counts read the covering index alone. Outside the transaction: VACUUM must be.
  if (seeded) await db.exec('VACUUM (ANALYZE) products, product_categories');
  return { seeded };
}

async function hasPrograms(sql: Sql): Promise<boolean> {
  const [row] = await sql.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM programs) AS any');
  return row?.any === true;
}
