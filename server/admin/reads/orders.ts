import { stringify } from 'csv-stringify/sync';
import type { Sql } from '../../db/types.ts';
import type { ProgramRow } from '../../context.ts';
import { iso } from '../../lib/dto.ts';
import { notFound } from '../../lib/errors.ts';
import { lineOptions, type StoredLineOptions } from '../../lib/order-lines.ts';
import type { components } from '../schema.gen.ts';
import { CURSOR_TEXT, CURSOR_TIME, cursorTime, decodeCursor, pageOf } from './cursor.ts';

type S = components['schemas'];

export interface OrdersFilter {
  status?: S['OrderSummary']['status'] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  participant?: string | undefined;
  product?: string | undefined;
}

interface SummaryRow {
  id: string;
  order_number: string;
  created_at: Date | string;
  at_key: string;
  status: S['OrderSummary']['status'];
  total: number;
  items: number;
  login: string;
  name: string;
  email: string;
  exported_at: Date | string | null;
}

const SUMMARY_COLUMNS = `o.id, o.order_number, o.created_at, ${cursorTime('o.created_at')} AS at_key, o.status, o.total,
  (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS items,
  u.login, u.name, u.email, o.exported_at`;

/** The filter as SQL over `orders o JOIN users u`, its parameters numbered from `params`' length. */
function whereOf(program: ProgramRow, filter: OrdersFilter, params: unknown[]): string[] {
  const where: string[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  add((n) => `o.program_id = ${n}`, program.id);
  if (filter.status !== undefined) add((n) => `o.status = ${n}`, filter.status);
  if (filter.from !== undefined) add((n) => `o.created_at >= ${n}`, filter.from);
  if (filter.to !== undefined) add((n) => `o.created_at < ${n}`, filter.to);
  // $1, not o.program_id: uncorrelated, the participant is looked up once and their orders read
  // through orders_user, rather than the look-up repeated for every order of the program.
  if (filter.participant !== undefined) add((n) => `o.user_id = (SELECT id FROM users WHERE program_id = $1 AND lower(login) = lower(${n}))`, filter.participant);
  if (filter.product !== undefined) add((n) => `EXISTS (SELECT 1 FROM order_items p WHERE p.order_id = o.id AND p.product_id = ${n})`, filter.product);
  return where;
}

const toSummary = (r: SummaryRow): S['OrderSummary'] => ({
  orderNumber: r.order_number,
  placedAt: iso(r.created_at)!,
  status: r.status,
  total: r.total,
  items: r.items,
  participant: { login: r.login, name: r.name, email: r.email },
  exportedAt: iso(r.exported_at),
});

/** Orders of the filter newest first, from after `after` (a page's last key), at most `limit`. */
async function ordersAfter(db: Sql, program: ProgramRow, filter: OrdersFilter, after: string[] | undefined, limit: number): Promise<SummaryRow[]> {
  const params: unknown[] = [];
  const where = whereOf(program, filter, params);
  if (after) {
    params.push(after[0], after[1]);
    where.push(`(o.created_at, o.id) < ($${params.length - 1}::timestamptz, $${params.length})`);
  }
  params.push(limit);
  return db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM orders o JOIN users u ON u.id = o.user_id
      WHERE ${where.join(' AND ')} ORDER BY o.created_at DESC, o.id DESC LIMIT $${params.length}`,
    params,
  );
}

/** A page of the program's orders, newest first. */
export async function listOrders(db: Sql, program: ProgramRow, filter: OrdersFilter, page: { cursor?: string | undefined; limit: number }) {
  const after = decodeCursor(page.cursor, [CURSOR_TIME, CURSOR_TEXT]);
  const rows = await ordersAfter(db, program, filter, after, page.limit + 1);
  return pageOf(rows, page.limit, (r) => [r.at_key, r.id], toSummary);
}

const DOWNLOAD_COLUMNS = ['order_number', 'placed_at', 'status', 'participant', 'participant_name', 'participant_email', 'items', 'total_points', 'exported_at'] as const;
const DOWNLOAD_PAGE = 1000;

/**
 * Every order of the filter as CSV, newest first, read a page at a time. Only reads: unlike the
 * fulfilment export, nothing is marked handed over. Cells that start like a formula get a
 * leading `'` (participants choose their names).
 */
export async function ordersCsv(db: Sql, program: ProgramRow, filter: OrdersFilter): Promise<string> {
  const chunks = [stringify([], { header: true, columns: [...DOWNLOAD_COLUMNS], record_delimiter: 'windows' })];
  let after: string[] | undefined;
  for (;;) {
    const rows = await ordersAfter(db, program, filter, after, DOWNLOAD_PAGE);
    chunks.push(
      stringify(
        rows.map((r) => [r.order_number, iso(r.created_at), r.status, r.login, r.name, r.email, r.items, r.total, iso(r.exported_at)]),
        { escape_formulas: true, record_delimiter: 'windows' },
      ),
    );
    if (rows.length < DOWNLOAD_PAGE) break;
    const last = rows.at(-1)!;
    after = [last.at_key, last.id];
  }
  return chunks.join('');
}

interface LineRow {
  id: string;
  product_id: string;
  slug: string;
  name: string;
  options: StoredLineOptions;
  quantity: number;
  price: number;
  total: number;
  status: S['OrderLine']['status'];
  tracking: S['OrderLine']['tracking'];
}

/** One order of the program with its lines and each line's tracking; 404 for another program's. */
export async function orderDetail(db: Sql, program: ProgramRow, orderNumber: string): Promise<S['OrderDetail']> {
  const [order] = await db.query<SummaryRow & { shipping_address: Record<string, unknown>; region: Record<string, unknown>; claim_email: string | null }>(
    `SELECT ${SUMMARY_COLUMNS}, o.shipping_address, o.region, o.claim_email
       FROM orders o JOIN users u ON u.id = o.user_id WHERE o.order_number = $1 AND o.program_id = $2`,
    [orderNumber, program.id],
  );
  if (!order) throw notFound('No such order in this program.');
  const lines = await db.query<LineRow>(
    'SELECT id, product_id, slug, name, options, quantity, price, total, status, tracking FROM order_items WHERE order_id = $1 ORDER BY position',
    [order.id],
  );
  const options = await lineOptions(db, lines);
  return {
    ...toSummary(order),
    lines: lines.map((l, n) => ({
      id: l.id,
      productId: l.product_id,
      slug: l.slug,
      name: l.name,
      options: options[n]!.map((o) => ({ field: o.field, label: o.label ?? null, value: o.value })),
      quantity: l.quantity,
      price: l.price,
      total: l.total,
      status: l.status,
      tracking: l.tracking ?? null,
    })),
    shippingAddress: order.shipping_address,
    region: order.region,
    claimEmail: order.claim_email,
  };
}
