// Writes participants, their addresses, orders and points transactions.
import type { Sql } from '../db/types.ts';
import { alexOrders, alexTransactions, openingBalances, orderTotal, unitPriceOf, type SeedOrder, type SeedTransaction } from './history.ts';
import { insertRows } from './insert.ts';
import { seedAddresses, seedUsers, type PasswordKey } from './people.ts';

const SEEDED_AT = '2026-01-05T09:00:00.000Z';

export async function writePeople(
  tx: Sql,
  includeHostile: boolean,
  programIds: ReadonlyMap<string, number>,
  hashes: Record<PasswordKey, string>,
): Promise<void> {
  const users = seedUsers(includeHostile);
  await insertRows(
    tx,
    'users',
    {
      id: 'text',
      program_id: 'integer',
      login: 'text',
      name: 'text',
      email: 'text',
      password_hash: 'text',
      status: 'text',
      balance: 'integer',
      last_update_date: 'timestamptz',
      level_id: 'text',
      country: 'text',
      custom_fields: 'jsonb',
      created_at: 'timestamptz',
    },
    users.map((u) => ({
      id: u.id,
      program_id: programIds.get(u.programSlug),
      login: u.login,
      name: u.name,
      email: u.email,
      password_hash: u.password ? hashes[u.password] : null,
      status: u.status,
      balance: u.balance,
      last_update_date: u.lastUpdateDate,
      level_id: u.levelId,
      country: u.country,
      custom_fields: u.customFields,
      created_at: u.createdAt,
    })),
  );
  await insertRows(
    tx,
    'addresses',
    { id: 'text', user_id: 'text', is_default: 'boolean', data: 'jsonb', created_at: 'timestamptz' },
    seedAddresses(users).map((a) => ({ id: a.id, user_id: a.userId, is_default: a.isDefault, data: a.data, created_at: SEEDED_AT })),
  );

  const orders = alexOrders();
  const numbers = new Map<string, string>();
  for (const order of orders) numbers.set(order.id, await writeOrder(tx, order));

  const transactions: SeedTransaction[] = [...alexTransactions(orders), ...openingBalances(users)];
  const running = new Map<string, number>();
  await insertRows(
    tx,
    'transactions',
    { id: 'text', user_id: 'text', created_at: 'timestamptz', description: 'text', amount: 'integer', balance: 'integer' },
    transactions.map((t) => {
      const balance = (running.get(t.userId) ?? 0) + t.amount;
      running.set(t.userId, balance);
      return {
        id: t.id,
        user_id: t.userId,
        created_at: t.createdAt,
        description: t.order ? `Order #${numbers.get(t.order)}` : t.description,
        amount: t.amount,
        balance,
      };
    }),
  );
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
      options: item.options,
      quantity: item.quantity,
      price: unitPriceOf(item),
      total: unitPriceOf(item) * item.quantity,
      drop_ship_days: item.product.details.productDropShipDays,
      tracking: item.tracking,
    })),
  );
  return orderNumber;
}
