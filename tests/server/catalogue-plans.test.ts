// A list page's ids, and a kept prefix of a list's order, are found in a covering sort index alone (migration 004): the rows of earlier
// pages are skipped as index entries, and no product row is read. The seeded test catalogue is small enough for
// the planner to prefer a scan and a sort, so those are switched off here: what is checked is that
// the index can serve each order, with its filters, on its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/types.ts';
import { orderPrefixSql, pageIdsSql, productWhere } from '../../server/modules/catalogue-query.ts';
import { openTestDb } from '../support/test-server.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDb());
});
afterAll(() => drop());

type Query = Parameters<typeof productWhere>[1];

async function plan(
  query: Query,
  statement: (where: string, sort: Query['sort']) => string = (where, sort) => pageIdsSql(where, sort, 24, 4800),
): Promise<string> {
  const where = productWhere(1, query, { page: undefined, filter: undefined });
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    await tx.query('SET LOCAL enable_sort = off');
    await tx.query('SET LOCAL enable_bitmapscan = off');
    const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement(where.sql, query.sort)}`, where.params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

const ORDERS = [
  ['name_asc', 'products_name_sort'],
  ['name_desc', 'products_name_sort'],
  ['brand_asc', 'products_brand_sort'],
  ['brand_desc', 'products_brand_sort'],
  ['price_asc', 'products_price_sort'],
  ['price_desc', 'products_price_sort'],
] as const;
const FILTERS = { badges: 'new', brand: 'aurora,lumen', price: '100-90000' };

describe('list pages walk a covering sort index', () => {
  it.each(ORDERS)('%s: an index-only scan of %s, with the badge, brand and price filters', async (sort, index) => {
    const text = await plan({ sort, filters: FILTERS });
    expect(text).toMatch(new RegExp(`Index Only Scan(?: Backward)? using ${index} on products`));
    // No other way into the table: the products themselves are read by id afterwards.
    expect(text).not.toMatch(/Index Scan using|Seq Scan|Heap/);
    expect(text).not.toMatch(/\bSort\b/);
  });
});

describe('a kept prefix of an order is read from the same index', () => {
  it.each(ORDERS)('%s: the first 16,384 ids are an index-only scan of %s', async (sort, index) => {
    const text = await plan({ sort, filters: FILTERS }, (where, order) => orderPrefixSql(where, order, 16_384));
    expect(text).toMatch(new RegExp(`Index Only Scan(?: Backward)? using ${index} on products`));
    expect(text).toMatch(/Limit/);
    expect(text).not.toMatch(/Index Scan using|Seq Scan|Heap/);
    expect(text).not.toMatch(/\bSort\b/);
  });
});
