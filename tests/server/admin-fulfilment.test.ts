// Orders going to fulfilment and back: an export that continues where the last one ended (a
// cursor kept by the server), tracking per item that the participant's order pages show, and
// cancellation that gives the points back with a line on My Points.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
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

async function order(items: { productId: string; optionId?: string; quantity: number }[]): Promise<S['Order']> {
  const placed = await server.request(SUMMIT, '/api/orders', { token, json: { shippingAddress: US_ADDRESS, region: USA, items } });
  expect(placed.status).toBe(200);
  const { id } = (await placed.json()) as { id: string };
  return (await (await server.request(SUMMIT, `/api/orders/${id}`, { token })).json()) as S['Order'];
}

const balance = async () => ((await (await server.request(SUMMIT, '/api/self', { token })).json()) as S['User']).balance!;

const rowsOf = (csv: string) => parse(csv, { columns: true }) as Record<string, string>[];

beforeAll(async () => {
  server = await startTestServer({ deps: { mail: mail.service } });
  ({ key } = await operatorKey(server));
  token = await server.signIn(SUMMIT, ALEX, PASSWORD);
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

  const badTracking: [string, (o: S['Order']) => string, { line: number; column?: string }][] = [
    ['an unknown item', (o) => `order_number,item_id,status,tracking_number,tracking_company\n${o.orderNumber},itm_nothing,Shipped,1,UPS\n`, { line: 2, column: 'item_id' }],
    ['an item of another order', (o) => `order_number,item_id,status,tracking_number,tracking_company\n1,${o.items[0]!.id},Shipped,1,UPS\n`, { line: 2, column: 'order_number' }],
    ['an unknown status', (o) => `order_number,item_id,status\n${o.orderNumber},${o.items[0]!.id},Lost\n`, { line: 2, column: 'status' }],
    ['Shipped without a tracking number', (o) => `order_number,item_id,status,tracking_company\n${o.orderNumber},${o.items[0]!.id},Shipped,UPS\n`, { line: 2, column: 'tracking_number' }],
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
    expect(res.body).toEqual({ orderNumber: placed.orderNumber, status: 'Cancelled', refunded: placed.total, balance: before });
    expect(await balance()).toBe(before);
    // The participant hears of it once the cancellation has committed.
    expect(mail.sent.filter((m) => m.kind === 'cancelled')).toEqual([{ kind: 'cancelled', programId: expect.any(Number), orderNumber: placed.orderNumber, refunded: placed.total }]);
    const points = (await (await server.request(SUMMIT, '/api/transactions', { token })).json()) as S['Transaction'][];
    expect(points[0]).toMatchObject({ description: `Order #${placed.orderNumber} cancelled`, amount: placed.total, balance: before });
    // Cancelled orders are not handed to fulfilment.
    const all = await admin(server, 'POST', `${EXPORT}?all=true`, { key }, EXPORT_T);
    expect(all.text).not.toContain(`\r\n${placed.orderNumber},`);
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
