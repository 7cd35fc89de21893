import type * as v from 'valibot';
import type { trackingRowSchema } from '../../src/schemas/operator-files.ts';
import type { components } from '../../src/api/schema.gen.ts';
import { ENGLISH_OPTION_NAMES, optionLabel, type ChosenOption } from '../../src/domain/chosen-options.ts';
import type { Sql } from '../db/types.ts';
import { lineOptions, type StoredLineOptions } from '../lib/order-lines.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import type { FileErrors } from './errors.ts';
import type { Numbered, Outcome } from './files.ts';

type S = components['schemas'];

export const CANCELLED = 'Cancelled';

interface ExportOrder {
  id: string;
  order_number: string;
  created_at: Date | string;
  status: string;
  total: number;
  shipping_address: S['OrderAddress'];
  claim_email: string | null;
  login: string;
  name: string;
  email: string;
}

interface ExportItem {
  id: string;
  order_id: string;
  product_id: string;
  slug: string;
  name: string;
  options: StoredLineOptions;
  quantity: number;
  price: number;
  total: number;
  status: string | null;
}

export const EXPORT_COLUMNS = [
  'order_number',
  'order_date',
  'order_status',
  'participant',
  'participant_name',
  'participant_email',
  'full_name',
  'address1',
  'address2',
  'address3',
  'address4',
  'town_city',
  'state_county',
  'postcode',
  'country',
  'phone',
  'email',
  'item_id',
  'product_slug',
  'product_name',
  'options',
  'quantity',
  'item_points',
  'item_total_points',
  'order_total_points',
  'item_status',
] as const;

/** A CSV cell: quoted when it holds a separator, a quote or a line break. */
function csvCell(value: string | number | null | undefined): string {
  const text = value == null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: readonly (string | number | null | undefined)[]) => `${values.map(csvCell).join(',')}\r\n`;

/** An item's options in the product's order, labelled in English: Color, Size, or the product's own label. */
const optionsMap = (options: readonly ChosenOption[]): Record<string, string> =>
  Object.fromEntries(options.map((option) => [optionLabel(option, ENGLISH_OPTION_NAMES), option.value]));

const optionsText = (options: readonly ChosenOption[]) =>
  Object.entries(optionsMap(options))
    .map(([label, value]) => `${label}: ${value}`)
    .join('; ');

/**
 * The program's orders for fulfilment, and the cursor moved past them in the same transaction: the
 * next export starts after them. `all` hands over every order again (the cursor then covers all).
 * Cancelled orders are never handed over.
 */
export async function exportOrders(tx: Sql, programId: number, p: { all: boolean; format: 'csv' | 'jsonl' }): Promise<{ text: string; orders: number }> {
  const orders = await tx.query<ExportOrder>(
    `SELECT o.id, o.order_number, o.created_at, o.status, o.total, o.shipping_address, o.claim_email, u.login, u.name, u.email
       FROM orders o JOIN users u ON u.id = o.user_id
      WHERE u.program_id = $1 AND o.status <> $2 ${p.all ? '' : 'AND o.exported_at IS NULL'}
      ORDER BY o.created_at, o.order_number::bigint
      FOR UPDATE OF o`,
    [programId, CANCELLED],
  );
  const ids = orders.map((o) => o.id);
  const rows = ids.length
    ? await tx.query<ExportItem>(
        'SELECT id, order_id, product_id, slug, name, options, quantity, price, total, status FROM order_items WHERE order_id = ANY($1::text[]) ORDER BY order_id, position',
        [ids],
      )
    : [];
  const chosen = await lineOptions(tx, rows);
  const items = rows.map((row, i) => ({ ...row, chosen: chosen[i]! }));
  if (ids.length) await tx.query('UPDATE orders SET exported_at = now() WHERE id = ANY($1::text[])', [ids]);
  const byOrder = new Map<string, (typeof items)[number][]>();
  for (const item of items) byOrder.set(item.order_id, [...(byOrder.get(item.order_id) ?? []), item]);
  const parts: string[] = p.format === 'csv' ? [csvLine(EXPORT_COLUMNS)] : [];
  for (const order of orders) {
    const a = order.shipping_address;
    const date = new Date(order.created_at).toISOString();
    const lines = byOrder.get(order.id) ?? [];
    if (p.format === 'jsonl') {
      parts.push(
        `${JSON.stringify({
          orderNumber: order.order_number,
          date,
          status: order.status,
          participant: { login: order.login, name: order.name, email: order.email },
          shippingAddress: a,
          claimEmail: order.claim_email,
          points: order.total,
          items: lines.map((i) => ({ id: i.id, slug: i.slug, name: i.name, options: optionsMap(i.chosen), quantity: i.quantity, points: i.price, totalPoints: i.total, status: i.status })),
        })}\n`,
      );
      continue;
    }
    for (const i of lines) {
      parts.push(
        csvLine([
          order.order_number,
          date,
          order.status,
          order.login,
          order.name,
          order.email,
          a.fullName,
          a.address1,
          a.address2,
          a.address3,
          a.address4,
          a.townCity,
          a.stateCounty,
          a.postcode,
          a.country,
          a.phone,
          a.email,
          i.id,
          i.slug,
          i.name,
          optionsText(i.chosen),
          i.quantity,
          i.price,
          i.total,
          order.total,
          i.status,
        ]),
      );
    }
  }
  return { text: parts.join(''), orders: orders.length };
}

type TrackingRow = v.InferOutput<typeof trackingRowSchema>;

interface TrackedItem {
  id: string;
  order_id: string;
  order_number: string;
  order_status: string;
  status: string | null;
  tracking: S['OrderItem']['tracking'];
}

/**
 * The apply step of a tracking file, a batch at a time: the batch's items are read in one
 * statement, each row is checked against its item as the rows before it left it (a file may name
 * an item twice), and the changed items are written in one statement. The orders whose items are
 * now all Shipped or Received are marked Shipped at the end; the items that became Shipped are
 * kept in `shipped` for the shipping mail sent after commit.
 */
export function trackingImporter(programId: number, shipped: Map<string, string[]>) {
  const touched = new Set<string>();

  async function applyBatch(tx: Sql, rows: Numbered<TrackingRow>[], errors: FileErrors): Promise<(Outcome | null)[]> {
    const items = new Map(
      (
        await tx.query<TrackedItem>(
          `SELECT i.id, i.order_id, o.order_number, o.status AS order_status, i.status, i.tracking
             FROM order_items i JOIN orders o ON o.id = i.order_id JOIN users u ON u.id = o.user_id
            WHERE i.id = ANY($1::text[]) AND u.program_id = $2`,
          [[...new Set(rows.map((r) => r.row.item_id))], programId],
        )
      ).map((item) => [item.id, item]),
    );
    const changed = new Set<TrackedItem>();
    const outcomes = rows.map(({ row, line }): Outcome | null => {
      const item = items.get(row.item_id);
      if (!item) {
        errors.add(line, 'item_id', `No order item "${row.item_id}" in this program.`);
        return null;
      }
      if (item.order_number !== row.order_number) {
        errors.add(line, 'order_number', `Item "${row.item_id}" belongs to order ${item.order_number}.`);
        return null;
      }
      if (item.order_status === CANCELLED) {
        errors.add(line, 'status', `Order ${item.order_number} was cancelled.`);
        return null;
      }
      const tracking =
        row.tracking_number !== undefined && row.tracking_company !== undefined
          ? { trackingNumber: row.tracking_number, trackingCompany: row.tracking_company, trackingLink: row.tracking_link ?? null }
          : item.tracking;
      if (item.status === row.status && JSON.stringify(item.tracking) === JSON.stringify(tracking)) return 'unchanged';
      if (row.status === 'Shipped' && item.status !== 'Shipped') {
        const mailed = shipped.get(item.order_id) ?? [];
        if (!mailed.includes(item.id)) shipped.set(item.order_id, [...mailed, item.id]);
      }
      item.status = row.status;
      item.tracking = tracking;
      changed.add(item);
      touched.add(item.order_id);
      return 'updated';
    });
    if (changed.size) {
      const list = [...changed];
      await tx.query(
        `UPDATE order_items i SET status = x.status, tracking = x.tracking::jsonb
           FROM unnest($1::text[], $2::text[], $3::text[]) AS x(id, status, tracking) WHERE i.id = x.id`,
        [list.map((i) => i.id), list.map((i) => i.status), list.map((i) => (i.tracking === null ? null : JSON.stringify(i.tracking)))],
      );
    }
    return outcomes;
  }

  async function finish(tx: Sql) {
    if (touched.size === 0) return;
    await tx.query(
      `UPDATE orders o SET status = 'Shipped'
        WHERE o.id = ANY($1::text[]) AND o.status <> $2
          AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND (i.status IS NULL OR i.status NOT IN ('Shipped', 'Received')))`,
      [[...touched], CANCELLED],
    );
  }
  return { applyBatch, finish };
}

/**
 * Cancels an order none of whose items has shipped: its points come back with a line on My Points
 * (points programs), or its participant may choose a gift again (plateau and claim programs).
 */
export async function cancelOrder(
  tx: Sql,
  program: { id: number; type: string },
  orderNumber: string,
): Promise<{ orderNumber: string; status: 'Cancelled'; refunded: number; balance: number | null }> {
  const [order] = await tx.query<{ id: string; user_id: string; status: string; total: number }>(
    `SELECT o.id, o.user_id, o.status, o.total FROM orders o JOIN users u ON u.id = o.user_id
      WHERE o.order_number = $1 AND u.program_id = $2 FOR UPDATE OF o`,
    [orderNumber, program.id],
  );
  if (!order) throw notFound(`No order ${orderNumber} in this program.`);
  if (order.status === CANCELLED) throw conflict(`Order ${orderNumber} is cancelled already.`);
  const [moved] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM order_items WHERE order_id = $1 AND status IS NOT NULL`, [order.id]);
  if (order.status !== 'received' || (moved?.n ?? 0) > 0) throw conflict(`Order ${orderNumber} has shipped; it can no longer be cancelled.`);
  await tx.query('UPDATE orders SET status = $2 WHERE id = $1', [order.id, CANCELLED]);
  if (program.type !== 'points') {
    await tx.query(`UPDATE users SET status = NULL WHERE id = $1 AND status = 'Used'`, [order.user_id]);
    return { orderNumber, status: CANCELLED, refunded: 0, balance: null };
  }
  const [user] = await tx.query<{ balance: number }>(
    'UPDATE users SET balance = balance + $2, last_update_date = now() WHERE id = $1 RETURNING balance',
    [order.user_id, order.total],
  );
  if (order.total > 0) {
    await tx.query('INSERT INTO transactions (id, user_id, description, amount, balance, reference) VALUES ($1, $2, $3, $4, $5, $6)', [
      newId('trx'),
      order.user_id,
      `Order #${orderNumber} cancelled`,
      order.total,
      user!.balance,
      `cancel:${orderNumber}`,
    ]);
  }
  return { orderNumber, status: CANCELLED, refunded: order.total, balance: user!.balance };
}
