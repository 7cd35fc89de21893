// Seeds every piece of demo data product/demo.md promises, only into an empty database.
// Everything is deterministic (seeded PRNG, fixed ids and dates, committed files). The programs,
// the category tree and the participants come from the operator files in demo/, applied by the
// admin API's own code (one transaction per file, as `npm run ops` would); the products are seed
// code, and so is what the files cannot say (addresses, orders, alex's history, statuses, custom
// fields), written on top (docs/operate.md, "The demo's files"). A demo start adds its Hostile
// Sandbox (server/demo) as `extra`: production code has none of it.
import type { ProgramRow } from '../context.ts';
import type { Db, Sql } from '../db/types.ts';
import { categoriesFileSpec } from '../admin/categories.ts';
import { importFile } from '../admin/files.ts';
import { participantsFileSpec, type Invitation } from '../admin/participants.ts';
import { applyDemoPrograms } from './apply-programs.ts';
import { DEFAULT_PRODUCT_COUNT } from './catalogue.ts';
import { CATEGORIES_FILE, DEMO_DIR, participantsFile } from './demo-files.ts';
import { importDemoCatalogue } from './import-catalogue.ts';
import { writeProducts } from './write-catalogue.ts';
import { writePeople } from './write-people.ts';
import type { SeedUser } from './people.ts';
import type { SeedProgram } from './programs.ts';
import type { SeedProduct } from './types.ts';

/**
 * Programs seeded with the demo's from elsewhere (the demo start's Hostile Sandbox,
 * server/demo/hostile-sandbox.ts): applied after the demo's, so their ids follow; each with a
 * participants file of its own, loaded like theirs; its own products and what its participants
 * file cannot say, written with theirs.
 */
export interface SeedExtra {
  programs: SeedProgram[];
  /** The participants file of each of `programs`, by slug. */
  participantsFiles: Record<string, string>;
  products: SeedProduct[];
  users: SeedUser[];
}

export interface SeedOptions {
  /** Shared catalogue size, the six fixtures included (SEED_PRODUCTS); default 360. */
  productCount?: number | undefined;
  /** What a demo start seeds besides the demo's data; production has none. */
  extra?: SeedExtra | undefined;
}

const NO_EXTRA: SeedExtra = { programs: [], participantsFiles: {}, products: [], users: [] };

export { DEFAULT_PRODUCT_COUNT };

export async function seed(db: Db, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  if (await hasPrograms(db)) return { seeded: false };
  const extra = options.extra ?? NO_EXTRA;

  const programIds = await db.transaction(async (tx) => {
    // Two processes starting on one empty PostgreSQL database must not both seed.
    await tx.query('LOCK TABLE programs IN EXCLUSIVE MODE');
    if (await hasPrograms(tx)) return null;
    return applyDemoPrograms(tx, extra.programs);
  });
  const seeded = programIds !== null;
  if (seeded) {
    await importFile(db, { path: `${DEMO_DIR}${CATEGORIES_FILE}`, format: 'csv' }, categoriesFileSpec());
    await importDemoCatalogue(db, options.productCount ?? DEFAULT_PRODUCT_COUNT);
    if (extra.products.length) await db.transaction((tx) => writeProducts(tx, extra.products, programIds));
    await loadParticipants(db, extra.participantsFiles);
    await db.transaction((tx) => writePeople(tx, extra.users, programIds));
  }
  // Freshly loaded tables have no planner statistics (PGlite runs no autovacuum at all), and
  // without them the catalogue's plans go wrong at 100,000 products; the visibility map lets
  // the facet counts read the covering index alone. Outside the transaction: VACUUM must be.
  if (seeded) await db.exec('VACUUM (ANALYZE) products, product_categories');
  return { seeded };
}

/**
 * Each program's participants file through the importer the admin API uses. Every demo
 * participant has a password hash in the file, so nobody is invited (and no mail is sent).
 */
async function loadParticipants(db: Db, extraFiles: Record<string, string>): Promise<void> {
  const programs = await db.query<ProgramRow>('SELECT id, slug, config FROM programs ORDER BY id');
  for (const program of programs) {
    const invitations: Invitation[] = [];
    const path = extraFiles[program.slug] ?? `${DEMO_DIR}${participantsFile(program.slug)}`;
    // No lifetime applies: nobody may be invited (checked below).
    await importFile(db, { path, format: 'csv' }, participantsFileSpec(program, invitations, 0));
    if (invitations.length) throw new Error(`${path}: every demo participant needs a password hash`);
  }
}

async function hasPrograms(sql: Sql): Promise<boolean> {
  const [row] = await sql.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM programs) AS any');
  return row?.any === true;
}
