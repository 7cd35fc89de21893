// The dashboard's points per program and day (migration 013) are kept by the ledger's writes: after
// any insert, move or removal of ledger lines they equal the ledger summed the long way.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../server/db/types.ts';
import { openTestDb } from '../../support/test-server.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await openTestDb()));
afterAll(() => drop?.());

type Day = { program_id: number; day: string; issued: number; redeemed: number };

const fromLedger = () =>
  db.query<Day>(
    `SELECT u.program_id, to_char((t.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
            coalesce(sum(t.amount) FILTER (WHERE t.amount > 0), 0)::int AS issued, coalesce(-sum(t.amount) FILTER (WHERE t.amount < 0), 0)::int AS redeemed
       FROM transactions t JOIN users u ON u.id = t.user_id GROUP BY 1, 2 ORDER BY 1, 2`,
  );
const kept = () =>
  db.query<Day>(
    `SELECT program_id, to_char(day, 'YYYY-MM-DD') AS day, issued::int, redeemed::int FROM program_points_days
      WHERE issued <> 0 OR redeemed <> 0 ORDER BY 1, 2`,
  );

it('keeps each program’s points issued and redeemed per day equal to its ledger through inserts, moves and removals', async () => {
  expect((await fromLedger()).length).toBeGreaterThan(0);
  expect(await kept()).toEqual(await fromLedger());

  // Two programs' participants, lines on two days in one statement.
  const people = await db.query<{ id: string; program_id: number }>('SELECT DISTINCT ON (program_id) id, program_id FROM users ORDER BY program_id, id');
  expect(people.length).toBeGreaterThanOrEqual(2);
  await db.query(
    `INSERT INTO transactions (id, user_id, created_at, description, amount, balance)
     SELECT 'days_' || p.id || '_' || n, p.id, timestamptz '2026-03-01T23:30:00Z' + make_interval(hours => n), 'Test', CASE WHEN n % 2 = 0 THEN 700 ELSE -300 END, 0
       FROM unnest($1::text[]) AS p(id), generate_series(0, 3) n`,
    [people.map((p) => p.id)],
  );
  expect(await kept()).toEqual(await fromLedger());

  // A line moved to another day, and one whose amount changes sign.
  await db.query("UPDATE transactions SET created_at = '2026-02-10T12:00:00Z' WHERE id = $1", [`days_${people[0]!.id}_0`]);
  await db.query('UPDATE transactions SET amount = -amount WHERE id = $1', [`days_${people[1]!.id}_1`]);
  expect(await kept()).toEqual(await fromLedger());

  await db.query('DELETE FROM transactions WHERE id LIKE $1', [`days_${people[1]!.id}_%`]);
  expect(await kept()).toEqual(await fromLedger());

  // Removing a program removes its days and its ledger together (nothing written back for it).
  await db.query('DELETE FROM programs WHERE id = $1', [people[0]!.program_id]);
  expect((await kept()).some((d) => d.program_id === people[0]!.program_id)).toBe(false);
  expect(await kept()).toEqual(await fromLedger());
});
