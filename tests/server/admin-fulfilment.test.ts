// Orders going to fulfilment and back: an export that continues where the last one ended (a
// cursor kept by the server), tracking per item that the participant's order pages show, and
// cancellation that gives the points back with a line on My Points.
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { EXPORT_COLUMNS } from '../../server/admin/orders-export.ts';
import { admin, dataState, operatorKey, recordingMail } from '../support/admin.ts';
import { ALEX, AURORA, BOTTLE, TRAILBLAZER, US_ADDRESS, USA } from '../support/fixtures.ts';
import { PASSWORD, startTestServer, SUMMIT, TIERED, type TestServer } from '../support/test-server.ts';

type S = components['schemas'];

let server: TestServer;
let key: string;
let token: string;
const mail = recordingMail();
const EXPORT = '/admin/api/programs/summit/orders/export';
const EXPORT_T = '/admin/api/programs/{program}/orders/export';
const TRACK = '/admin/api/programs/summit/tracking/import';
const TRACK_T = '/admin/api/programs/{program}/tracking/import';
const CANCEL_T = '/admin/api/programs/{program}/orders/{orderNumber}/cancel';

async function order(items: { productId: string; optionId?: string; quantity: number }[], extra: Partial<S['OrderRequest']> = {}): Promise<S['Order']> {
  const placed = await server.request(SUMMIT, '/api/orders', { token, json: { shippingAddress: US_ADDRESS, region: USA, items, ...extra } });
  expect(placed.status).toBe(200);
  const { id } = (await placed.json()) as { id: string };
  return (await (await server.request(SUMMIT, `/api/orders/${id}`, { token })).json()) as S['Order'];
}

const balance = async () => ((await (await server.request(SUMMIT, '/api/self', { token })).json()) as S['User']).balance!;

/** The columns of the first exports, which the readers of that time expect first and in this order. */
const FIRST_COLUMNS = [
  'order_number', 'order_date', 'order_status', 'participant', 'participant_name', 'participant_email', 'full_name',
  'address1', 'address2', 'address3', 'address4', 'town_city', 'state_county', 'postcode', 'country', 'phone', 'email',
  'item_id', 'product_slug', 'product_name', 'options', 'quantity', 'item_points', 'item_total_points', 'order_total_points', 'item_status',
];
const ADDED_COLUMNS = [
  'product_id', 'option_id', 'item_handling_points', 'item_total_handling_points', 'region', 'claim_email',
  'custom_field_1', 'custom_field_2', 'custom_field_3', 'custom_field_4',
];

const rowsOf = (csv: string) => parse(csv, { columns: true }) as Record<string, string>[];

beforeAll(async () => {
  server = await startTestServer({ deps: { mail: mail.service } });
  ({ key } = await operatorKey(server));
  token = await server.signIn(SUMMIT, ALEX, PASSWORD);
  // Enough points for every order this file places.
  await server.db.query("UPDATE users SET balance = balance + 100000 WHERE login = $1 AND program_id = (SELECT id FROM programs WHERE slug = 'summit')", [ALEX]);
});
afterAll(() => server?.close());

describe('orders export', () => {
  let first: S['Order'];

  it('hands over every order not exported yet, one CSV row per item, then continues after it', async () => {
    first = await order([
      { productId: AURORA, optionId: 'p_000001_black', quantity: 1 },
      { productId: BOTTLE, quantity: 2 },
    ]);
    const res = await admin(server, 'POST', EXPORT, { key }, EXPORT_T);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = rowsOf(res.text).filter((r) => r.order_number === first.orderNumber);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ participant: ALEX, full_name: US_ADDRESS.fullName, postcode: US_ADDRESS.postcode, quantity: '1', options: 'Color: Black', order_total_points: String(first.total) });
    expect(rows[1]).toMatchObject({ product_slug: 'everyday-water-bottle', quantity: '2', options: '' });

    // The next export starts after the last one: only the new order.
    const second = await order([{ productId: BOTTLE, quantity: 1 }]);
    const next = await admin(server, 'POST', `${EXPORT}?format=jsonl`, { key }, EXPORT_T);
    const lines = next.text.trim().split('\n').map((l) => JSON.parse(l) as { orderNumber: string; items: { quantity: number }[]; participant: { login: string } });
    expect(lines.map((l) => l.orderNumber)).toEqual([second.orderNumber]);
    expect(lines[0]!.participant.login).toBe(ALEX);
    expect(next.headers.get('x-orders')).toBe('1');

    const none = await admin(server, 'POST', EXPORT, { key }, EXPORT_T);
    expect(rowsOf(none.text)).toEqual([]);
    // --all starts over.
    const all = await admin(server, 'POST', `${EXPORT}?all=true`, { key }, EXPORT_T);
    const numbers = new Set(rowsOf(all.text).map((r) => r.order_number));
    expect(numbers.has(first.orderNumber) && numbers.has(second.orderNumber)).toBe(true);
  });

  it('writes options in the product’s order, Color before Size, older orders’ maps included', async () => {
    const buyer = await server.signIn(SUMMIT, 'buyer002@summit.example', PASSWORD);
    const placed = await server.request(SUMMIT, '/api/orders', {
      token: buyer,
      json: { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: TRAILBLAZER, optionId: `${TRAILBLAZER}_grey_9`, quantity: 1 }] },
    });
    const { id } = (await placed.json()) as { id: string };
    const [{ order_number: number }] = (await server.db.query<{ order_number: string }>('SELECT order_number FROM orders WHERE id = $1', [id])) as [{ order_number: string }];
    const exported = async () => {
      const csv = rowsOf((await admin(server, 'POST', `${EXPORT}?all=true`, { key }, EXPORT_T)).text).find((r) => r.order_number === number)!;
      const jsonl = (await admin(server, 'POST', `${EXPORT}?all=true&format=jsonl`, { key }, EXPORT_T)).text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { orderNumber: string; items: { options: Record<string, string> }[] })
        .find((o) => o.orderNumber === number)!;
      return { csv: csv.options, jsonl: Object.entries(jsonl.items[0]!.options) };
    };
    const expected = { csv: 'Color: Grey; Size: 9', jsonl: [['Color', 'Grey'], ['Size', '9']] };
    expect(await exported()).toEqual(expected);
    // An order placed before orders kept a list: the database hands its map back Size first.
    await server.db.query(`UPDATE order_items SET options = '{"Color": "Grey", "Size": "9"}'::jsonb WHERE order_id = $1`, [id]);
    expect(await exported()).toEqual(expected);
  });

  it('refuses an unknown format without moving the cursor', async () => {
    await order([{ productId: BOTTLE, quantity: 1 }]);
    const before = await dataState(server);
    const res = await admin(server, 'POST', `${EXPORT}?format=xml`, { key }, EXPORT_T);
    expect(res.status).toBe(400);
    expect(await dataState(server)).toEqual(before);
  });

  it('keeps the columns existing readers know, in their order, and adds the new ones after them', async () => {
    const res = await admin(server, 'POST', `${EXPORT}?all=true`, { key }, EXPORT_T);
    const header = res.text.slice(0, res.text.indexOf('\r\n')).split(',');
    expect(header).toEqual([...FIRST_COLUMNS, ...ADDED_COLUMNS]);
  });

  it('CSV: a cell a spreadsheet would run as a formula starts with a quote; JSON lines carries the text as typed', async () => {
    const hostile = '=HYPERLINK("http://evil.example","x")';
    const placed = await order([{ productId: BOTTLE, quantity: 1 }], {
      shippingAddress: { ...US_ADDRESS, fullName: hostile, phone: '+1-212-555-0100', address2: "@SUM(1+1)*cmd|' /C calc'!A0" },
      customField1: '-2+3',
      customField2: '\t=1+1',
      customField3: '\r=1+1',
      customField4: '\uFF1D1+1',
    });
    const csv = (await admin(server, 'POST', `${EXPORT}?all=true`, { key }, EXPORT_T)).text;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const rows = rowsOf(csv);
    expect(rows.find((r) => r.order_number === placed.orderNumber)).toMatchObject({
      full_name: `'${hostile}`,
      phone: "'+1-212-555-0100",
      address2: "'@SUM(1+1)*cmd|' /C calc'!A0",
      custom_field_1: "'-2+3",
      custom_field_2: "'\t=1+1",
      custom_field_3: "'\r=1+1",
      custom_field_4: "'\uFF1D1+1",
      address1: US_ADDRESS.address1,
      quantity: '1',
    });
    // No cell of the whole file starts the way a formula does.
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);

    const jsonl = (await admin(server, 'POST', `${EXPORT}?all=true&format=jsonl`, { key }, EXPORT_T)).text;
    const line = jsonl
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { orderNumber: string; shippingAddress: S['OrderAddress']; customField2: string })
      .find((l) => l.orderNumber === placed.orderNumber)!;
    expect(line.shippingAddress).toMatchObject({ fullName: hostile, phone: '+1-212-555-0100' });
    expect(line.customField2).toBe('\t=1+1');
  });

  it('carries the checkout’s custom fields, the product and option ids, the region and the handling cost (CSV and JSON lines)', async () => {
    // The bottle costs the same where it ships to the continental USA, with a handling cost there.
    const [bottle] = await server.db.query<{ details: S['Product'] }>('SELECT details FROM products WHERE id = $1', [BOTTLE]);
    const costs: S['Cost'][] = [{ regionName: 'USA-CONT', regionCCCode: 'USA-CONT', price: 1200, costHandling: 75, costMSRP: 1200 }];
    await server.db.query('UPDATE products SET details = $2::jsonb WHERE id = $1', [BOTTLE, JSON.stringify({ ...bottle!.details, costs })]);
    const placed = await order(
      [
        { productId: AURORA, optionId: 'p_000001_black', quantity: 1 },
        { productId: BOTTLE, quantity: 2 },
      ],
      { customField1: 'EMP-0042', customField3: 'Leave at reception' },
    );
    // The handling cost is the order's: a later catalogue changes it for new orders only.
    await server.db.query('UPDATE products SET details = $2::jsonb WHERE id = $1', [BOTTLE, JSON.stringify({ ...bottle!.details, costs: [{ ...costs[0]!, costHandling: 90 }] })]);

    const csv = (await admin(server, 'POST', `${EXPORT}?all=true`, { key }, EXPORT_T)).text;
    const rows = rowsOf(csv).filter((r) => r.order_number === placed.orderNumber);
    const common = { region: 'USA-CONT', custom_field_1: 'EMP-0042', custom_field_2: '', custom_field_3: 'Leave at reception', custom_field_4: '', claim_email: '' };
    expect(rows).toEqual([
      expect.objectContaining({ ...common, item_id: placed.items[0]!.id, product_id: AURORA, option_id: 'p_000001_black', item_handling_points: '0', item_total_handling_points: '0' }),
      expect.objectContaining({ ...common, item_id: placed.items[1]!.id, product_id: BOTTLE, option_id: '', item_handling_points: '75', item_total_handling_points: '150', item_total_points: '2400' }),
    ]);

    const jsonl = (await admin(server, 'POST', `${EXPORT}?all=true&format=jsonl`, { key }, EXPORT_T)).text;
    const line = jsonl
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { orderNumber: string })
      .find((l) => l.orderNumber === placed.orderNumber);
    expect(line).toMatchObject({
      region: USA,
      customField1: 'EMP-0042',
      customField2: null,
      customField3: 'Leave at reception',
      customField4: null,
      items: [
        { id: placed.items[0]!.id, productId: AURORA, optionId: 'p_000001_black', handlingPoints: 0, totalHandlingPoints: 0 },
        { id: placed.items[1]!.id, productId: BOTTLE, optionId: null, handlingPoints: 75, totalHandlingPoints: 150 },
      ],
    });
  });

  it('the docs list the CSV columns in the file’s order', () => {
    const section = readFileSync(join(import.meta.dirname, '../../docs/operate.md'), 'utf8').split('### Orders export')[1]!.split('\n### ')[0]!;
    const documented = section
      .split('\n')
      .filter((l) => l.startsWith('| `'))
      .flatMap((l) => [...l.split('|')[1]!.matchAll(/`([a-z0-9_]+)`/g)].map((m) => m[1]));
    expect(documented).toEqual([...EXPORT_COLUMNS]);
  });

  it('tracking per item: Shipped shows on the order page, the order follows its items, the shipping mail goes after commit', async () => {
    const [aurora, bottle] = first.items;
    const file = `order_number,item_id,status,tracking_number,tracking_company,tracking_link\n${first.orderNumber},${aurora!.id},Shipped,1Z999,UPS,https://track.example/1Z999\n`;
    const res = await admin(server, 'POST', TRACK, { key, file }, TRACK_T);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ rows: 1, created: 0, updated: 1, unchanged: 0 });
    let page = (await (await server.request(SUMMIT, `/api/orders/${first.id}`, { token })).json()) as S['Order'];
    expect(page.items[0]!.tracking).toEqual({ trackingNumber: '1Z999', trackingCompany: 'UPS', trackingLink: 'https://track.example/1Z999' });
    expect(page.status).toBe('received');
    expect(mail.sent.filter((m) => m.kind === 'shipped')).toEqual([expect.objectContaining({ orderId: first.id, itemIds: [aurora!.id] })]);

    const rest = `order_number,item_id,status,tracking_number,tracking_company\n${first.orderNumber},${bottle!.id},Shipped,AB12,DHL\n${first.orderNumber},${aurora!.id},Received,,\n`;
    expect((await admin(server, 'POST', TRACK, { key, file: rest }, TRACK_T)).status).toBe(200);
    page = (await (await server.request(SUMMIT, `/api/orders/${first.id}`, { token })).json()) as S['Order'];
    expect(page.status).toBe('Shipped');
    // Received keeps the item's tracking.
    expect(page.items[0]!.tracking?.trackingNumber).toBe('1Z999');
    expect(mail.sent.filter((m) => m.kind === 'shipped')).toHaveLength(2);
  });

  it('the same tracking file again changes nothing: unchanged, and no second shipping mail', async () => {
    const placed = await order([
      { productId: BOTTLE, quantity: 1 },
      { productId: AURORA, optionId: 'p_000001_black', quantity: 1 },
    ]);
    const [a, b] = placed.items;
    const file = `order_number,item_id,status,tracking_number,tracking_company,tracking_link\n${placed.orderNumber},${a!.id},Shipped,1Z1,UPS,https://track.example/1Z1\n${placed.orderNumber},${b!.id},Shipped,1Z2,UPS,\n`;
    expect((await admin(server, 'POST', TRACK, { key, file }, TRACK_T)).body).toEqual({ rows: 2, created: 0, updated: 2, unchanged: 0 });
    const mails = mail.sent.length;
    const before = await dataState(server);
    expect((await admin(server, 'POST', TRACK, { key, file }, TRACK_T)).body).toEqual({ rows: 2, created: 0, updated: 0, unchanged: 2 });
    const jsonl = `{"order_number":"${placed.orderNumber}","item_id":"${a!.id}","status":"Shipped","tracking_number":"1Z1","tracking_company":"UPS","tracking_link":"https://track.example/1Z1"}\n`;
    expect((await admin(server, 'POST', TRACK, { key, file: jsonl, type: 'application/x-ndjson' }, TRACK_T)).body).toEqual({ rows: 1, created: 0, updated: 0, unchanged: 1 });
    expect(mail.sent.length).toBe(mails);
    expect(await dataState(server)).toEqual(before);
  });

  it('a file that repeats an item’s Shipped row once it is Received leaves it Received and mails nothing again', async () => {
    const placed = await order([{ productId: BOTTLE, quantity: 1 }]);
    const item = placed.items[0]!.id;
    const shippedRow = `order_number,item_id,status,tracking_number,tracking_company\n${placed.orderNumber},${item},Shipped,1Z3,UPS\n`;
    await admin(server, 'POST', TRACK, { key, file: shippedRow }, TRACK_T);
    await admin(server, 'POST', TRACK, { key, file: `order_number,item_id,status\n${placed.orderNumber},${item},Received\n` }, TRACK_T);
    const mails = mail.sent.length;
    const before = await dataState(server);
    // A fulfilment house's file that lists every item it ever shipped.
    expect((await admin(server, 'POST', TRACK, { key, file: shippedRow }, TRACK_T)).body).toEqual({ rows: 1, created: 0, updated: 0, unchanged: 1 });
    expect(mail.sent.length).toBe(mails);
    expect(await dataState(server)).toEqual(before);
    // A corrected tracking number still reaches the Received item.
    const corrected = shippedRow.replace('1Z3', '1Z4');
    expect((await admin(server, 'POST', TRACK, { key, file: corrected }, TRACK_T)).body).toEqual({ rows: 1, created: 0, updated: 1, unchanged: 0 });
    const page = (await (await server.request(SUMMIT, `/api/orders/${placed.id}`, { token })).json()) as S['Order'];
    expect(page.items[0]).toMatchObject({ tracking: { trackingNumber: '1Z4', trackingCompany: 'UPS' } });
    expect(mail.sent.length).toBe(mails);
  });

  const badTracking: [string, (o: S['Order']) => string, { line: number; column?: string }][] = [
    ['an unknown item', (o) => `order_number,item_id,status,tracking_number,tracking_company\n${o.orderNumber},itm_nothing,Shipped,1,UPS\n`, { line: 2, column: 'item_id' }],
    ['an item of another order', (o) => `order_number,item_id,status,tracking_number,tracking_company\n1,${o.items[0]!.id},Shipped,1,UPS\n`, { line: 2, column: 'order_number' }],
    ['an unknown status', (o) => `order_number,item_id,status\n${o.orderNumber},${o.items[0]!.id},Lost\n`, { line: 2, column: 'status' }],
    ['Shipped without a tracking number', (o) => `order_number,item_id,status,tracking_company\n${o.orderNumber},${o.items[0]!.id},Shipped,UPS\n`, { line: 2, column: 'tracking_number' }],
    ['a tracking number without its carrier on a Received row', (o) => `order_number,item_id,status,tracking_number\n${o.orderNumber},${o.items[0]!.id},Received,1Z5\n`, { line: 2, column: 'tracking_company' }],
    ['a tracking link without a tracking number', (o) => `order_number,item_id,status,tracking_link\n${o.orderNumber},${o.items[0]!.id},Received,https://track.example/1\n`, { line: 2, column: 'tracking_number' }],
    ['a tracking link that is not a web address', (o) => `order_number,item_id,status,tracking_number,tracking_company,tracking_link\n${o.orderNumber},${o.items[0]!.id},Shipped,1,UPS,javascript:alert(1)\n`, { line: 2, column: 'tracking_link' }],
  ];
  for (const [what, file, expected] of badTracking) {
    it(`refuses tracking with ${what}, changing nothing`, async () => {
      const fresh = await order([{ productId: BOTTLE, quantity: 1 }]);
      const before = await dataState(server);
      const res = await admin(server, 'POST', TRACK, { key, file: file(fresh) }, TRACK_T);
      expect(res.status, res.text).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining(expected));
      expect(await dataState(server)).toEqual(before);
    });
  }
});

describe('orders cancel', () => {
  it('cancels a pending order: its points come back with a line on My Points', async () => {
    const before = await balance();
    const placed = await order([{ productId: BOTTLE, quantity: 1 }]);
    expect(await balance()).toBe(before - placed.total);
    const res = await admin(server, 'POST', `/admin/api/programs/summit/orders/${placed.orderNumber}/cancel`, { key }, CANCEL_T);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ orderNumber: placed.orderNumber, status: 'Cancelled', refunded: placed.total, balance: before, exportedAt: null });
    expect(await balance()).toBe(before);
    // The participant hears of it once the cancellation has committed.
    expect(mail.sent.filter((m) => m.kind === 'cancelled')).toEqual([{ kind: 'cancelled', programId: expect.any(Number), orderNumber: placed.orderNumber, refunded: placed.total }]);
    const points = (await (await server.request(SUMMIT, '/api/transactions', { token })).json()) as S['Transaction'][];
    expect(points[0]).toMatchObject({ description: `Order #${placed.orderNumber} cancelled`, amount: placed.total, balance: before });
    // Cancelled orders are not handed to fulfilment.
    const all = await admin(server, 'POST', `${EXPORT}?all=true`, { key }, EXPORT_T);
    expect(all.text).not.toContain(`\r\n${placed.orderNumber},`);
  });

  it('cancelling an order already handed to fulfilment says when it was handed over, so the operator can stop it there', async () => {
    const placed = await order([{ productId: BOTTLE, quantity: 1 }]);
    const exported = await admin(server, 'POST', `${EXPORT}?format=jsonl`, { key }, EXPORT_T);
    expect(exported.text).toContain(`"orderNumber":"${placed.orderNumber}"`);
    const [row] = await server.db.query<{ exported_at: Date }>('SELECT exported_at FROM orders WHERE id = $1', [placed.id]);
    const res = await admin(server, 'POST', `/admin/api/programs/summit/orders/${placed.orderNumber}/cancel`, { key }, CANCEL_T);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'Cancelled', exportedAt: row!.exported_at.toISOString() });
  });

  it('refuses a cancelled order again, a shipped order (409) and an unknown one (404), changing nothing', async () => {
    const placed = await order([{ productId: BOTTLE, quantity: 1 }]);
    await admin(server, 'POST', `/admin/api/programs/summit/orders/${placed.orderNumber}/cancel`, { key }, CANCEL_T);
    const shipped = await order([{ productId: BOTTLE, quantity: 1 }]);
    await admin(server, 'POST', TRACK, { key, file: `order_number,item_id,status,tracking_number,tracking_company\n${shipped.orderNumber},${shipped.items[0]!.id},Shipped,9,UPS\n` }, TRACK_T);
    const before = await dataState(server);
    expect((await admin(server, 'POST', `/admin/api/programs/summit/orders/${placed.orderNumber}/cancel`, { key }, CANCEL_T)).status).toBe(409);
    expect((await admin(server, 'POST', `/admin/api/programs/summit/orders/${shipped.orderNumber}/cancel`, { key }, CANCEL_T)).status).toBe(409);
    expect((await admin(server, 'POST', '/admin/api/programs/summit/orders/999999999/cancel', { key }, CANCEL_T)).status).toBe(404);
    // An order of another program is not found through this one.
    expect((await admin(server, 'POST', `/admin/api/programs/apex/orders/${shipped.orderNumber}/cancel`, { key }, CANCEL_T)).status).toBe(404);
    expect(await dataState(server)).toEqual(before);
    // A refused cancellation tells the participant nothing.
    expect(mail.sent.filter((m) => m.kind === 'cancelled').map((m) => m.orderNumber)).not.toContain(shipped.orderNumber);
    expect(mail.sent.filter((m) => m.kind === 'cancelled' && m.orderNumber === placed.orderNumber)).toHaveLength(1);
  });

  it('a plateau participant may choose a gift again once their order is cancelled', async () => {
    const gold = await server.signIn(TIERED, 'GOLD-1001', 'Apex#2026');
    const placed = await server.request(TIERED, '/api/orders', { token: gold, json: { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: BOTTLE, quantity: 1 }] } });
    expect(placed.status).toBe(200);
    const { id } = (await placed.json()) as { id: string };
    const mine = (await (await server.request(TIERED, `/api/orders/${id}`, { token: gold })).json()) as S['Order'];
    const res = await admin(server, 'POST', `/admin/api/programs/apex/orders/${mine.orderNumber}/cancel`, { key }, CANCEL_T);
    expect(res.body).toMatchObject({ status: 'Cancelled', refunded: 0, balance: null });
    const self = (await (await server.request(TIERED, '/api/self', { token: gold })).json()) as S['User'];
    expect(self.status).toBeNull();
  });
});
