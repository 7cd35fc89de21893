import type { ParticipantStatus } from '../../../src/schemas/admin-reads.ts';
import type { ProgramRow } from '../../context.ts';
import type { Sql } from '../../db/types.ts';
import { iso } from '../../lib/dto.ts';
import { notFound } from '../../lib/errors.ts';
import { isStorableText } from '../../lib/validate.ts';
import type { components } from '../schema.gen.ts';
import { CURSOR_TEXT, CURSOR_TIME, cursorTime, decodeCursor, pageOf } from './cursor.ts';

type S = components['schemas'];

interface SummaryRow {
  id: string;
  login: string;
  login_key: string;
  email: string;
  name: string;
  status: ParticipantStatus;
  balance: number | null;
  level_id: string | null;
  created_at: Date | string;
}

const NO_SUCH_LOGIN = 'No participant of this program signs in that way.';

/**
 * A participant's status, as SQL over `users u`. Invited: has neither chosen a password nor
 * signed in (single sign-on participants have no password but sessions). Claim codes sign in
 * with the code itself, so they are never invited.
 */
function statusSql(program: ProgramRow): string {
  const invited = program.config.type === 'claim' ? 'false' : 'u.password_hash IS NULL AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id)';
  return `CASE WHEN u.deactivated_at IS NOT NULL THEN 'deactivated' WHEN ${invited} THEN 'invited' ELSE 'active' END`;
}

/** The filter for one status, written so the partial indexes of migration 011 serve the rare ones. */
export function statusFilter(program: ProgramRow, status: ParticipantStatus): string {
  if (status === 'deactivated') return 'u.deactivated_at IS NOT NULL';
  if (program.config.type === 'claim') return status === 'active' ? 'u.deactivated_at IS NULL' : 'false';
  const invited = 'u.password_hash IS NULL AND u.deactivated_at IS NULL AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id)';
  return status === 'invited' ? invited : `u.deactivated_at IS NULL AND NOT (${invited})`;
}

/** `text` as a LIKE pattern that matches only itself, then anything. */
const prefixPattern = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const summaryColumns = (program: ProgramRow) =>
  `u.id, u.login, lower(u.login) AS login_key, u.email, u.name, ${statusSql(program)} AS status, u.balance, u.level_id, u.created_at`;

function toSummary(program: ProgramRow, row: SummaryRow): S['ParticipantSummary'] {
  return {
    login: row.login,
    email: row.email,
    name: row.name,
    status: row.status,
    balance: program.config.type === 'points' ? (row.balance ?? 0) : null,
    level: program.config.type === 'plateau' ? row.level_id : null,
    createdAt: iso(row.created_at)!,
  };
}

export interface ParticipantsQuery {
  q?: string | undefined;
  status?: ParticipantStatus | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * A page of the program's participants in sign-in order (any case), searched by the start of a
 * sign-in, e-mail or name. Without a search the page is read along the sign-in index. With one,
 * the matches are found first (the three prefix indexes) and then put in order: walking the
 * sign-in index and testing each row would read most of the program when the matches sit far
 * along it, which they do when names and e-mails start alike (anna.smith@…, Anna Smith).
 */
export async function listParticipants(db: Sql, program: ProgramRow, query: ParticipantsQuery) {
  const after = decodeCursor(query.cursor, [CURSOR_TEXT]);
  const where = ['u.program_id = $1'];
  const params: unknown[] = [program.id];
  if (query.status !== undefined) where.push(statusFilter(program, query.status));
  if (after) {
    params.push(after[0]);
    where.push(`lower(u.login) > $${params.length}`);
  }
  let rows: SummaryRow[];
  if (query.q === undefined) {
    params.push(query.limit + 1);
    rows = await db.query<SummaryRow>(`SELECT ${summaryColumns(program)} FROM users u WHERE ${where.join(' AND ')} ORDER BY lower(u.login) LIMIT $${params.length}`, params);
  } else if (query.status === undefined) {
    // Each of the three prefix indexes of migration 013 gives its matches with their sign-in,
    // without the table. Each side's first page in sign-in order is enough: a row of the page is
    // among the first of whichever side it matched on. MATERIALIZED keeps each side on its prefix
    // index: offered a LIMIT, the planner would walk the sign-in index testing every row instead.
    params.push(prefixPattern(query.q), query.limit + 1);
    const p = `$${params.length - 1}`;
    const limit = `$${params.length}`;
    const side = (column: string) => `SELECT u.id, lower(u.login) AS login_key FROM users u WHERE ${[...where, `lower(u.${column}) LIKE ${p}`].join(' AND ')}`;
    rows = await db.query<SummaryRow>(
      `WITH by_login AS MATERIALIZED (${side('login')}), by_email AS MATERIALIZED (${side('email')}), by_name AS MATERIALIZED (${side('name')}),
            page AS (SELECT id FROM ((SELECT * FROM by_login ORDER BY login_key LIMIT ${limit}) UNION (SELECT * FROM by_email ORDER BY login_key LIMIT ${limit})
                                     UNION (SELECT * FROM by_name ORDER BY login_key LIMIT ${limit})) matches ORDER BY login_key LIMIT ${limit})
       SELECT ${summaryColumns(program)} FROM users u JOIN page ON page.id = u.id ORDER BY lower(u.login)`,
      params,
    );
  } else {
    // A status needs the table: the matches are found at once (the three prefix indexes, one
    // bitmap) and filtered there.
    params.push(prefixPattern(query.q));
    const p = `$${params.length}`;
    where.push(`(lower(u.login) LIKE ${p} OR lower(u.email) LIKE ${p} OR lower(u.name) LIKE ${p})`);
    params.push(query.limit + 1);
    rows = await db.query<SummaryRow>(
      `WITH matches AS MATERIALIZED (SELECT u.id, lower(u.login) AS login_key FROM users u WHERE ${where.join(' AND ')}),
            page AS (SELECT id FROM matches ORDER BY login_key LIMIT $${params.length})
       SELECT ${summaryColumns(program)} FROM users u JOIN page ON page.id = u.id ORDER BY lower(u.login)`,
      params,
    );
  }
  return pageOf(rows, query.limit, (r) => [r.login_key], (r) => toSummary(program, r));
}

/** The program's participant who signs in as `login` (any case), or 404. */
async function participantRow(db: Sql, program: ProgramRow, login: string) {
  // A sign-in no participant could have (too long, a NUL) is answered like an unknown one.
  if (login.length > 320 || !isStorableText(login)) throw notFound(NO_SUCH_LOGIN);
  const [row] = await db.query<
    SummaryRow & { language: string | null; country: string | null; used: boolean; deactivated_at: Date | string | null; has_password: boolean }
  >(
    `SELECT ${summaryColumns(program)}, u.language, u.country, coalesce(u.status = 'Used', false) AS used, u.deactivated_at, u.password_hash IS NOT NULL AS has_password
       FROM users u WHERE u.program_id = $1 AND lower(u.login) = lower($2)`,
    [program.id, login],
  );
  if (!row) throw notFound(NO_SUCH_LOGIN);
  return row;
}

/** One participant: their profile, status, balance, invitation and last sign-in. */
export async function participantDetail(db: Sql, program: ProgramRow, login: string): Promise<S['ParticipantDetail']> {
  const row = await participantRow(db, program, login);
  const [seen] = await db.query<{ last_sign_in: Date | string | null; invitation_expires: Date | string | null }>(
    `SELECT (SELECT max(created_at) FROM sessions WHERE user_id = $1) AS last_sign_in,
            (SELECT max(expires_at) FROM reset_tokens WHERE user_id = $1) AS invitation_expires`,
    [row.id],
  );
  const invitation: S['ParticipantDetail']['invitation'] =
    program.config.type === 'claim'
      ? null
      : row.has_password
        ? { state: 'accepted', expiresAt: null }
        : { state: seen?.invitation_expires ? 'sent' : 'not_sent', expiresAt: iso(seen?.invitation_expires) };
  return {
    ...toSummary(program, row),
    language: row.language,
    country: row.country,
    redeemed: row.used,
    deactivatedAt: iso(row.deactivated_at),
    lastSignInAt: iso(seen?.last_sign_in),
    invitation,
  };
}

interface LedgerRow {
  id: string;
  created_at: Date | string;
  at_key: string;
  description: string;
  amount: number;
  balance: number;
  reference: string | null;
}

/** A participant's points ledger, newest first, each line with the balance it left (stored with the line). */
export async function listLedger(db: Sql, program: ProgramRow, login: string, query: { cursor?: string | undefined; limit: number }) {
  const after = decodeCursor(query.cursor, [CURSOR_TIME, CURSOR_TEXT]);
  const { id } = await participantRow(db, program, login);
  const params: unknown[] = [id];
  let where = 'user_id = $1';
  if (after) {
    params.push(after[0], after[1]);
    where += ' AND (created_at, id) < ($2::timestamptz, $3)';
  }
  params.push(query.limit + 1);
  const rows = await db.query<LedgerRow>(
    `SELECT id, created_at, ${cursorTime('created_at')} AS at_key, description, amount, balance, reference
       FROM transactions WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
    params,
  );
  return pageOf(
    rows,
    query.limit,
    (r) => [r.at_key, r.id],
    (r): S['LedgerLine'] => ({ id: r.id, at: iso(r.created_at)!, description: r.description, amount: r.amount, balance: r.balance, reference: r.reference }),
  );
}
