// The shared catalogue through the admin API's catalogue importer (POST /admin/api/catalogue/import
// without --prune): the committed demo/catalogue/products.csv for the default count, else the same
// generator's rows for SEED_PRODUCTS written to a temporary file first.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { CATALOGUE_COLUMNS, catalogueRowSchema } from '../../src/schemas/catalogue-file.ts';
import type { Db } from '../db/types.ts';
import { catalogueImporter } from '../admin/catalogue.ts';
import { SHARED_SCOPE } from '../admin/catalogue-images.ts';
import { importFile } from '../admin/files.ts';
import { setIndexesAside } from './bulk-load.ts';
import { catalogueFileChunks } from './catalogue-rows.ts';
import { DEFAULT_PRODUCT_COUNT } from './catalogue.ts';
import { FIXTURE_COUNT } from './fixtures.ts';
import { DEMO_DIR, PRODUCTS_FILE } from './demo-files.ts';

export async function importDemoCatalogue(db: Db, count: number): Promise<void> {
  if (count === DEFAULT_PRODUCT_COUNT) return importCatalogueFile(db, `${DEMO_DIR}${PRODUCTS_FILE}`, count);
  const dir = await mkdtemp(join(tmpdir(), 'storefront-seed-'));
  try {
    const path = join(dir, 'products.csv');
    const out = createWriteStream(path);
    for (const chunk of catalogueFileChunks(count)) {
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', resolve));
    }
    out.end();
    await finished(out);
    await importCatalogueFile(db, path, count);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function importCatalogueFile(db: Db, path: string, expected: number): Promise<void> {
  // The demo's files name no web addresses: nothing is fetched.
  const importer = catalogueImporter({ programId: null, imageScope: SHARED_SCOPE, label: 'the shared catalogue' }, new Map(), { prune: false });
  // Into empty tables, the indexes are built once at the end (in the file's transaction) rather
  // than row by row: the only difference from the admin call, which loads into a live catalogue.
  let restore: (() => Promise<void>) | null = null;
  await importFile(
    db,
    { path, format: 'csv' },
    {
      columns: CATALOGUE_COLUMNS,
      schema: catalogueRowSchema,
      applyBatch: async (tx, rows, errors) => {
        restore ??= await setIndexesAside(tx, ['products', 'product_categories']);
        return importer.applyBatch(tx, rows, errors);
      },
      lastRows: importer.lastRows,
      finish: async (tx) => {
        await importer.finish(tx);
        await restore?.();
      },
    },
  );
  const { created } = importer.counts;
  if (created !== Math.max(expected, FIXTURE_COUNT)) throw new Error(`The demo catalogue created ${created} products, not ${expected}.`);
}
