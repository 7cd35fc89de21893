// The console's order reads: the list (status, dates, participant, product; keyset pages), one
// order with its lines' tracking, the CSV of a filter (which is not a fulfilment export: the
// export's cursor stays where it was), the dashboard, and bad input refused with a 400.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen.ts';
import type { components as AdminComponents } from '../../../server/admin/schema.gen.ts';
import { encodeCursor } from '../../../server/admin/reads/cursor.ts';
import { admin, dataState, operatorKey } from '../../support/admin.ts';
import { ALEX, AURORA, BOTTLE, US_ADDRESS, USA } from '../../support/fixtures.ts';
import { staffMember, staffSignIn } from '../../support/staff.ts';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../../support/test-server.ts';

type S = components['schemas'];
type A = AdminComponents['schemas'];

const LIST_T = '/admin/api/programs/{program}/orders';
const ONE_T = '/admin/api/programs/{program}/orders/{orderNumber}';
const CSV_T = '/admin/api/programs/{program}/orders/download';
const DASHBOARD_T = '/admin/api/programs/{program}/dashboard';
const LOW = 'low@summit.example';

let server: TestServer;
let key: string;
let support: Record<string, string>;
/** The dashboard's clock: fixed, so "today" is one day for the whole file. */
const now = new Date();
const placed: S['Order'][] = [];

async function order(token: string, items: { productId: string; optionId?: string; quantity: number }[]): Promise<S['Order']> {
  const res = await server.request(SUMMIT, '/api/orders', { token, json: { shippingAddress: US_ADDRESS, region: USA, items } });
  expect(res.status, await res.clone().text()).toBe(200);
  const { id } = (await res.json()) as { id: string };
  return (await (await server.request(SUMMIT, `/api/orders/${id}`, { token })).json()) as S['Order'];
}

beforeAll(async () => {
  server = await startTestServer({ deps: { clock: () => now } });
  ({ key } = await operatorKey(server));
  await staffMember(server, 'support@staff.example', { roles: { summit: 'support' } });
  support = (await staffSignIn(server, 'support@staff.example')).headers;
  await server.db.query("UPDATE users SET balance = balance + 100000 WHERE login = ANY($1) AND program_id = (SELECT id FROM programs WHERE slug = 'summit')", [[ALEX, LOW]]);
  const alex = await server.signIn(SUMMIT, ALEX, PASSWORD);
  const low = await server.signIn(SUMMIT, LOW, PASSWORD);
  placed.push(await order(alex, [{ productId: BOTTLE, quantity: 2 }]));
  placed.push(await order(low, [{ productId: AURORA, optionId: 'p_000001_black', quantity: 1 }]));
  placed.push(await order(alex, [{ productId: AURORA, optionId: 'p_000001_black', quantity: 1 }, { productId: BOTTLE, quantity: 1 }]));
  placed.push(await order(low, [{ productId: BOTTLE, quantity: 1 }]));
});
afterAll(() => server?.close());

const read = (path: string, template: string) => admin(server, 'GET', path, { headers: support }, template);
const list = (query = '') => read(`/admin/api/programs/summit/orders${query}`, LIST_T);

/** Every page of a filter, following nextCursor: the order numbers in the order the pages gave them. */
async function walk(query: string, limit: number): Promise<string[]> {
  const numbers: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await list(`?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(limit);
    numbers.push(...res.body.items.map((o: A['OrderSummary']) => o.orderNumber));
    cursor = res.body.nextCursor;
  } while (cursor);
  return numbers;
}

const summitOrders = async (extra = '', params: unknown[] = []) =>
  (
    await server.db.query<{ order_number: string }>(
      `SELECT o.order_number FROM orders o JOIN users u ON u.id = o.user_id WHERE u.program_id = (SELECT id FROM programs WHERE slug = 'summit') ${extra} ORDER BY o.created_at DESC, o.id DESC`,
      params,
    )
  ).map((r) => r.order_number);

describe('orders list', () => {
  it('pages through every order of the program once, newest first, with no gaps', async () => {
    const all = await summitOrders();
    expect(all.length).toBeGreaterThanOrEqual(8);
    const numbers = await walk('', 3);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(all);
    expect(numbers.slice(0, 4)).toEqual(placed.map((o) => o.orderNumber).reverse());
  });

  it('shows each order with its participant, item count and total', async () => {
    const [newest] = (await list('?limit=1')).body.items;
    expect(newest).toMatchObject({ orderNumber: placed[3]!.orderNumber, status: 'received', total: placed[3]!.total, items: 1, participant: { login: LOW }, exportedAt: null });
    const third = (await walk(`&participant=${encodeURIComponent(ALEX)}`, 50))[0];
    expect(third).toBe(placed[2]!.orderNumber);
  });

  it('filters by participant (any case), product, status and the days placed', async () => {
    expect(await walk(`&participant=${encodeURIComponent(LOW.toUpperCase())}`, 1)).toEqual([placed[3]!.orderNumber, placed[1]!.orderNumber]);
    expect(await walk('&participant=nobody%40summit.example', 10)).toEqual([]);
    expect(await walk(`&product=${AURORA}`, 1)).toEqual(await summitOrders('AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.product_id = $1)', [AURORA]));
    expect(await walk(`&product=${AURORA}&participant=${encodeURIComponent(LOW)}`, 5)).toEqual([placed[1]!.orderNumber]);

    const cancelled = await admin(server, 'POST', `/admin/api/programs/summit/orders/${placed[0]!.orderNumber}/cancel`, { key }, '/admin/api/programs/{program}/orders/{orderNumber}/cancel');
    expect(cancelled.status, cancelled.text).toBe(200);
    const cancelledNow = await walk('&status=Cancelled', 2);
    expect(cancelledNow).toContain(placed[0]!.orderNumber);
    expect(cancelledNow).toEqual(await summitOrders("AND o.status = 'Cancelled'"));
    expect(await walk('&status=received', 2)).not.toContain(placed[0]!.orderNumber);

    const today = now.toISOString().slice(0, 10);
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    const fromToday = await walk(`&from=${today}`, 2);
    expect(fromToday).toEqual(await summitOrders('AND o.created_at >= $1', [`${today}T00:00:00Z`]));
    expect(fromToday).toEqual(expect.arrayContaining(placed.map((o) => o.orderNumber)));
    const untilYesterday = await walk(`&to=${yesterday}`, 2);
    expect(untilYesterday.length).toBeGreaterThan(0);
    expect(untilYesterday).toEqual(await summitOrders('AND o.created_at < $1', [`${today}T00:00:00Z`]));
    expect([...fromToday, ...untilYesterday].sort()).toEqual((await summitOrders()).sort());
  });
});

describe('one order', () => {
  it('shows its lines, each with its status and tracking', async () => {
    const target = placed[2]!;
    const tracking = `order_number,item_id,status,tracking_number,tracking_company,tracking_link\n${target.orderNumber},${target.items[0]!.id},Shipped,1Z999,UPS,https://ups.example/1Z999\n`;
    const tracked = await admin(server, 'POST', '/admin/api/programs/summit/tracking/import', { key, file: tracking }, '/admin/api/programs/{program}/tracking/import');
    expect(tracked.status, tracked.text).toBe(200);
    const res = await read(`/admin/api/programs/summit/orders/${target.orderNumber}`, ONE_T);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ orderNumber: target.orderNumber, participant: { login: ALEX }, total: target.total, items: 2, shippingAddress: { postcode: US_ADDRESS.postcode } });
    expect(res.body.lines).toMatchObject([
      { id: target.items[0]!.id, productId: AURORA, quantity: 1, status: 'Shipped', tracking: { trackingNumber: '1Z999', trackingCompany: 'UPS', trackingLink: 'https://ups.example/1Z999' }, options: [{ field: 'color', value: 'Black' }] },
      { id: target.items[1]!.id, productId: BOTTLE, quantity: 1, status: null, tracking: null, options: [] },
    ]);
  });

  it("answers 404 for an unknown number and for another program's order", async () => {
    expect((await read('/admin/api/programs/summit/orders/999999999', ONE_T)).status).toBe(404);
    const other = await admin(server, 'GET', `/admin/api/programs/apex/orders/${placed[1]!.orderNumber}`, { key }, ONE_T);
    expect(other.status).toBe(404);
    expect((await admin(server, 'GET', `/admin/api/programs/apex/orders?participant=${encodeURIComponent(LOW)}`, { key }, LIST_T)).body.items).toEqual([]);
  });
});

describe('orders download', () => {
  it('gives every order of the filter as CSV, and leaves the fulfilment export where it was', async () => {
    const exportedBefore = await server.db.query<{ id: string; exported_at: string | null }>('SELECT id, exported_at::text FROM orders ORDER BY id');
    const auditBefore = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    const res = await read(`/admin/api/programs/summit/orders/download?participant=${encodeURIComponent(LOW)}`, CSV_T);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = parse(res.text, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.order_number, r.participant, r.items, r.total_points])).toEqual([
      [placed[3]!.orderNumber, LOW, '1', String(placed[3]!.total)],
      [placed[1]!.orderNumber, LOW, '1', String(placed[1]!.total)],
    ]);
    const all = parse((await read('/admin/api/programs/summit/orders/download', CSV_T)).text, { columns: true }) as Record<string, string>[];
    expect(all.map((r) => r.order_number)).toEqual(await summitOrders());

    expect(await server.db.query('SELECT id, exported_at::text FROM orders ORDER BY id')).toEqual(exportedBefore);
    expect(await server.db.query('SELECT count(*)::int AS n FROM audit_log')).toEqual(auditBefore);
    // The export still hands over every order not handed over yet, the downloaded ones included.
    const waiting = exportedBefore.filter((o) => o.exported_at === null).length;
    const exported = await admin(server, 'POST', '/admin/api/programs/summit/orders/export', { key }, '/admin/api/programs/{program}/orders/export');
    expect(exported.status).toBe(200);
    const cancelledWaiting = (await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE status = 'Cancelled' AND exported_at IS NULL"))[0]!.n;
    expect(Number(exported.headers.get('x-orders'))).toBe(waiting - cancelledWaiting);
    expect(Number(exported.headers.get('x-orders'))).toBeGreaterThanOrEqual(3);
  });

  it('writes a name that starts like a formula as text', async () => {
    await server.db.query("UPDATE users SET name = '=HYPERLINK(\"http://evil.example\")' WHERE login = $1", [LOW]);
    const res = await read(`/admin/api/programs/summit/orders/download?participant=${encodeURIComponent(LOW)}`, CSV_T);
    const rows = parse(res.text, { columns: true }) as Record<string, string>[];
    expect(rows[0]!.participant_name).toBe('\'=HYPERLINK("http://evil.example")');
  });
});

describe('dashboard', () => {
  it('counts an order placed today in the day, the week, points redeemed and outstanding, and orders waiting to ship', async () => {
    const dashboard = async () => {
      const res = await read('/admin/api/programs/summit/dashboard', DASHBOARD_T);
      expect(res.status, res.text).toBe(200);
      return res.body as A['Dashboard'];
    };
    // The database stamps rows with its own time, the dashboard counts by its fixed clock: rows of
    // the clock's day or later go to the clock's instant, so a run across midnight (UTC) counts
    // them on one day.
    const onTheClocksDay = async () => {
      for (const table of ['orders', 'transactions']) {
        await server.db.query(`UPDATE ${table} SET created_at = $1 WHERE created_at >= date_trunc('day', $1::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`, [now]);
      }
    };
    await onTheClocksDay();
    const before = await dashboard();
    expect(before.days).toHaveLength(30);
    expect(before.days.at(-1)!.date).toBe(now.toISOString().slice(0, 10));
    expect(before.days.at(-1)!.orders).toBe(before.ordersToday);
    expect(before.ordersThisWeek).toBeGreaterThanOrEqual(before.ordersToday);

    const extra = await order(await server.signIn(SUMMIT, ALEX, PASSWORD), [{ productId: BOTTLE, quantity: 1 }]);
    const credit = await admin(server, 'POST', '/admin/api/programs/summit/points', { key, json: { participant: ALEX, amount: 250, reason: 'Missed credit', reference: 'dash-1' } }, '/admin/api/programs/{program}/points');
    expect(credit.status).toBe(200);
    await onTheClocksDay();
    const after = await dashboard();
    expect(after.ordersToday).toBe(before.ordersToday + 1);
    expect(after.ordersThisWeek).toBe(before.ordersThisWeek + 1);
    expect(after.ordersWaitingToShip).toBe(before.ordersWaitingToShip + 1);
    expect(after.pointsRedeemed).toBe(before.pointsRedeemed + extra.total);
    expect(after.pointsIssued).toBe(before.pointsIssued + 250);
    expect(after.pointsOutstanding).toBe(before.pointsOutstanding - extra.total + 250);
    expect(after.days.at(-1)).toEqual({
      date: before.days.at(-1)!.date,
      orders: before.days.at(-1)!.orders + 1,
      pointsIssued: before.days.at(-1)!.pointsIssued + 250,
      pointsRedeemed: before.days.at(-1)!.pointsRedeemed + extra.total,
    });
    const [{ n }] = (await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE program_id = (SELECT id FROM programs WHERE slug = 'summit') AND deactivated_at IS NULL AND (password_hash IS NOT NULL OR EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = users.id))")) as [{ n: number }];
    expect(after.activeParticipants).toBe(n);
  });
});

describe('bad input', () => {
  it('answers 400 naming the field, and changes nothing', async () => {
    const before = await dataState(server);
    const cases: [string, string, string][] = [
      ['/admin/api/programs/summit/orders?from=yesterday', LIST_T, 'from'],
      ['/admin/api/programs/summit/orders?to=2026-02-30', LIST_T, 'to'],
      ['/admin/api/programs/summit/orders?from=2026-03-02&to=2026-03-01', LIST_T, 'to'],
      ['/admin/api/programs/summit/orders?status=shipped', LIST_T, 'status'],
      ['/admin/api/programs/summit/orders?limit=500', LIST_T, 'limit'],
      ['/admin/api/programs/summit/orders?limit=-1', LIST_T, 'limit'],
      [`/admin/api/programs/summit/orders?cursor=${encodeCursor(['2026-01-01', 'ord'])}`, LIST_T, 'cursor'],
      ['/admin/api/programs/summit/orders?cursor=%00', LIST_T, 'cursor'],
      ['/admin/api/programs/summit/orders/download?from=tomorrow', CSV_T, 'from'],
      ['/admin/api/programs/summit/orders/download?cursor=abc', CSV_T, 'cursor'],
    ];
    for (const [path, template, field] of cases) {
      const res = await read(path, template);
      expect(res.status, `${path}: ${res.text}`).toBe(400);
      expect(res.body.fields.map((f: { field: string }) => f.field), path).toContain(field);
    }
    expect(await dataState(server)).toEqual(before);
  });
});
