// Seeds every piece of demo data DEMO.md promises, in one transaction, only into an empty
// database. Everything is deterministic (seeded PRNG, fixed ids and dates) except password
// hashes, whose salts are random by design.
import type { Db, Sql } from '../db/types.ts';
import { hashPassword } from '../lib/passwords.ts';
import { ancestorsOf, CATEGORIES } from './categories.ts';
import { catalogue, DEFAULT_PRODUCT_COUNT } from './catalogue.ts';
import { alexOrders, alexTransactions, openingBalances, orderTotal, unitPriceOf, type SeedTransaction } from './history.ts';
import { hostileProduct } from './hostile.ts';
import { insertRows } from './insert.ts';
import { DEMO_PASSWORDS, seedAddresses, seedUsers, type PasswordKey } from './people.ts';
import { messageSets, seedPrograms } from './programs.ts';
import type { SeedProduct } from './types.ts';

export interface SeedOptions {
  /** Shared catalogue size including the six fixtures (SEED_PRODUCTS); default 360. */
  productCount?: number;
  /** The Hostile Sandbox program: never in production. */
  includeHostile: boolean;
}

export { DEFAULT_PRODUCT_COUNT };

export async function seed(db: Db, options: SeedOptions): Promise<{ seeded: boolean }> {
  if (await hasPrograms(db)) return { seeded: false };

  // Hash each published demo password once and share the hash among the accounts that use it:
  // ~150 scrypt runs would add seconds to every start. These secrets are public (DEMO.md), so a
  // shared salt reveals nothing; real accounts get their own salt from hashPassword on every change.
  const hashes = {} as Record<PasswordKey, string>;
  for (const key of Object.keys(DEMO_PASSWORDS) as PasswordKey[]) hashes[key] = await hashPassword(DEMO_PASSWORDS[key]);

  const seeded = await db.transaction(async (tx) => {
    // Two processes starting on one empty PostgreSQL database must not both seed.
    await tx.query('LOCK TABLE programs IN EXCLUSIVE MODE');
    if (await hasPrograms(tx)) return false;
    const programIds = await insertPrograms(tx, options.includeHostile);
    await insertCategories(tx);
    for (const batch of catalogue(options.productCount ?? DEFAULT_PRODUCT_COUNT)) await insertProducts(tx, batch, programIds);
    if (options.includeHostile) await insertProducts(tx, [hostileProduct()], programIds);
    await insertPeople(tx, options.includeHostile, programIds, hashes);
    return true;
  });
  return { seeded };
}

async function hasPrograms(sql: Sql): Promise<boolean> {
  const [row] = await sql.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM programs) AS any');
  return row?.any === true;
}

async function insertPrograms(tx: Sql, includeHostile: boolean): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const program of seedPrograms(includeHostile)) {
    const [row] = await tx.query<{ id: number }>('INSERT INTO programs (slug, config) VALUES ($1, $2::jsonb) RETURNING id', [
      program.slug,
      JSON.stringify(program.config),
    ]);
    const id = row!.id;
    ids.set(program.slug, id);
    await insertRows(tx, 'program_hosts', { host: 'text', program_id: 'integer' }, program.hosts.map((host) => ({ host, program_id: id })));
    await insertRows(
      tx,
      'languages',
      { program_id: 'integer', locale: 'text', messages: 'jsonb' },
      messageSets(program).map((set) => ({ program_id: id, ...set })),
    );
  }
  return ids;
}

async function insertCategories(tx: Sql): Promise<void> {
  await insertRows(
    tx,
    'categories',
    { id: 'text', slug: 'text', name: 'text', parent_id: 'text', depth: 'integer', position: 'integer', image: 'text', translations: 'jsonb' },
    CATEGORIES.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      parent_id: c.parentId,
      depth: c.depth,
      position: c.position,
      image: c.image,
      translations: c.translations,
    })),
  );
}

const categoryById = new Map(CATEGORIES.map((c) => [c.id, c]));

async function insertProducts(tx: Sql, products: readonly SeedProduct[], programIds: Map<string, number>): Promise<void> {
  await insertRows(
    tx,
    'products',
    {
      id: 'text',
      slug: 'text',
      program_id: 'integer',
      name: 'text',
      brand_name: 'text',
      brand_slug: 'text',
      price: 'integer',
      discount_price: 'integer',
      badges: 'text[]',
      search_text: 'text',
      position: 'integer',
      details: 'jsonb',
    },
    products.map((p) => ({
      id: p.id,
      slug: p.slug,
      program_id: p.programSlug ? programIds.get(p.programSlug) : null,
      name: p.name,
      brand_name: p.brandName,
      brand_slug: p.brandSlug,
      price: p.price,
      discount_price: p.discountPrice,
      badges: p.badges,
      search_text: `${p.name} ${p.brandName}`.toLowerCase(),
      position: p.position,
      details: p.details,
    })),
  );
  // Listed under its leaf (direct) and every ancestor, so a category filter is one lookup.
  await insertRows(
    tx,
    'product_categories',
    { category_id: 'text', product_id: 'text', direct: 'boolean' },
    products.flatMap((p) => {
      const leaf = categoryById.get(p.categoryId)!;
      return [
        { category_id: leaf.id, product_id: p.id, direct: true },
        ...ancestorsOf(leaf).map((a) => ({ category_id: a.id, product_id: p.id, direct: false })),
      ];
    }),
  );
}

async function insertPeople(tx: Sql, includeHostile: boolean, programIds: Map<string, number>, hashes: Record<PasswordKey, string>) {
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
    seedAddresses(users).map((a) => ({ id: a.id, user_id: a.userId, is_default: a.isDefault, data: a.data, created_at: '2026-01-05T09:00:00.000Z' })),
  );

  const orders = alexOrders();
  const numbers = new Map<string, string>();
  for (const order of orders) {
    // From the sequence the server uses, so the next real order does not collide.
    const [row] = await tx.query<{ n: string }>("SELECT nextval('order_numbers')::text AS n");
    numbers.set(order.id, row!.n);
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
          order_number: row!.n,
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
  }

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
