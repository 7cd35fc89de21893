import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  importsQuerySchema,
  ledgerQuerySchema,
  ordersDownloadQuerySchema,
  ordersQuerySchema,
  participantsQuerySchema,
} from '../../../src/schemas/admin-reads.ts';
import type { AppDeps, ProgramRow } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { parseWith } from '../../lib/validate.ts';
import type { AdminEnv } from '../access.ts';
import { dashboard } from './dashboard.ts';
import { dateRange } from './date-range.ts';
import { listImports } from './imports.ts';
import { listOrders, orderDetail, ordersCsv, type OrdersFilter } from './orders.ts';
import { listLedger, listParticipants, participantDetail } from './participants.ts';

const ORDER_NUMBER = /^[0-9]{1,18}$/;

export interface ReadHooks {
  /** The program of the path, once the role matrix let the caller touch it; 404 for a removed one. */
  programOf(c: Context<AdminEnv>): Promise<ProgramRow>;
  clock: () => Date;
}

/** The orders filter of a query the schema has checked, its dates as [from, to). */
function ordersFilter(q: v.InferOutput<typeof ordersDownloadQuerySchema>): OrdersFilter {
  return { status: q.status, ...dateRange(q.from, q.to), participant: q.participant, product: q.product };
}

/**
 * The console's reads of one program (openapi-admin.yaml, tag reads): lists a page at a time
 * with an opaque cursor, and details. Every query is checked before the program is looked up, so
 * bad input answers 400 whatever the program; nothing here changes anything.
 */
export function readRoutes(deps: AppDeps, hooks: ReadHooks) {
  const { db } = deps;
  const app = new Hono<AdminEnv>();

  app.get('/admin/api/programs/:program/dashboard', async (c) => {
    const program = await hooks.programOf(c);
    return c.json(await dashboard(db, program, hooks.clock()));
  });

  app.get('/admin/api/programs/:program/participants', async (c) => {
    const q = parseWith(participantsQuerySchema, c.req.query());
    return c.json(await listParticipants(db, await hooks.programOf(c), q));
  });

  app.get('/admin/api/programs/:program/participants/:login', async (c) => {
    return c.json(await participantDetail(db, await hooks.programOf(c), c.req.param('login')));
  });

  app.get('/admin/api/programs/:program/participants/:login/transactions', async (c) => {
    const q = parseWith(ledgerQuerySchema, c.req.query());
    return c.json(await listLedger(db, await hooks.programOf(c), c.req.param('login'), q));
  });

  app.get('/admin/api/programs/:program/orders', async (c) => {
    const q = parseWith(ordersQuerySchema, c.req.query());
    return c.json(await listOrders(db, await hooks.programOf(c), ordersFilter(q), q));
  });

  // Before /orders/:orderNumber, which would otherwise take "download" for an order number.
  app.get('/admin/api/programs/:program/orders/download', async (c) => {
    const filter = ordersFilter(parseWith(ordersDownloadQuerySchema, c.req.query()));
    const program = await hooks.programOf(c);
    const text = await ordersCsv(db, program, filter);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${program.slug}-orders.csv"`);
    return c.body(text);
  });

  app.get('/admin/api/programs/:program/orders/:orderNumber', async (c) => {
    const program = await hooks.programOf(c);
    const orderNumber = c.req.param('orderNumber');
    if (!ORDER_NUMBER.test(orderNumber)) throw notFound('No such order in this program.');
    return c.json(await orderDetail(db, program, orderNumber));
  });

  app.get('/admin/api/programs/:program/imports', async (c) => {
    const q = parseWith(importsQuerySchema, c.req.query());
    return c.json(await listImports(db, await hooks.programOf(c), q));
  });

  return app;
}
