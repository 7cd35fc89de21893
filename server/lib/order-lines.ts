// What reading an order's lines needs from the catalogue as it is now: the products' option labels
// (to put the option map older orders kept in the product's order) and their translated names (for
// mail in the participant's language). Orders keep the product's id; a product removed since is
// simply not found, and its lines keep what the order stored.
import type { components } from '../../src/api/schema.gen.ts';
import { storedOptions, type ChosenOption, type StoredOptionMap } from '../../src/domain/chosen-options.ts';
import type { Sql } from '../db/types.ts';

type S = components['schemas'];

export type LineProduct = Pick<S['Product'], 'optionsCustom1Label' | 'optionsCustom2Label' | 'optionsCustom3Label' | 'langs'>;

/** An order line's options as the column holds them: the list, or an older order's map. */
export type StoredLineOptions = ChosenOption[] | StoredOptionMap | null;

export async function lineProducts(db: Sql, productIds: readonly string[]): Promise<Map<string, LineProduct>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.query<LineProduct & { id: string }>(
    `SELECT id, details->'optionsCustom1Label' AS "optionsCustom1Label", details->'optionsCustom2Label' AS "optionsCustom2Label",
            details->'optionsCustom3Label' AS "optionsCustom3Label", details->'langs' AS langs
       FROM products WHERE id = ANY($1::text[])`,
    [ids],
  );
  return new Map(rows.map(({ id, ...product }) => [id, product]));
}

/** Each line's options in its product's order; the catalogue is read only when a line keeps an older order's map. */
export async function lineOptions(
  db: Sql,
  lines: readonly { product_id: string; options: StoredLineOptions }[],
): Promise<ChosenOption[][]> {
  const older = lines.filter((line) => line.options && !Array.isArray(line.options));
  const products = older.length
    ? await lineProducts(
        db,
        older.map((line) => line.product_id),
      )
    : new Map<string, LineProduct>();
  return lines.map((line) => storedOptions(line.options, products.get(line.product_id)));
}
