// What the demo's participants files (demo/participants/, loaded first) cannot say, written on
// top of them: the fields the participants format has no column for, addresses, alex's orders and
// his points history (its debits and refund name the orders' numbers), and fixed dates for every line the
// importer wrote, so that two seeds are identical.
import { chosenOptions } from '../../src/domain/chosen-options.ts';
import type { Sql } from '../db/types.ts';
import { alexOrders, alexTransactions, orderTotal, unitPriceOf, type SeedOrder } from './history.ts';
import { insertRows } from './insert.ts';
import { ALEX_BALANCE, BALANCE_DATE, seedAddresses, seedUsers, type SeedUser } from './people.ts';

const SEEDED_AT = '2026-01-05T09:00:00.000Z';

/** The demo's people, and `extra` (the people of the programs a demo start adds). */
export async function writePeople(tx: Sql, extra: readonly SeedUser[], programIds: ReadonlyMap<string, number>): Promise<void> {
  const users = [...seedUsers(), ...extra];
  // A claim code's name, a status (Used), custom fields and a country have no column in the
  // participants file; the dates are the demo's, not the day it was seeded.
  const fields = users.map((u) => ({
    id: u.id,
    program_id: programIds.get(u.programSlug),
    name: u.name,
    status: u.status,
    last_update_date: u.lastUpdateDate,
    country: u.country,
    custom_fields: u.customFields,
    created_at: u.createdAt,
  }));
  const updated = await tx.query<{ id: string }>(
    `UPDATE users u SET name = x.name, status = x.status, last_update_date = x.last_update_date, country = x.country,
            custom_fields = x.custom_fields, created_at = x.created_at
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, program_id integer, name text, status text, last_update_date timestamptz,
            country text, custom_fields jsonb, created_at timestamptz)
      WHERE u.id = x.id AND u.program_id = x.program_id
      RETURNING u.id`,
    [JSON.stringify(fields)],
  );
  if (updated.length !== users.length) throw new Error(`demo/participants: ${users.length - updated.length} demo participants are missing; run npm run demo:files`);
  // The importer's opening balances, dated when the demo's balances were last brought up to date.
  await tx.query("UPDATE transactions SET created_at = $1 WHERE reference = 'opening-balance'", [BALANCE_DATE]);

  await insertRows(
    tx,
    'addresses',
    { id: 'text', user_id: 'text', is_default: 'boolean', data: 'jsonb', created_at: 'timestamptz' },
    seedAddresses(users).map((a) => ({ id: a.id, user_id: a.userId, is_default: a.isDefault, data: a.data, created_at: SEEDED_AT })),
  );

  const orders = alexOrders();
  const numbers = new Map<string, string>();
  for (const order of orders) numbers.set(order.id, await writeOrder(tx, order));

  let running = 0;
  await insertRows(
    tx,
    'transactions',
    { id: 'text', user_id: 'text', created_at: 'timestamptz', description: 'text', amount: 'integer', balance: 'integer' },
    alexTransactions(orders).map((t) => {
      running += t.amount;
      return {
        id: t.id,
        user_id: t.userId,
        created_at: t.createdAt,
        description: t.order ? `Order #${numbers.get(t.order)}${t.refund ? ' cancelled' : ''}` : t.description,
        amount: t.amount,
        balance: running,
      };
    }),
  );
  await tx.query("UPDATE users SET balance = $1 WHERE id = 'u_alex_summit'", [ALEX_BALANCE]);
}

/** Writes one order and its items; returns its order number. */
async function writeOrder(tx: Sql, order: SeedOrder): Promise<string> {
  // From the sequence the server uses, so the next real order does not collide.
  const [row] = await tx.query<{ n: string }>("SELECT nextval('order_numbers')::text AS n");
  const orderNumber = row!.n;
  await insertRows(
    tx,
    'orders',
    {
      id: 'text',
      user_id: 'text',
      order_number: 'text',
      created_at: 'timestamptz',
      status: 'text',
      total: 'integer',
      region: 'jsonb',
      shipping_address: 'jsonb',
      custom_fields: 'jsonb',
      request_hash: 'text',
    },
    [
      {
        id: order.id,
        user_id: order.userId,
        order_number: orderNumber,
        created_at: order.createdAt,
        status: order.status,
        total: orderTotal(order),
        region: order.region,
        shipping_address: order.shippingAddress,
        custom_fields: order.customFields,
        request_hash: 'seed',
      },
    ],
  );
  await insertRows(
    tx,
    'order_items',
    {
      id: 'text',
      order_id: 'text',
      position: 'integer',
      product_id: 'text',
      slug: 'text',
      name: 'text',
      image: 'text',
      option_id: 'text',
      options: 'jsonb',
      quantity: 'integer',
      price: 'integer',
      total: 'integer',
      drop_ship_days: 'integer',
      handling: 'integer',
      tracking: 'jsonb',
    },
    order.items.map((item) => ({
      id: item.id,
      order_id: order.id,
      position: item.position,
      product_id: item.product.id,
      slug: item.product.slug,
      name: item.product.name,
      image: item.option?.optionImages?.optionImageHigh ?? item.product.details.images[0]?.imageHigh ?? null,
      option_id: item.option?.optionID ?? null,
      options: chosenOptions(item.product.details, item.option),
      quantity: item.quantity,
      price: unitPriceOf(item),
      total: unitPriceOf(item) * item.quantity,
      drop_ship_days: item.product.details.productDropShipDays,
      handling: item.product.details.costs?.find((c) => c.regionCCCode === order.region.location)?.costHandling ?? 0,
      tracking: item.tracking,
    })),
  );
  return orderNumber;
}
