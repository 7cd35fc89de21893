import { stringify } from 'csv-stringify/sync';
import type { components } from '../../src/api/schema.gen.ts';
import { ENGLISH_OPTION_NAMES, optionLabel, type ChosenOption } from '../../src/domain/chosen-options.ts';
import type { Sql } from '../db/types.ts';
import { lineOptions, type StoredLineOptions } from '../lib/order-lines.ts';
import { CANCELLED } from './fulfilment.ts';

type S = components['schemas'];

const CUSTOM_FIELDS = ['customField1', 'customField2', 'customField3', 'customField4'] as const;
type CustomField = (typeof CUSTOM_FIELDS)[number];

interface ExportOrder {
  id: string;
  order_number: string;
  created_at: Date | string;
  status: string;
  total: number;
  region: S['Region'];
  shipping_address: S['OrderAddress'];
  claim_email: string | null;
  custom_fields: Partial<Record<CustomField, string | null>> | null;
  login: string;
  name: string;
  email: string;
}

interface ExportItem {
  id: string;
  order_id: string;
  product_id: string;
  option_id: string | null;
  slug: string;
  name: string;
  /** As stored: the list, or an older order's map (put in the product's order as `chosen`). */
  options: StoredLineOptions;
  /** The options in the product's order. */
  chosen: ChosenOption[];
  quantity: number;
  price: number;
  total: number;
  /** Null for items ordered before the shop kept the handling cost with the order. */
  handling: number | null;
  status: string | null;
}

/**
 * The CSV's columns, in the file's order (docs/operate.md, Orders export, lists them the same way).
 * Readers find a column by its place as often as by its name: new columns go at the end, never
 * between the ones before them.
 */
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
  'product_id',
  'option_id',
  'item_handling_points',
  'item_total_handling_points',
  'region',
  'claim_email',
  'custom_field_1',
  'custom_field_2',
  'custom_field_3',
  'custom_field_4',
] as const;

type CsvRow = Record<(typeof EXPORT_COLUMNS)[number], string | number | null>;

/**
 * CSV as spreadsheets open it, with every cell that starts like a formula (=, +, -, @, a tab, a
 * carriage return, or their full-width forms) given a leading `'`: participants choose their
 * names, address lines and custom fields, and the operator opens the file in a spreadsheet.
 * Numbers the shop computed are written as they are.
 */
const toCsv = (rows: CsvRow[]) =>
  stringify(rows, { header: true, columns: [...EXPORT_COLUMNS], escape_formulas: true, record_delimiter: 'windows' });

/** An item's options in the product's order, labelled in English: Color, Size, or the product's own label. */
const optionsMap = (options: readonly ChosenOption[]): Record<string, string> =>
  Object.fromEntries(options.map((option) => [optionLabel(option, ENGLISH_OPTION_NAMES), option.value]));

const optionsText = (options: readonly ChosenOption[]) =>
  Object.entries(optionsMap(options))
    .map(([label, value]) => `${label}: ${value}`)
    .join('; ');

const lineHandling = (item: ExportItem) => (item.handling === null ? null : item.handling * item.quantity);

const customFieldsOf = (order: ExportOrder) =>
  Object.fromEntries(CUSTOM_FIELDS.map((f) => [f, order.custom_fields?.[f] ?? null])) as Record<CustomField, string | null>;

function csvRows(order: ExportOrder, items: ExportItem[]): CsvRow[] {
  const a = order.shipping_address;
  const custom = customFieldsOf(order);
  return items.map((i) => ({
    order_number: order.order_number,
    order_date: new Date(order.created_at).toISOString(),
    order_status: order.status,
    participant: order.login,
    participant_name: order.name,
    participant_email: order.email,
    full_name: a.fullName,
    address1: a.address1,
    address2: a.address2 ?? null,
    address3: a.address3 ?? null,
    address4: a.address4 ?? null,
    town_city: a.townCity,
    state_county: a.stateCounty,
    postcode: a.postcode,
    country: a.country,
    phone: a.phone,
    email: a.email ?? null,
    item_id: i.id,
    product_slug: i.slug,
    product_name: i.name,
    options: optionsText(i.chosen),
    quantity: i.quantity,
    item_points: i.price,
    item_total_points: i.total,
    order_total_points: order.total,
    item_status: i.status,
    product_id: i.product_id,
    option_id: i.option_id,
    item_handling_points: i.handling,
    item_total_handling_points: lineHandling(i),
    region: order.region.location,
    claim_email: order.claim_email,
    custom_field_1: custom.customField1,
    custom_field_2: custom.customField2,
    custom_field_3: custom.customField3,
    custom_field_4: custom.customField4,
  }));
}

/** One JSON line per order: the text as the participant typed it (JSON has no formulas). */
function jsonLine(order: ExportOrder, items: ExportItem[]): string {
  return `${JSON.stringify({
    orderNumber: order.order_number,
    date: new Date(order.created_at).toISOString(),
    status: order.status,
    participant: { login: order.login, name: order.name, email: order.email },
    shippingAddress: order.shipping_address,
    claimEmail: order.claim_email,
    points: order.total,
    items: items.map((i) => ({
      id: i.id,
      slug: i.slug,
      name: i.name,
      options: optionsMap(i.chosen),
      quantity: i.quantity,
      points: i.price,
      totalPoints: i.total,
      status: i.status,
      productId: i.product_id,
      optionId: i.option_id,
      handlingPoints: i.handling,
      totalHandlingPoints: lineHandling(i),
    })),
    region: order.region,
    ...customFieldsOf(order),
  })}\n`;
}

/**
 * The program's orders for fulfilment, and the cursor moved past them in the same transaction: the
 * next export starts after them. `all` hands over every order again (the cursor then covers all).
 * Cancelled orders are never handed over.
 */
export async function exportOrders(
  tx: Sql,
  programId: number,
  p: { all: boolean; format: 'csv' | 'jsonl' },
): Promise<{ text: string; orders: number }> {
  const orders = await tx.query<ExportOrder>(
    `SELECT o.id, o.order_number, o.created_at, o.status, o.total, o.region, o.shipping_address, o.claim_email, o.custom_fields, u.login, u.name, u.email
       FROM orders o JOIN users u ON u.id = o.user_id
      WHERE u.program_id = $1 AND o.status <> $2 ${p.all ? '' : 'AND o.exported_at IS NULL'}
      ORDER BY o.created_at, o.order_number::bigint
      FOR UPDATE OF o`,
    [programId, CANCELLED],
  );
  const ids = orders.map((o) => o.id);
  const rows = ids.length
    ? await tx.query<Omit<ExportItem, 'chosen'>>(
        `SELECT id, order_id, product_id, option_id, slug, name, options, quantity, price, total, handling, status
           FROM order_items WHERE order_id = ANY($1::text[]) ORDER BY order_id, position`,
        [ids],
      )
    : [];
  const chosen = await lineOptions(tx, rows);
  const items: ExportItem[] = rows.map((row, i) => ({ ...row, chosen: chosen[i]! }));
  if (ids.length) await tx.query('UPDATE orders SET exported_at = now() WHERE id = ANY($1::text[])', [ids]);
  const byOrder = new Map<string, ExportItem[]>();
  for (const item of items) {
    const list = byOrder.get(item.order_id);
    if (list) list.push(item);
    else byOrder.set(item.order_id, [item]);
  }
  const text =
    p.format === 'csv'
      ? toCsv(orders.flatMap((o) => csvRows(o, byOrder.get(o.id) ?? [])))
      : orders.map((o) => jsonLine(o, byOrder.get(o.id) ?? [])).join('');
  return { text, orders: orders.length };
}
