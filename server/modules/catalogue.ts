import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import { productQuerySchema, SLUG_PATTERN, suggestionQuerySchema } from '../../src/schemas/index.ts';
import type { AppDeps, AppEnv, ProgramRow } from '../context.ts';
import { ApiError, badRequest, notFound } from '../lib/errors.ts';
import { cacheJson, cachedWeight, sendCached, type CachedJson } from '../lib/cached-json.ts';
import { requireSession } from '../lib/sessions.ts';
import { isJsonObject, isStorableText, parseWith } from '../lib/validate.ts';
import { memo } from './catalogue-cache.ts';
import {
  baseConditions,
  categoryFacetSql,
  escapeLike,
  facetSql,
  facetTotals,
  orderPrefixSql,
  pageIdsSql,
  params,
  productWhere,
  type CategoryIds,
  type FacetRow,
} from './catalogue-query.ts';
import { categoryTree } from './category-tree.ts';
import { coveringLengths, orderPrefixLength } from './order-prefix.ts';
import { PRODUCT_TEXT_SQL, productText, type ProductTextRow } from './product-text.ts';

type S = components['schemas'];

/** As long as the category tree is kept: the catalogue changes only with a seed or a catalogue file (see onCatalogueChange). */
const CACHE_TTL_MS = 60_000;

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
      throw badRequest(
        error.message,
        error.fields.map((f) => (f.field === '(body)' ? { ...f, field: 'o' } : f)),
      );
    }
    throw error;
  }
}

/**
 * The participant's catalogue calls. `onCatalogueChange` registers what to forget when the
 * operator imports a catalogue file in this process (other instances keep answers a minute).
 */
export function catalogueRoutes(deps: AppDeps, onCatalogueChange: (forget: () => void) => void = () => undefined) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const tree = categoryTree(db);
  const counted = (cache: string) => (hit: boolean) => deps.metrics.cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
  // Read only and the same for everyone in the program: the session is checked from memory.
  const signedIn = requireSession(deps.sessions);
  app.use('/api/categories', signedIn);
  app.use('/api/categories/*', signedIn);
  app.use('/api/products', signedIn);
  app.use('/api/products/*', signedIn);

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

  /** Category ids by slug, and each category's children, from the cached tree. */
  async function categoryIndex() {
    const rows = await tree.flat();
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    const children = (parentId: string | null) => rows.filter((r) => r.parent_id === parentId);
    return { bySlug, children };
  }

  async function categoryIds(query: Partial<S['ProductQuery']>): Promise<CategoryIds> {
    const index = await categoryIndex();
    const idOf = (slug: string | undefined) => (slug === undefined ? undefined : (index.bySlug.get(slug)?.id ?? null));
    return { page: idOf(query.category), filter: idOf(query.filters?.category) };
  }

  /** What a list answer counts: the same for every page, size and order of one query. */
  const countKey = (programId: number, query: S['ProductQuery']) =>
    JSON.stringify([programId, query.category ?? null, query.search?.trim() || null, query.source ?? null, query.filters ?? {}]);
  const totals = memo<number>({ onLookup: counted('totals'), ttlMs: CACHE_TTL_MS, max: 2000 });
  const facets = memo<{ total: number; filters: S['FilterDefinition'][] }>({ onLookup: counted('facets'), ttlMs: CACHE_TTL_MS, max: 2000 });

  // Whole list responses, serialized. Everyone who opens a campaign's e-mail asks for the same first
  // pages at once; the response depends only on the program and the query (not on who asks), and a
  // page of 96 products is ~200 kB of JSON whose reading and writing cost more than the query.
  // Bounded by size as well as count.
  const pages = memo<CachedJson>({ onLookup: counted('pages'), ttlMs: CACHE_TTL_MS, max: 2000, weigh: cachedWeight, maxWeight: 64 * 1024 * 1024 });

  app.get('/api/products', async (c) => {
    const program = c.get('program');
    const query = parseO<S['ProductQuery']>(c.req.query('o'), productQuerySchema);
    const includeFilters = c.req.query('includeFilters') === 'true';
    const key = JSON.stringify([program.id, query, includeFilters]);
    return sendCached(c, await pages.get(key, async () => cacheJson(await listPage(program, query, includeFilters))));
  });

  // The first ids of a list's order (see order-prefix.ts), by order and prefix length.
  const orders = memo<string[]>({ onLookup: counted('orders'), ttlMs: CACHE_TTL_MS, max: 2000, weigh: (ids) => ids.length * 32, maxWeight: 64 * 1024 * 1024 });

  // Each product's part of a list answer, serialized, by id: the same in every list, page and
  // order it shows in, in the product call, and for every program that sees it. A page asked for
  // the first time then costs the index walk for its ids, not the reading and writing of its wide
  // rows again. Bounded by size alone (PRODUCT_CACHE_MB): a text's length is its bytes (the texts
  // are one byte a character but for the odd one), plus what the entry itself takes.
  const productTexts = memo<string | null>({
    onLookup: counted('products'),
    ttlMs: CACHE_TTL_MS,
    max: Number.POSITIVE_INFINITY,
    weigh: (text) => (text?.length ?? 0) + 100,
    maxWeight: deps.config.productCacheMb * 1024 * 1024,
  });

  const idsOf = async (sql: string, params: unknown[]) => (await db.query<{ id: string }>(sql, params)).map((r) => r.id);

  /** The serialized products of `ids`, in order; those not kept are read in one statement. */
  async function productsAsText(ids: string[]): Promise<string[]> {
    const missing = ids.filter((id) => !productTexts.has(id));
    const read = missing.length > 0 ? readProductTexts(missing) : undefined;
    const texts = await Promise.all(
      ids.map((id) => productTexts.get(id, async () => (await (read ?? readProductTexts([id]))).get(id) ?? null)),
    );
    // A product gone since its id was found (a feed rebuild) is left out, not answered as null.
    return texts.filter((text): text is string => text !== null);
  }

  async function readProductTexts(ids: string[]): Promise<Map<string, string>> {
    const [rows, categories] = await Promise.all([db.query<ProductTextRow>(PRODUCT_TEXT_SQL, [ids]), tree.flat()]);
    const byId = new Map(categories.map((c) => [c.id, c]));
    return new Map(rows.map((r) => [r.id, productText(r, byId)]));
  }

  /** The ids of one page of a list: a slice of a kept prefix of its order, or an index walk. */
  async function pageIds(
    where: { sql: string; params: unknown[] },
    orderKey: string,
    sort: S['ProductQuery']['sort'],
    page: {
      offset: number;
      limit: number;
      total: number;
    },
  ): Promise<string[]> {
    const { offset, limit, total } = page;
    if (offset >= total) return [];
    const length = orderPrefixLength(offset, limit, total);
    const kept = length === null ? undefined : coveringLengths(length).find((l) => orders.has(`${orderKey}|${l}`));
    // A first page alone is a short walk (LIMIT, no OFFSET): an order nobody pages through costs
    // no more than its first page.
    const prefix = kept ?? (offset > 0 ? length : null);
    if (prefix === null) return idsOf(pageIdsSql(where.sql, sort, limit, offset), where.params);
    const ids = await orders.get(`${orderKey}|${prefix}`, () => idsOf(orderPrefixSql(where.sql, sort, prefix), where.params));
    return ids.slice(offset, offset + limit);
  }

  /** The ProductPage answer, serialized (its items from productsAsText). */
  async function listPage(program: ProgramRow, query: S['ProductQuery'], includeFilters: boolean): Promise<string> {
    const limit = query.limit ?? 12;
    const page = query.page ?? 1;
    const categories = await categoryIds(query);
    const where = productWhere(program.id, query, categories);
    const key = countKey(program.id, query);
    const count = await (includeFilters
      ? facets.get(key, () => filterDefinitions(program.id, program.config.type === 'points', query, categories))
      : totals.get(
          key,
          async () =>
            (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${where.sql}`, where.params))[0]?.n ?? 0,
        ));
    const total = typeof count === 'number' ? count : count.total;
    const ids = await pageIds(where, `${key}|${query.sort ?? ''}`, query.sort, { offset: (page - 1) * limit, limit, total });
    const items = await productsAsText(ids);
    // Everything of S['ProductPage'] but the items, which are text already.
    const rest: Omit<S['ProductPage'], 'items'> = {
      total,
      page,
      limit,
      ...(typeof count === 'number' ? {} : { filters: count.filters }),
    };
    return `{"items":[${items.join(',')}],${JSON.stringify(rest).slice(1)}`;
  }

  async function filterDefinitions(
    programId: number,
    points: boolean,
    query: S['ProductQuery'],
    ids: CategoryIds,
  ): Promise<{ total: number; filters: S['FilterDefinition'][] }> {
    const index = await categoryIndex();
    // The category facet lists the children of the page's category (top-level ones on /shop).
    const children = ids.page === null ? [] : index.children(ids.page ?? null);
    // Without any other filter the children's counts are the category tree's (kept a minute).
    const unfiltered = !query.search?.trim() && (query.source ?? 'all') === 'all' && Object.values(query.filters ?? {}).every((v) => !v);
    const facet = facetSql(programId, query, ids);
    const byChild = categoryFacetSql(
      programId,
      query,
      ids,
      children.map((c) => c.id),
    );
    const [rows, childCounts] = await Promise.all([
      db.query<FacetRow>(facet.sql, facet.params),
      unfiltered || children.length === 0
        ? tree.counts(programId)
        : db.query<{ child: string; n: number }>(byChild.sql, byChild.params).then((r) => new Map(r.map((x) => [x.child, x.n]))),
    ]);
    const sums = facetTotals(rows, query);
    const defs: S['FilterDefinition'][] = [
      {
        slug: 'category',
        kind: 'category',
        label: 'Category',
        items: children.map((c) => ({ name: c.name, slug: c.slug, count: childCounts.get(c.id) ?? 0 })).filter((c) => c.count > 0),
      },
      { slug: 'brand', kind: 'check', label: 'Brand', items: sums.brands },
      { slug: 'badges', kind: 'check', label: 'Badges', items: sums.badges.map((b) => ({ name: b.slug, slug: b.slug, count: b.count })) },
    ];
    if (points) defs.push({ slug: 'price', kind: 'range', label: 'Price', min: sums.price.min, max: sums.price.max });
    return { total: sums.total, filters: defs };
  }

  app.get('/api/products/suggestions', async (c) => {
    const program = c.get('program');
    const q = (c.req.query('q') ?? '').trim();
    if (q.length < 3 || q.length > 100)
      throw badRequest('Some fields are not valid.', [{ field: 'q', message: 'Type 3 to 100 characters.' }]);
    if (!isStorableText(q)) throw badRequest('Some fields are not valid.', [{ field: 'q', message: 'This value is not valid.' }]);
    const query = parseO<S['SuggestionQuery']>(c.req.query('o'), suggestionQuerySchema);
    const limit = query.limit ?? 5;
    const key = JSON.stringify([program.id, q.toLowerCase(), query.category ?? null, limit]);
    return sendCached(
      c,
      await suggestions.get(key, async () => cacheJson(JSON.stringify({ items: await suggest(program.id, q, query.category, limit) }))),
    );
  });

  // The first letters people type are much the same: their responses are worth keeping a minute.
  const suggestions = memo<CachedJson>({ onLookup: counted('suggestions'), ttlMs: CACHE_TTL_MS, max: 2000 });
  onCatalogueChange(() => {
    for (const kept of [totals, facets, pages, orders, productTexts, suggestions]) kept.clear();
    tree.clear();
  });

  async function suggest(programId: number, q: string, category: string | undefined, limit: number): Promise<S['Suggestion'][]> {
    const ids = await categoryIds({ category });
    const p = params(programId);
    const base = baseConditions(p, { search: q }, ids.page).join(' AND ');
    // Names that start with q first, then the other matches, each by name. The trigram index finds
    // the matches; the order needs them all, so only ids and sort keys go through the sort and the
    // wide rows are read for the few that are shown.
    const prefix = p.add(`${escapeLike(q)}%`);
    const rows = await db.query<{ slug: string; name: string; brand_name: string; image: string | null }>(
      `SELECT p.slug, p.name, p.brand_name, p.details->'images'->0->>'imageLowSmall' AS image
         FROM (SELECT p.id, lower(p.name) LIKE ${prefix} AS starts, lower(p.name) AS sort_name FROM products p WHERE ${base}
                ORDER BY starts DESC, sort_name, p.id LIMIT ${limit}) top
         JOIN products p ON p.id = top.id
        ORDER BY top.starts DESC, top.sort_name, top.id`,
      p.values,
    );
    return rows.map((r) => ({
      slug: r.slug,
      name: r.name,
      brandName: r.brand_name,
      image: r.image,
    }));
  }

  app.get('/api/products/:slug', async (c) => {
    const program = c.get('program');
    // No product has a slug outside the pattern (nor one the database could not even compare).
    if (!SLUG_PATTERN.test(c.req.param('slug'))) throw notFound('No such product.');
    const [row] = await db.query<{ id: string }>(
      'SELECT p.id FROM products p WHERE p.slug = $2 AND (p.program_id IS NULL OR p.program_id = $1)',
      [program.id, c.req.param('slug')],
    );
    // The same text as the product's part of a list answer, kept or read.
    const [text] = row ? await productsAsText([row.id]) : [];
    if (text === undefined) throw notFound('No such product.');
    return c.body(text, 200, { 'content-type': 'application/json' });
  });

  return app;
}
