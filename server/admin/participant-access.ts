import * as v from 'valibot';
import { deactivateRowSchema } from '../../src/schemas/operator-files.ts';
import { isValidEmail } from '../../src/schemas/index.ts';
import type { ProgramRow } from '../context.ts';
import type { Sql } from '../db/types.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { sha256 } from '../lib/ids.ts';
import { issuePasswordToken } from '../lib/reset-tokens.ts';
import { isStorableText } from '../lib/validate.ts';

interface Participant {
  id: string;
  login: string;
  email: string;
  password_hash: string | null;
  deactivated_at: Date | null;
}

const NO_SUCH_LOGIN = 'No participant of this program signs in that way.';

/** The program's participant who signs in as `login` (case-insensitive), locked for the change; 404 otherwise. */
export async function participantByLogin(tx: Sql, programId: number, login: string): Promise<Participant> {
  // A sign-in no participant could have (too long, a NUL) is answered like an unknown one.
  if (!isStorableText(login) || !v.safeParse(deactivateRowSchema, { login }).success) throw notFound(NO_SUCH_LOGIN);
  const [user] = await tx.query<Participant>(
    'SELECT id, login, email, password_hash, deactivated_at FROM users WHERE program_id = $1 AND lower(login) = lower($2) FOR UPDATE',
    [programId, login],
  );
  if (!user) throw notFound(NO_SUCH_LOGIN);
  return user;
}

/**
 * A new invitation for a participant who has not chosen a password yet (the first mail was lost,
 * or its link expired): a new token of the configured lifetime, which the caller mails once this
 * transaction has committed. An earlier invitation's link keeps working until it expires.
 * Refused (409, saying why) for claim codes, deactivated participants, participants without an
 * email address, and participants who have a password already (they reset it themselves).
 */
export async function reinvite(
  tx: Sql,
  program: ProgramRow,
  login: string,
  ttlSeconds: number,
): Promise<{ userId: string; token: string; login: string; expiresAt: string }> {
  if (program.config.type === 'claim') throw conflict('Claim codes sign in with their code: there is no password to set, so no invitation.');
  const user = await participantByLogin(tx, program.id, login);
  if (user.deactivated_at) throw conflict(`${user.login} is deactivated: reactivate them first (participants reactivate).`);
  if (!isValidEmail(user.email)) throw conflict(`${user.login} has no email address to send an invitation to (give one in a participants file).`);
  if (user.password_hash) throw conflict(`${user.login} has chosen a password already: they can reset it from the sign-in page.`);
  const token = await issuePasswordToken(tx, { userId: user.id, ttlSeconds });
  const [row] = await tx.query<{ expires_at: Date }>('SELECT expires_at FROM reset_tokens WHERE token_hash = $1', [sha256(token)]);
  return { userId: user.id, token, login: user.login, expiresAt: new Date(row!.expires_at).toISOString() };
}

/** Lets a deactivated participant sign in again (their ended sessions stay ended); reactivating an active one changes nothing. */
export async function reactivate(tx: Sql, programId: number, login: string): Promise<'updated' | 'unchanged'> {
  const user = await participantByLogin(tx, programId, login);
  if (!user.deactivated_at) return 'unchanged';
  await tx.query('UPDATE users SET deactivated_at = NULL WHERE id = $1', [user.id]);
  return 'updated';
}

/**
 * A reset link a staff member sends for a participant who asks (the shop's own reset mail): a new
 * token of the reset lifetime, which the caller mails once this transaction has committed. Refused
 * (409, saying why) for claim codes, programs without password reset, deactivated participants and
 * participants without an email address.
 */
export async function resetLink(
  tx: Sql,
  program: ProgramRow,
  login: string,
  ttlSeconds: number,
): Promise<{ userId: string; token: string; login: string; expiresAt: string }> {
  if (program.config.type === 'claim') throw conflict('Claim codes sign in with their code: there is no password to reset.');
  if (!program.config.ableToPasswordReset) throw conflict('Password reset is turned off in this program (ableToPasswordReset).');
  const user = await participantByLogin(tx, program.id, login);
  if (user.deactivated_at) throw conflict(`${user.login} is deactivated: reactivate them first (participants reactivate).`);
  if (!isValidEmail(user.email)) throw conflict(`${user.login} has no email address to send a reset link to (give one in a participants file).`);
  const token = await issuePasswordToken(tx, { userId: user.id, ttlSeconds });
  const [row] = await tx.query<{ expires_at: Date }>('SELECT expires_at FROM reset_tokens WHERE token_hash = $1', [sha256(token)]);
  return { userId: user.id, token, login: user.login, expiresAt: new Date(row!.expires_at).toISOString() };
}
