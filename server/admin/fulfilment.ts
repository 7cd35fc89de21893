import type * as v from 'valibot';
import type { trackingRowSchema } from '../../src/schemas/operator-files.ts';
import type { components } from '../../src/api/schema.gen.ts';
import type { Sql } from '../db/types.ts';
import { iso } from '../lib/dto.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import type { FileErrors } from './errors.ts';
import type { Numbered, Outcome } from './files.ts';

type S = components['schemas'];

export const CANCELLED = 'Cancelled';

type TrackingRow = v.InferOutput<typeof trackingRowSchema>;
type Tracking = S['OrderItem']['tracking'];

/**
 * Field by field: the database gives jsonb back with its keys in its own order (shortest first),
 * so the stored tracking never reads as the same text as the file's.
 */
const sameTracking = (a: Tracking, b: Tracking) =>
  (a ?? null) === (b ?? null) ||
  (a != null && b != null && a.trackingNumber === b.trackingNumber && a.trackingCompany === b.trackingCompany && (a.trackingLink ?? null) === (b.trackingLink ?? null));

interface TrackedItem {
  id: string;
  order_id: string;
  order_number: string;
  order_status: string;
  status: string | null;
  tracking: Tracking;
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
        errors.add(line, 'status', `Order ${item.order_number} was cancelled; remove its rows from the file.`);
        return null;
      }
      const tracking: Tracking =
        row.tracking_number !== undefined && row.tracking_company !== undefined
          ? { trackingNumber: row.tracking_number, trackingCompany: row.tracking_company, trackingLink: row.tracking_link ?? null }
          : item.tracking;
      // Received is where an item ends: a house that sends every item it ever shipped, each time,
      // leaves a Received item Received (a new tracking number still reaches it).
      const status = item.status === 'Received' ? 'Received' : row.status;
      if (item.status === status && sameTracking(item.tracking, tracking)) return 'unchanged';
      if (status === 'Shipped' && item.status !== 'Shipped') {
        const mailed = shipped.get(item.order_id) ?? [];
        if (!mailed.includes(item.id)) shipped.set(item.order_id, [...mailed, item.id]);
      }
      item.status = status;
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
 * (points programs), or its participant may choose a gift again (plateau and claim programs). The
 * answer says when the order was handed to fulfilment, if it was: the operator then tells the
 * fulfilment house not to ship it (no later export will).
 */
export async function cancelOrder(
  tx: Sql,
  program: { id: number; type: string },
  orderNumber: string,
): Promise<{ orderNumber: string; status: 'Cancelled'; refunded: number; balance: number | null; exportedAt: string | null }> {
  const [order] = await tx.query<{ id: string; user_id: string; status: string; total: number; exported_at: Date | string | null }>(
    `SELECT o.id, o.user_id, o.status, o.total, o.exported_at FROM orders o JOIN users u ON u.id = o.user_id
      WHERE o.order_number = $1 AND u.program_id = $2 FOR UPDATE OF o`,
    [orderNumber, program.id],
  );
  if (!order) throw notFound(`No order ${orderNumber} in this program.`);
  if (order.status === CANCELLED) throw conflict(`Order ${orderNumber} is cancelled already.`);
  const [moved] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM order_items WHERE order_id = $1 AND status IS NOT NULL`, [order.id]);
  if (order.status !== 'received' || (moved?.n ?? 0) > 0) throw conflict(`Order ${orderNumber} has shipped; it can no longer be cancelled.`);
  await tx.query('UPDATE orders SET status = $2 WHERE id = $1', [order.id, CANCELLED]);
  const exportedAt = iso(order.exported_at);
  if (program.type !== 'points') {
    await tx.query(`UPDATE users SET status = NULL WHERE id = $1 AND status = 'Used'`, [order.user_id]);
    return { orderNumber, status: CANCELLED, refunded: 0, balance: null, exportedAt };
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
  return { orderNumber, status: CANCELLED, refunded: order.total, balance: user!.balance, exportedAt };
}
