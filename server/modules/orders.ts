import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import { chosenOptions, type ChosenOption } from '../../src/domain/chosen-options.ts';
import { unitPrice } from '../../src/domain/pricing.ts';
import { createOrderRequestSchema, ID_PATTERN, idempotencyKeySchema, isValidEmail } from '../../src/schemas/index.ts';
import type { AppDeps, AppEnv, Program, UserRow } from '../context.ts';
import { isUniqueViolation, type Sql } from '../db/types.ts';
import { canonicalJson } from '../lib/canonical-json.ts';
import { iso } from '../lib/dto.ts';
import { badRequest, conflict, forbidden, notFound, type FieldError } from '../lib/errors.ts';
import { beforeOrderCommit } from '../lib/faults.ts';
import { newId, sha256 } from '../lib/ids.ts';
import { lineOptions, type StoredLineOptions } from '../lib/order-lines.ts';
import { requireUser } from '../lib/sessions.ts';
import { parseBody, parseWith } from '../lib/validate.ts';

type S = components['schemas'];
type OrderRequest = S['OrderRequest'];

interface OrderRow {
  id: string;
  order_number: string;
  created_at: Date;
  /** Written only as the contract's values: placed, tracking import, cancellation (and the demo's seed). */
  status: S['OrderStatus'];
  total: number;
  region: S['Region'];
  shipping_address: S['OrderAddress'];
  claim_email: string | null;
  custom_fields: Record<string, string | null>;
  request_hash: string;
}

interface OrderItemRow {
  id: string;
  order_id: string;
  product_id: string;
  slug: string;
  name: string;
  image: string | null;
  options: StoredLineOptions;
  quantity: number;
  price: number;
  total: number;
  drop_ship_days: number | null;
  tracking: S['OrderItem']['tracking'];
}

interface PricedLine {
  productId: string;
  slug: string;
  name: string;
  image: string | null;
  optionId: string | null;
  options: ChosenOption[];
  quantity: number;
  price: number;
  total: number;
  dropShipDays: number | null;
  /** The handling cost per unit where the order ships (kept for the orders export). */
  handling: number;
}

function toOrder(row: OrderRow, items: (OrderItemRow & { chosen: ChosenOption[] })[], email: string): S['Order'] {
  const custom = row.custom_fields ?? {};
  return {
    id: row.id,
    orderNumber: row.order_number,
    date: iso(row.created_at)!,
    status: row.status,
    total: row.total,
    region: row.region,
    claimEmail: row.claim_email,
    customField1: custom.customField1 ?? null,
    customField2: custom.customField2 ?? null,
    customField3: custom.customField3 ?? null,
    customField4: custom.customField4 ?? null,
    shippingAddress: row.shipping_address,
    user: { email },
    items: items.map((i) => ({
      id: i.id,
      name: i.name,
      product: { productID: i.product_id, slug: i.slug, image: i.image },
      quantity: i.quantity,
      price: i.price,
      total: i.total,
      options: i.chosen,
      productDropShipDays: i.drop_ship_days,
      tracking: i.tracking,
    })),
  };
}

/** Prices every line from the server's own catalogue; the client's total is never used. */
async function priceLines(sql: Sql, programId: number, body: OrderRequest): Promise<PricedLine[]> {
  const ids = [...new Set(body.items.map((i) => i.productId))];
  const rows = await sql.query<{ id: string; slug: string; name: string; price: number; discount_price: number | null; details: S['Product'] }>(
    'SELECT id, slug, name, price, discount_price, details FROM products WHERE id = ANY($1::text[]) AND (program_id IS NULL OR program_id = $2)',
    [ids, programId],
  );
  const products = new Map(rows.map((r) => [r.id, r]));
  const fields: FieldError[] = [];
  const lines: PricedLine[] = [];
  body.items.forEach((item, index) => {
    const row = products.get(item.productId);
    if (!row) return void fields.push({ field: `items.${index}.productId`, message: 'No such product.' });
    const product = { ...row.details, price: row.price, discountPrice: row.discount_price };
    const options = product.options ?? [];
    let option: S['ProductOption'] | undefined;
    if (options.length > 0) {
      option = options.find((o) => o.optionID === item.optionId);
      if (!option) return void fields.push({ field: `items.${index}.optionId`, message: 'Choose one of the product’s options.' });
    } else if (item.optionId) {
      return void fields.push({ field: `items.${index}.optionId`, message: 'This product has no options.' });
    }
    const price = unitPrice(product, option, body.region);
    lines.push({
      productId: row.id,
      slug: row.slug,
      name: row.name,
      image: option?.optionImages?.optionImageHigh ?? product.images?.[0]?.imageLowSmall ?? null,
      optionId: option?.optionID ?? null,
      options: chosenOptions(product, option),
      quantity: item.quantity,
      price,
      total: price * item.quantity,
      dropShipDays: product.productDropShipDays ?? null,
      handling: product.costs?.find((c) => c.regionCCCode === body.region.location)?.costHandling ?? 0,
    });
  });
  if (fields.length) throw badRequest('Some fields are not valid.', fields);
  return lines;
}

const BALANCE_TOO_LOW = 'Your cart total exceeds your available points balance.';
/** The largest value of the integer columns that hold points. */
const MAX_POINTS = 2_147_483_647;

/**
 * An order as this program accepts it: priced in a region the program ships to that holds the
 * shipping country [checkout 3-4]; a claim participant's address carries a valid email
 * [validation 17]. Kept per settings object (the program resolver renews it when settings change).
 */
const orderSchemas = new WeakMap<Program, ReturnType<typeof createOrderRequestSchema>>();
function orderSchemaFor(program: Program) {
  let schema = orderSchemas.get(program);
  if (!schema) {
    schema = createOrderRequestSchema({ emailRequired: program.type === 'claim', program });
    orderSchemas.set(program, schema);
  }
  return schema;
}

export function orderRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('/api/orders', requireUser(deps));
  app.use('/api/orders/*', requireUser(deps));
  app.use('/api/transactions', requireUser(deps));

  async function loadOrders(user: UserRow, orderId?: string): Promise<S['Order'][]> {
    const orders = await db.query<OrderRow>(
      `SELECT * FROM orders WHERE user_id = $1 ${orderId ? 'AND id = $2' : ''} ORDER BY created_at DESC, order_number DESC`,
      orderId ? [user.id, orderId] : [user.id],
    );
    if (orders.length === 0) return [];
    const rows = await db.query<OrderItemRow>('SELECT * FROM order_items WHERE order_id = ANY($1::text[]) ORDER BY position', [orders.map((o) => o.id)]);
    const chosen = await lineOptions(db, rows);
    const items = rows.map((row, i) => ({ ...row, chosen: chosen[i]! }));
    return orders.map((o) => toOrder(o, items.filter((i) => i.order_id === o.id), user.email));
  }

  app.get('/api/orders', async (c) => c.json(await loadOrders(c.get('user'))));

  app.get('/api/orders/:orderId', async (c) => {
    // An id outside the contract's pattern names no order, and never reaches the database (a NUL
    // in it would make PostgreSQL fail the query: a 500, found by tests/server/fuzz.test.ts).
    const id = c.req.param('orderId');
    if (!ID_PATTERN.test(id)) throw notFound('No such order.');
    const [order] = await loadOrders(c.get('user'), id);
    if (!order) throw notFound('No such order.');
    return c.json(order);
  });

  app.get('/api/transactions', async (c) => {
    const rows = await db.query<{ id: string; created_at: Date; description: string; amount: number; balance: number }>(
      'SELECT id, created_at, description, amount, balance FROM transactions WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
      [c.get('user').id],
    );
    const list: S['Transaction'][] = rows.map((r) => ({ id: r.id, createDate: iso(r.created_at)!, description: r.description, amount: r.amount, balance: r.balance }));
    return c.json(list);
  });

  app.post('/api/orders', async (c) => {
    const program = c.get('program');
    const user = c.get('user');
    const rawKey = c.req.header('idempotency-key');
    const key = rawKey === undefined ? null : parseWith(idempotencyKeySchema, rawKey);
    const body = (await parseBody(c, orderSchemaFor(program.config))) as OrderRequest;
    const requestHash = sha256(canonicalJson(body));
    // Plateau and claim participants get one gift [demo 16]: one line of quantity 1, not 999 watches.
    if (program.config.type !== 'points') {
      if (body.items.length !== 1) throw badRequest('Some fields are not valid.', [{ field: 'items', message: 'Choose one gift.' }]);
      if (body.items[0]!.quantity !== 1) throw badRequest('Some fields are not valid.', [{ field: 'items.0.quantity', message: 'One gift, quantity 1.' }]);
    }

    async function replay(): Promise<Response | null> {
      if (!key) return null;
      const [previous] = await db.query<{ id: string; request_hash: string }>('SELECT id, request_hash FROM orders WHERE user_id = $1 AND idempotency_key = $2', [user.id, key]);
      if (!previous) return null;
      if (previous.request_hash !== requestHash) throw conflict('This Idempotency-Key was used for a different order.');
      return c.json({ success: true as const, id: previous.id });
    }

    const replayed = await replay();
    if (replayed) return replayed;
    if (!program.config.permissions.allowPurchase) throw forbidden('Ordering is not available in this program.');
    // A closed program (status false) shows participants the closed page; its shop takes no orders.
    if (program.config.status === false) throw forbidden('This program is closed.');
    if (user.status === 'Used') throw conflict(program.config.type === 'claim' ? 'This code has already been used.' : 'You have already redeemed an item.');

    const lines = await priceLines(db, program.id, body);
    const total = program.config.type === 'points' ? lines.reduce((sum, l) => sum + l.total, 0) : 0;
    // Balances are 32-bit integers: a larger total can never be covered, and would not fit the column.
    if (total > MAX_POINTS) throw conflict(BALANCE_TOO_LOW);
    const custom = { customField1: body.customField1 ?? null, customField2: body.customField2 ?? null, customField3: body.customField3 ?? null, customField4: body.customField4 ?? null };
    const address: S['OrderAddress'] = {
      fullName: body.shippingAddress.fullName,
      address1: body.shippingAddress.address1,
      address2: body.shippingAddress.address2 ?? null,
      address3: body.shippingAddress.address3 ?? null,
      address4: body.shippingAddress.address4 ?? null,
      stateCounty: body.shippingAddress.stateCounty,
      townCity: body.shippingAddress.townCity,
      postcode: body.shippingAddress.postcode,
      country: body.shippingAddress.country,
      phone: body.shippingAddress.phone,
      // Claim programs label this field Code on the success page. Elsewhere the participant's own
      // address stands in for none given; a plateau user id is no address, so none then.
      email: program.config.type === 'claim' ? user.login : body.shippingAddress.email || (isValidEmail(user.email) ? user.email : null),
    };
    // A claim participant must give an email with the address [validation 17], and the address card shows
    // the code in its place; keep that email as the order's claim email unless another was given.
    const claimEmail = body.claimEmail || (program.config.type === 'claim' ? body.shippingAddress.email : null) || null;

    try {
      const id = await db.transaction(async (tx) => {
        const orderId = newId('ord');
        const [{ n }] = (await tx.query<{ n: number }>("SELECT nextval('order_numbers')::int AS n")) as [{ n: number }];
        // The order row first: a concurrent twin with the same key fails here, before any points move.
        await tx.query(
          `INSERT INTO orders (id, user_id, order_number, status, total, region, shipping_address, claim_email, custom_fields, idempotency_key, request_hash)
           VALUES ($1, $2, $3, 'received', $4, $5::jsonb, $6::jsonb, $7, $8::jsonb, $9, $10)`,
          [orderId, user.id, String(n), total, JSON.stringify(body.region), JSON.stringify(address), claimEmail, JSON.stringify(custom), key, requestHash],
        );
        for (const [position, line] of lines.entries()) {
          await tx.query(
            `INSERT INTO order_items (id, order_id, position, product_id, slug, name, image, option_id, options, quantity, price, total, drop_ship_days, handling)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14)`,
            [newId('itm'), orderId, position, line.productId, line.slug, line.name, line.image, line.optionId, JSON.stringify(line.options), line.quantity, line.price, line.total, line.dropShipDays, line.handling],
          );
        }
        if (program.config.type === 'points') {
          // Atomic check-and-deduct: concurrent orders serialize on the row and re-check the balance.
          const [paid] = await tx.query<{ balance: number }>(
            'UPDATE users SET balance = balance - $2, last_update_date = now() WHERE id = $1 AND balance >= $2 RETURNING balance',
            [user.id, total],
          );
          if (!paid) throw conflict(BALANCE_TOO_LOW);
          await tx.query('INSERT INTO transactions (id, user_id, description, amount, balance) VALUES ($1, $2, $3, $4, $5)', [
            newId('trx'),
            user.id,
            `Order #${n}`,
            -total,
            paid.balance,
          ]);
        } else {
          // One gift per claim code or tiered participant: only the first order flips the status.
          const [marked] = await tx.query<{ id: string }>(
            `UPDATE users SET status = 'Used' WHERE id = $1 AND status IS DISTINCT FROM 'Used' RETURNING id`,
            [user.id],
          );
          if (!marked) throw conflict(program.config.type === 'claim' ? 'This code has already been used.' : 'You have already redeemed an item.');
        }
        await tx.query(`UPDATE users SET cart_items = '[]'::jsonb, claim_email = COALESCE($2, claim_email), custom_fields = custom_fields || $3::jsonb WHERE id = $1`, [
          user.id,
          claimEmail,
          JSON.stringify(Object.fromEntries(Object.entries(custom).filter(([, v]) => v != null))),
        ]);
        // Test-only (off unless STOREFRONT_TEST_HOLD_ORDER_TX_MS is set outside production).
        await beforeOrderCommit(deps.config.faults, orderId, deps.log);
        return orderId;
      });
      // Once committed, never inside the transaction: the order stands whatever happens to its
      // mail, and its response does not wait for it. A replayed request sends none.
      deps.mail.orderConfirmation({ programId: program.id, orderId: id }).catch((error: unknown) => {
        deps.log.error({ err: error, program: program.slug }, 'mail: order mail not queued');
      });
      deps.metrics.ordersPlaced.inc();
      return c.json({ success: true as const, id });
    } catch (error) {
      if (isUniqueViolation(error)) {
        const replayedLate = await replay();
        if (replayedLate) return replayedLate;
      }
      throw error;
    }
  });

  return app;
}
