// Writes products the catalogue file cannot carry (a demo start's Hostile Sandbox's, with its payloads) under the
// categories the demo's categories file (demo/catalogue/categories.csv) created.
import type { Sql } from '../db/types.ts';
import type { SeedProduct } from './types.ts';

const PRODUCT_COLUMNS = {
  id: 'text',
  slug: 'text',
  program_id: 'integer',
  name: 'text',
  brand_name: 'text',
  brand_slug: 'text',
  price: 'integer',
  discount_price: 'integer',
  badges: 'text[]',
  search_text: 'text',
  position: 'integer',
  details: 'jsonb',
};
const names = Object.keys(PRODUCT_COLUMNS) as (keyof typeof PRODUCT_COLUMNS)[];
const recordType = [...names.map((n) => `${n} ${PRODUCT_COLUMNS[n]}`), 'category_id text'].join(', ');

// One statement per batch writes the products and their category rows: the batch is parsed once,
// and each product is listed under its leaf (direct), the leaf's parent and grandparent. The tree
// is three levels deep (categories.ts), so two steps up reach every ancestor.
const INSERT_PRODUCTS = `
  WITH batch AS MATERIALIZED (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(${recordType})),
  inserted AS (INSERT INTO products (${names.join(', ')}) SELECT ${names.join(', ')} FROM batch)
  INSERT INTO product_categories (category_id, product_id, direct)
  SELECT b.category_id, b.id, true FROM batch b
  UNION ALL
  SELECT c.parent_id, b.id, false FROM batch b JOIN categories c ON c.id = b.category_id WHERE c.parent_id IS NOT NULL
  UNION ALL
  SELECT g.parent_id, b.id, false FROM batch b JOIN categories c ON c.id = b.category_id JOIN categories g ON g.id = c.parent_id
   WHERE g.parent_id IS NOT NULL`;

const MAX_BATCH_CHARS = 4_000_000;

export async function writeProducts(tx: Sql, products: readonly SeedProduct[], programIds: ReadonlyMap<string, number>): Promise<void> {
  let batch: string[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length > 0) await tx.query(INSERT_PRODUCTS, [`[${batch.join(',')}]`]);
    batch = [];
    size = 0;
  };
  for (const p of products) {
    const json = JSON.stringify({
      id: p.id,
      slug: p.slug,
      program_id: p.programSlug ? programIds.get(p.programSlug) : null,
      name: p.name,
      brand_name: p.brandName,
      brand_slug: p.brandSlug,
      price: p.price,
      discount_price: p.discountPrice,
      badges: p.badges,
      // Brand first, as participants type it ("aurora smart bulb"): names no longer begin with it.
      search_text: `${p.brandName} ${p.name}`.toLowerCase(),
      position: p.position,
      details: p.details,
      category_id: p.categoryId,
    });
    batch.push(json);
    size += json.length;
    if (size >= MAX_BATCH_CHARS) await flush();
  }
  await flush();
}
