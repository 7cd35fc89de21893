import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import { productQuerySchema, SLUG_PATTERN, suggestionQuerySchema } from '../../src/schemas/index.ts';
import type { AppEnv, Deps } from '../context.ts';
import { ApiError, badRequest, notFound } from '../lib/errors.ts';
import { requireUser } from '../lib/sessions.ts';
import { isJsonObject, isStorableText, parseWith } from '../lib/validate.ts';
import { likePattern, orderBy, productWhere } from './catalogue-query.ts';
import { categoryTree } from './category-tree.ts';

type S = components['schemas'];

interface ProductRow {
  id: string;
  slug: string;
  name: string;
  brand_name: string;
  brand_slug: string;
  price: number;
  discount_price: number | null;
  badges: S['Badge'][];
  details: Omit<S['Product'], 'productID' | 'slug' | 'name' | 'brandName' | 'brandSlug' | 'price' | 'discountPrice' | 'badges' | 'categories'>;
}

const PRODUCT_COLUMNS = 'p.id, p.slug, p.name, p.brand_name, p.brand_slug, p.price, p.discount_price, p.badges, p.details';

function toProduct(row: ProductRow, categories: S['Product']['categories']): S['Product'] {
  return {
    ...row.details,
    productID: row.id,
    slug: row.slug,
    name: row.name,
    brandName: row.brand_name,
    brandSlug: row.brand_slug,
    price: row.price,
    discountPrice: row.discount_price,
    badges: row.badges,
    categories,
  };
}

/** The `o` parameter is JSON text; bad JSON or a bad field is a 400 naming it. */
function parseO<T>(raw: string | undefined, schema: Parameters<typeof parseWith>[0]): T {
  if (raw === undefined || raw === '') return parseWith(schema, {}) as T;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest('Some fields are not valid.', [{ field: 'o', message: 'Must be JSON.' }]);
  }
  // An array would pass for an object, its methods (sort …) for fields.
  if (!isJsonObject(value)) throw badRequest('Some fields are not valid.', [{ field: 'o', message: 'Must be a JSON object.' }]);
  try {
    return parseWith(schema, value) as T;
  } catch (error) {
    // An issue with the value as a whole (not an object at all) is the parameter's own.
    if (error instanceof ApiError && error.fields) {
      throw badRequest(error.message, error.fields.map((f) => (f.field === '(body)' ? { ...f, field: 'o' } : f)));
    }
    throw error;
  }
}

export function catalogueRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const tree = categoryTree(db);
  app.use('/api/categories', requireUser(deps));
  app.use('/api/categories/*', requireUser(deps));
  app.use('/api/products', requireUser(deps));
  app.use('/api/products/*', requireUser(deps));

  async function categoriesOf(ids: string[]) {
    const rows = await db.query<{ product_id: string; id: string; name: string; slug: string }>(
      `SELECT pc.product_id, c.id, c.name, c.slug FROM product_categories pc JOIN categories c ON c.id = pc.category_id
        WHERE pc.product_id = ANY($1::text[]) ORDER BY c.depth`,
      [ids],
    );
    const byProduct = new Map<string, S['Product']['categories']>();
    for (const r of rows) {
      const list = byProduct.get(r.product_id) ?? [];
      list.push({ id: r.id, name: r.name, slug: r.slug });
      byProduct.set(r.product_id, list);
    }
    return byProduct;
  }

  app.get('/api/categories', async (c) => c.json(await tree.forProgram(c.get('program').id)));

  app.get('/api/categories/languages', async (c) => {
    const program = c.get('program');
    const rows = await tree.flat();
    const answer: S['LanguageCategories'][] = program.config.languages.map((locale) => ({
      locale,
      categories: rows.map((r) => ({ id: r.id, slug: r.slug, name: r.translations[locale] ?? r.name })),
    }));
    return c.json(answer);
  });

  app.get('/api/products', async (c) => {
    const program = c.get('program');
    const query = parseO<S['ProductQuery']>(c.req.query('o'), productQuerySchema);
    const includeFilters = c.req.query('includeFilters') === 'true';
    const limit = query.limit ?? 12;
    const page = query.page ?? 1;
    const where = productWhere(program.id, query);
    const [rows, [count]] = await Promise.all([
      db.query<ProductRow>(
        `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE ${where.sql} ORDER BY ${orderBy(query.sort)} LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
        where.params,
      ),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${where.sql}`, where.params),
    ]);
    const cats = await categoriesOf(rows.map((r) => r.id));
    const body: S['ProductPage'] = {
      items: rows.map((r) => toProduct(r, cats.get(r.id) ?? [])),
      total: count?.n ?? 0,
      page,
      limit,
    };
    if (includeFilters) body.filters = await filterDefinitions(program.id, program.config.type === 'points', query);
    return c.json(body);
  });

  async function filterDefinitions(programId: number, points: boolean, query: S['ProductQuery']): Promise<S['FilterDefinition'][]> {
    const byBrand = productWhere(programId, query, 'brand');
    const byBadge = productWhere(programId, query, 'badges');
    const byCategory = productWhere(programId, query, 'category');
    const currentSlug = query.category ?? null;
    const [brands, badges, categories] = await Promise.all([
      db.query<{ slug: string; name: string; count: number }>(
        `SELECT p.brand_slug AS slug, min(p.brand_name) AS name, count(*)::int AS count FROM products p WHERE ${byBrand.sql}
          GROUP BY p.brand_slug ORDER BY count(*) DESC, min(p.brand_name) LIMIT 1000`,
        byBrand.params,
      ),
      db.query<{ slug: string; count: number }>(
        `SELECT b AS slug, count(*)::int AS count FROM products p, unnest(p.badges) AS b WHERE ${byBadge.sql} GROUP BY b ORDER BY b`,
        byBadge.params,
      ),
      db.query<{ slug: string; name: string; count: number }>(
        `SELECT c.slug, c.name, count(*)::int AS count
           FROM product_categories pc JOIN categories c ON c.id = pc.category_id JOIN products p ON p.id = pc.product_id
          WHERE ${byCategory.sql} AND c.parent_id IS NOT DISTINCT FROM (SELECT id FROM categories WHERE slug = ${currentSlug === null ? 'NULL' : `$${byCategory.params.push(currentSlug)}`})
          GROUP BY c.slug, c.name, c.position ORDER BY c.position`,
        byCategory.params,
      ),
    ]);
    const defs: S['FilterDefinition'][] = [
      { slug: 'category', kind: 'category', label: 'Category', items: categories },
      { slug: 'brand', kind: 'check', label: 'Brand', items: brands },
      { slug: 'badges', kind: 'check', label: 'Badges', items: badges.map((b) => ({ name: b.slug, slug: b.slug, count: b.count })) },
    ];
    if (points) {
      const byPrice = productWhere(programId, query, 'price');
      const [range] = await db.query<{ min: number | null; max: number | null }>(
        `SELECT min(p.effective_price)::int AS min, max(p.effective_price)::int AS max FROM products p WHERE ${byPrice.sql}`,
        byPrice.params,
      );
      defs.push({ slug: 'price', kind: 'range', label: 'Price', min: range?.min ?? 0, max: range?.max ?? 0 });
    }
    return defs;
  }

  app.get('/api/products/suggestions', async (c) => {
    const program = c.get('program');
    const q = (c.req.query('q') ?? '').trim();
    if (q.length < 3 || q.length > 100) throw badRequest('Some fields are not valid.', [{ field: 'q', message: 'Type 3 to 100 characters.' }]);
    if (!isStorableText(q)) throw badRequest('Some fields are not valid.', [{ field: 'q', message: 'This value is not valid.' }]);
    const query = parseO<S['SuggestionQuery']>(c.req.query('o'), suggestionQuerySchema);
    const where = productWhere(program.id, { category: query.category, search: q });
    const prefix = `$${where.params.push(`${likePattern(q).slice(1)}`)}`;
    const rows = await db.query<{ slug: string; name: string; brand_name: string; details: ProductRow['details'] }>(
      `SELECT p.slug, p.name, p.brand_name, p.details FROM products p WHERE ${where.sql}
        ORDER BY (lower(p.name) LIKE ${prefix}) DESC, lower(p.name), p.id LIMIT ${query.limit ?? 5}`,
      where.params,
    );
    const items: S['Suggestion'][] = rows.map((r) => ({
      slug: r.slug,
      name: r.name,
      brandName: r.brand_name,
      image: r.details.images?.[0]?.imageLowSmall ?? null,
    }));
    return c.json({ items });
  });

  app.get('/api/products/:slug', async (c) => {
    const program = c.get('program');
    // No product has a slug outside the pattern (nor one the database could not even compare).
    if (!SLUG_PATTERN.test(c.req.param('slug'))) throw notFound('No such product.');
    const [row] = await db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.slug = $2 AND (p.program_id IS NULL OR p.program_id = $1)`,
      [program.id, c.req.param('slug')],
    );
    if (!row) throw notFound('No such product.');
    const cats = await categoriesOf([row.id]);
    return c.json(toProduct(row, cats.get(row.id) ?? []));
  });

  return app;
}
