import type { ProgramRow } from '../context.ts';
import type { Sql } from '../db/types.ts';
import { conflict } from '../lib/errors.ts';
import { revokeAllSessions } from '../lib/sessions.ts';
import { CANCELLED } from './fulfilment.ts';
import type { components } from './schema.gen.ts';

export type ProgramRemoved = components['schemas']['ProgramRemoved'];

/** What a removed participant's record is called: the ledger and orders still point at it. */
export const REMOVED_PARTICIPANT_NAME = 'Removed participant';

/** Order numbers quoted in a refusal, per kind; the count says how many more. */
const QUOTED = 5;

const quote = (numbers: string[]) => `${numbers.slice(0, QUOTED).join(', ')}${numbers.length > QUOTED ? ', …' : ''}`;

/**
 * Why the program cannot go yet, or null: every order that was not cancelled must have been
 * handed over by an export and shipped, so removal never drops an order fulfilment still owes.
 */
async function outstandingOrders(tx: Sql, program: ProgramRow): Promise<string | null> {
  const rows = await tx.query<{ order_number: string; exported: boolean }>(
    `SELECT o.order_number, o.exported_at IS NOT NULL AS exported FROM orders o JOIN users u ON u.id = o.user_id
      WHERE u.program_id = $1 AND o.status <> $2 AND (o.exported_at IS NULL OR o.status <> 'Shipped')
      ORDER BY o.created_at, o.id`,
    [program.id, CANCELLED],
  );
  if (rows.length === 0) return null;
  const notExported = rows.filter((r) => !r.exported).map((r) => r.order_number);
  const notShipped = rows.filter((r) => r.exported).map((r) => r.order_number);
  const parts = [
    ...(notExported.length ? [`${notExported.length} not exported yet (${quote(notExported)})`] : []),
    ...(notShipped.length ? [`${notShipped.length} exported but not shipped (${quote(notShipped)})`] : []),
  ];
  return (
    `Program ${program.slug} still has orders to fulfil: ${parts.join(' and ')}. ` +
    'Export them (orders export) and import their tracking (tracking import), or cancel them (orders cancel), then remove the program.'
  );
}

/**
 * Removes a program, in `tx`. Refused (409, with the reason) while any order is owed to
 * fulfilment. What stays, for the records: the program's row (marked removed, its settings as they
 * were), its orders with their items, numbers, dates, statuses and points (each shipping address
 * reduced to its country), and every participant's points ledger, on records that keep their id,
 * balance and level but lose their name, sign-in, email, password, addresses, cart, custom fields
 * and sessions. What goes: the hosts (free for another program at once), the slug (free for a new
 * program), the program's own products, its theme and product images, and its message sets.
 */
export async function removeProgram(tx: Sql, program: ProgramRow): Promise<ProgramRemoved> {
  // The program's participants first: an order being placed holds its participant's row until it
  // commits, so once these are locked every order that will count is visible to the check.
  const users = await tx.query<{ id: string }>('SELECT id FROM users WHERE program_id = $1 ORDER BY id FOR UPDATE', [program.id]);
  const reason = await outstandingOrders(tx, program);
  if (reason) throw conflict(reason);
  const userIds = users.map((u) => u.id);

  const [marked] = await tx.query<{ removed_at: Date }>('UPDATE programs SET removed_at = now() WHERE id = $1 AND removed_at IS NULL RETURNING removed_at', [
    program.id,
  ]);
  if (!marked) throw conflict(`Program ${program.slug} is being removed already.`);
  const hosts = await tx.query<{ host: string }>('DELETE FROM program_hosts WHERE program_id = $1 RETURNING host', [program.id]);

  await revokeAllSessions(tx, userIds);
  await tx.query('DELETE FROM reset_tokens WHERE user_id = ANY($1::text[])', [userIds]);
  await tx.query('DELETE FROM addresses WHERE user_id = ANY($1::text[])', [userIds]);
  // The sign-in and email become the record's id: unique in the program, and no one's address.
  await tx.query(
    `UPDATE users SET name = $2, login = id, email = id, password_hash = NULL, claim_email = NULL, country = NULL, language = NULL,
            custom_fields = '{}'::jsonb, cart_items = '[]'::jsonb, deactivated_at = COALESCE(deactivated_at, now())
      WHERE program_id = $1`,
    [program.id, REMOVED_PARTICIPANT_NAME],
  );
  const orders = await tx.query<{ id: string }>(
    `UPDATE orders o SET shipping_address = jsonb_build_object('country', o.shipping_address->'country'), claim_email = NULL, custom_fields = '{}'::jsonb
       FROM users u WHERE u.id = o.user_id AND u.program_id = $1 RETURNING o.id`,
    [program.id],
  );

  const products = await tx.query<{ id: string }>('DELETE FROM products WHERE program_id = $1 RETURNING id', [program.id]);
  await tx.query('DELETE FROM catalogue_images WHERE scope = $1', [program.slug]);
  await tx.query('DELETE FROM program_assets WHERE program_slug = $1', [program.slug]);
  await tx.query('DELETE FROM languages WHERE program_id = $1', [program.id]);

  return {
    program: program.slug,
    removedAt: new Date(marked.removed_at).toISOString(),
    hostsFreed: hosts.map((h) => h.host).sort(),
    participants: userIds.length,
    ordersKept: orders.length,
    productsRemoved: products.length,
  };
}
