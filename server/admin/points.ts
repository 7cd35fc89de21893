import type { Sql } from '../db/types.ts';
import { newId } from '../lib/ids.ts';

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
