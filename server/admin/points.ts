import { MAX_BALANCE } from '../../src/schemas/operator-files.ts';
import type { Sql } from '../db/types.ts';
import { newId } from '../lib/ids.ts';
import type { FileErrors } from './errors.ts';
import type { Numbered, Outcome } from './files.ts';

export interface PointsLine {
  participant: string;
  amount: number;
  reason: string;
  reference: string;
}

export type PointsOutcome =
  | { kind: 'applied'; balance: number }
  | { kind: 'seen'; balance: number }
  | { kind: 'no-participant' }
  | { kind: 'reference-reused'; amount: number }
  | { kind: 'below-zero'; balance: number };

/**
 * One credit or debit, in `tx`. A reference the participant already has counts once (the same
 * amount again is a repeat, another amount a mistake); a debit never takes the balance below zero.
 */
export async function applyPointsLine(tx: Sql, programId: number, line: PointsLine): Promise<PointsOutcome> {
  const [user] = await tx.query<{ id: string; balance: number }>(
    'SELECT id, balance FROM users WHERE program_id = $1 AND lower(login) = lower($2) AND balance IS NOT NULL',
    [programId, line.participant],
  );
  if (!user) return { kind: 'no-participant' };
  const [prior] = await tx.query<{ amount: number }>('SELECT amount FROM transactions WHERE user_id = $1 AND reference = $2', [user.id, line.reference]);
  if (prior) return prior.amount === line.amount ? { kind: 'seen', balance: user.balance } : { kind: 'reference-reused', amount: prior.amount };
  // The balance is re-checked in the UPDATE: it holds against an order placed meanwhile.
  const [moved] = await tx.query<{ balance: number }>(
    'UPDATE users SET balance = balance + $2, last_update_date = now() WHERE id = $1 AND balance + $2 >= 0 AND balance + $2 <= 2147483647 RETURNING balance',
    [user.id, line.amount],
  );
  if (!moved) return { kind: 'below-zero', balance: user.balance };
  await tx.query('INSERT INTO transactions (id, user_id, description, amount, balance, reference) VALUES ($1, $2, $3, $4, $5, $6)', [
    newId('trx'),
    user.id,
    line.reason,
    line.amount,
    moved.balance,
    line.reference,
  ]);
  return { kind: 'applied', balance: moved.balance };
}

/** What a refused line says, naming the column at fault. */
export function pointsRefusal(outcome: PointsOutcome, line: PointsLine): { column: string; message: string } | null {
  switch (outcome.kind) {
    case 'no-participant':
      return { column: 'participant', message: `No points participant of this program signs in as "${line.participant}".` };
    case 'reference-reused':
      return { column: 'reference', message: `This reference was used before for ${outcome.amount} points, not ${line.amount}.` };
    case 'below-zero':
      return { column: 'amount', message: `Would take the balance (${outcome.balance}) below zero, or past the largest balance.` };
    default:
      return null;
  }
}

/**
 * A batch of a points file, in three statements whatever its size: participants and earlier
 * references are read at once, the lines are checked in order against running balances, and the
 * accepted lines are written at once. Same rules as applyPointsLine.
 */
export async function applyPointsBatch(tx: Sql, programId: number, rows: Numbered<PointsLine>[], errors: FileErrors): Promise<(Outcome | null)[]> {
  const logins = [...new Set(rows.map((r) => r.row.participant.toLowerCase()))];
  const users = await tx.query<{ id: string; login: string; balance: number }>(
    'SELECT id, lower(login) AS login, balance FROM users WHERE program_id = $1 AND lower(login) = ANY($2::text[]) AND balance IS NOT NULL',
    [programId, logins],
  );
  const byLogin = new Map(users.map((u) => [u.login, u]));
  const priors = await tx.query<{ user_id: string; reference: string; amount: number }>(
    `SELECT t.user_id, t.reference, t.amount FROM transactions t
       JOIN unnest($1::text[], $2::text[]) AS x(user_id, reference) ON t.user_id = x.user_id AND t.reference = x.reference`,
    [rows.map((r) => byLogin.get(r.row.participant.toLowerCase())?.id ?? ''), rows.map((r) => r.row.reference)],
  );
  const seen = new Map(priors.map((p) => [`${p.user_id}\u0000${p.reference}`, p.amount]));
  const balances = new Map(users.map((u) => [u.id, u.balance]));
  const written = { id: [] as string[], user: [] as string[], description: [] as string[], amount: [] as number[], balance: [] as number[], reference: [] as string[] };
  const outcomes = rows.map(({ row, line }): Outcome | null => {
    const user = byLogin.get(row.participant.toLowerCase());
    const balance = user ? balances.get(user.id)! : 0;
    const key = user ? `${user.id}\u0000${row.reference}` : '';
    const prior = seen.get(key);
    const outcome: PointsOutcome = !user
      ? { kind: 'no-participant' }
      : prior !== undefined
        ? prior === row.amount
          ? { kind: 'seen', balance }
          : { kind: 'reference-reused', amount: prior }
        : balance + row.amount < 0 || balance + row.amount > MAX_BALANCE
          ? { kind: 'below-zero', balance }
          : { kind: 'applied', balance: balance + row.amount };
    const refusal = pointsRefusal(outcome, row);
    if (refusal) {
      errors.add(line, refusal.column, refusal.message);
      return null;
    }
    if (outcome.kind !== 'applied') return 'unchanged';
    balances.set(user!.id, outcome.balance);
    seen.set(key, row.amount);
    written.id.push(newId('trx'));
    written.user.push(user!.id);
    written.description.push(row.reason);
    written.amount.push(row.amount);
    written.balance.push(outcome.balance);
    written.reference.push(row.reference);
    return 'created';
  });
  if (written.id.length) {
    // clock_timestamp(), with each line's order: My Points lists a file's lines in the order given.
    await tx.query(
      `INSERT INTO transactions (id, user_id, created_at, description, amount, balance, reference)
       SELECT id, user_id, clock_timestamp(), description, amount, balance, reference
         FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[]) AS x(id, user_id, description, amount, balance, reference)`,
      [written.id, written.user, written.description, written.amount, written.balance, written.reference],
    );
    const changed = [...new Set(written.user)];
    await tx.query(
      `UPDATE users u SET balance = x.balance, last_update_date = now() FROM unnest($1::text[], $2::int[]) AS x(id, balance) WHERE u.id = x.id`,
      [changed, changed.map((id) => balances.get(id)!)],
    );
  }
  return outcomes;
}
