import type { components } from '../../src/api/schema.gen.ts';

type S = components['schemas'];

/** A product as read for its response: the details as the database writes them, categories as ids. */
export interface ProductTextRow {
  id: string;
  slug: string;
  name: string;
  brand_name: string;
  brand_slug: string;
  price: number;
  discount_price: number | null;
  badges: S['Badge'][];
  /** The JSONB document as text: parsing it only to write it again was most of a new page's cost. */
  details: string;
  category_ids: string[];
}

export interface CategoryRef {
  id: string;
  name: string;
  slug: string;
  depth: number;
}

/** One statement for the products of `$1` (ids): no second query for their categories. */
export const PRODUCT_TEXT_SQL = `SELECT p.id, p.slug, p.name, p.brand_name, p.brand_slug, p.price, p.discount_price, p.badges,
       p.details::text AS details,
       ARRAY(SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = p.id) AS category_ids
  FROM products p WHERE p.id = ANY($1::text[])`;

/**
 * The product's response (S['Product']) as JSON text: the details document with the columns after
 * it, so a column wins over a details field of the same name, as in an object spread. Categories
 * come from the kept category list, outermost first; one no longer listed is left out.
 */
export function productText(row: ProductTextRow, categories: ReadonlyMap<string, CategoryRef>): string {
  const own = row.category_ids
    .map((id) => categories.get(id))
    .filter((c): c is CategoryRef => c !== undefined)
    .sort((a, b) => a.depth - b.depth)
    .map(({ id, name, slug }) => ({ id, name, slug }));
  const columns: Pick<
    S['Product'],
    'productID' | 'slug' | 'name' | 'brandName' | 'brandSlug' | 'price' | 'discountPrice' | 'badges' | 'categories'
  > = {
    productID: row.id,
    slug: row.slug,
    name: row.name,
    brandName: row.brand_name,
    brandSlug: row.brand_slug,
    price: row.price,
    discountPrice: row.discount_price,
    badges: row.badges,
    categories: own,
  };
  const details = row.details.trim();
  if (!details.startsWith('{') || !details.endsWith('}')) throw new Error(`product ${row.id}: details is not a JSON object`);
  const fields = details.slice(1, -1).trim();
  const tail = JSON.stringify(columns).slice(1);
  return fields === '' ? `{${tail}` : `{${fields},${tail}`;
}
