import type { Sql } from '../../db/types.ts';
import type { ProgramRow } from '../../context.ts';
import type { components } from '../schema.gen.ts';
import { statusFilter } from './participants.ts';

type S = components['schemas'];

const DAY_MS = 86_400_000;
export const DASHBOARD_DAYS = 30;

const startOfDay = (t: Date) => new Date(Math.floor(t.getTime() / DAY_MS) * DAY_MS);
/** Monday of the week of `day` (UTC). */
const startOfWeek = (day: Date) => new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
const dateOf = (t: Date) => t.toISOString().slice(0, 10);

/**
 * The program at a glance as of `now` (UTC days, weeks from Monday), and its last 30 days by day
 * for a chart. Orders waiting to ship are those neither shipped nor cancelled (an order the
 * fulfilment partner refused waits too). Points issued and redeemed come from the per-day totals
 * the ledger's writes keep (migration 013), not from the ledger itself.
 */
export async function dashboard(db: Sql, program: ProgramRow, now: Date): Promise<S['Dashboard']> {
  const today = startOfDay(now);
  const first = new Date(today.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS);
  // The program's participants are read once, for both their points and how many are active.
  const [totals] = await db.query<Record<string, string | number | null>>(
    `SELECT
       (SELECT count(*) FROM orders WHERE program_id = $1 AND created_at >= $2) AS orders_today,
       (SELECT count(*) FROM orders WHERE program_id = $1 AND created_at >= $3) AS orders_week,
       (SELECT count(*) FROM orders WHERE program_id = $1 AND status IN ('received', 'API Error')) AS waiting,
       outstanding, active,
       (SELECT coalesce(sum(issued), 0) FROM program_points_days WHERE program_id = $1) AS issued,
       (SELECT coalesce(sum(redeemed), 0) FROM program_points_days WHERE program_id = $1) AS redeemed
     FROM (SELECT coalesce(sum(u.balance), 0) AS outstanding, count(*) FILTER (WHERE ${statusFilter(program, 'active')}) AS active
             FROM users u WHERE u.program_id = $1) participants`,
    [program.id, today, startOfWeek(today)],
  );
  const orders = await db.query<{ day: string; n: string | number }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS n
       FROM orders WHERE program_id = $1 AND created_at >= $2 GROUP BY 1`,
    [program.id, first],
  );
  const points = await db.query<{ day: string; issued: string | number; redeemed: string | number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, issued, redeemed FROM program_points_days WHERE program_id = $1 AND day >= $2::date`,
    [program.id, dateOf(first)],
  );
  const ordersByDay = new Map(orders.map((r) => [r.day, Number(r.n)]));
  const pointsByDay = new Map(points.map((r) => [r.day, r]));
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, n) => {
    const date = dateOf(new Date(first.getTime() + n * DAY_MS));
    const p = pointsByDay.get(date);
    return { date, orders: ordersByDay.get(date) ?? 0, pointsIssued: Number(p?.issued ?? 0), pointsRedeemed: Number(p?.redeemed ?? 0) };
  });
  const n = (key: string) => Number(totals?.[key] ?? 0);
  return {
    asOf: now.toISOString(),
    ordersToday: n('orders_today'),
    ordersThisWeek: n('orders_week'),
    pointsIssued: n('issued'),
    pointsRedeemed: n('redeemed'),
    pointsOutstanding: n('outstanding'),
    activeParticipants: n('active'),
    ordersWaitingToShip: n('waiting'),
    days,
  };
}
