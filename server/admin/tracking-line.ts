import type * as v from 'valibot';
import type { trackingRowSchema } from '../../src/schemas/operator-files.ts';
import type { components } from '../../src/api/schema.gen.ts';
import type { Sql } from '../db/types.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { FileErrors } from './errors.ts';
import { CANCELLED, trackingImporter } from './fulfilment.ts';

type Tracking = components['schemas']['OrderItem']['tracking'];

export interface TrackedLine {
  orderNumber: string;
  itemId: string;
  status: string | null;
  tracking: Tracking;
  orderStatus: string;
}

/**
 * The tracking of one order item, from the console: the tracking file's rules for one row (the
 * same importer), so a line and a file can never disagree. A row the file would refuse is refused
 * here with the file's message: an item of another order or program (404), a cancelled order (409).
 * `shipped` gets the item when it became Shipped, for the shipping mail sent after commit.
 */
export async function trackLine(
  tx: Sql,
  programId: number,
  row: v.InferOutput<typeof trackingRowSchema>,
  shipped: Map<string, string[]>,
): Promise<{ before: TrackedLine; after: TrackedLine; changed: boolean }> {
  const read = async (): Promise<TrackedLine | undefined> => {
    const [item] = await tx.query<{ status: string | null; tracking: Tracking; order_status: string }>(
      `SELECT i.status, i.tracking, o.status AS order_status FROM order_items i JOIN orders o ON o.id = i.order_id JOIN users u ON u.id = o.user_id
        WHERE i.id = $1 AND o.order_number = $2 AND u.program_id = $3 FOR UPDATE OF o`,
      [row.item_id, row.order_number, programId],
    );
    return item && { orderNumber: row.order_number, itemId: row.item_id, status: item.status, tracking: item.tracking ?? null, orderStatus: item.order_status };
  };
  const before = await read();
  if (!before) throw notFound(`Order ${row.order_number} of this program has no item "${row.item_id}".`);
  if (before.orderStatus === CANCELLED) throw conflict(`Order ${row.order_number} was cancelled: it takes no tracking. Nothing was changed.`);
  const importer = trackingImporter(programId, shipped);
  const errors = new FileErrors();
  const [outcome] = await importer.applyBatch(tx, [{ row, line: 1 }], errors);
  if (errors.any) throw conflict(`${errors.list[0]!.message} Nothing was changed.`);
  await importer.finish(tx);
  return { before, after: (await read())!, changed: outcome === 'updated' };
}
