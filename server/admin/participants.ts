import * as v from 'valibot';
import {
  claimCodeRowSchema,
  deactivateRowSchema,
  PARTICIPANT_COLUMNS,
  plateauParticipantRowSchema,
  pointsParticipantRowSchema,
} from '../../src/schemas/operator-files.ts';
import type { ProgramRow } from '../context.ts';
import type { Sql } from '../db/types.ts';
import { newId } from '../lib/ids.ts';
import { issuePasswordTokens } from '../lib/reset-tokens.ts';
import { revokeAllSessions } from '../lib/sessions.ts';
import type { FileErrors } from './errors.ts';
import type { ImportSpec, Numbered, Outcome } from './files.ts';

export interface Invitation {
  userId: string;
  token: string;
}

interface ExistingUser {
  id: string;
  name: string;
  language: string | null;
  level_id: string | null;
  claim_email: string | null;
}

/**
 * The apply step of a participants file for one program: new participants are created (with an
 * invitation to set a password when they have an email and no hash), known ones get their name,
 * language and level updated; a balance is only ever set at creation.
 */
export function participantImporter(program: ProgramRow, invitations: Invitation[], invitationTtlSeconds: number) {
  const seen = new Map<string, number>();
  const languages = new Set<string>(program.config.languages);
  const levels = new Set((program.config.plateauLevels ?? []).map((l) => l.id));

  function firstSeen(login: string, line: number, column: string, errors: FileErrors): boolean {
    const key = login.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.add(line, column, `"${login}" is already on line ${earlier}.`);
      return false;
    }
    seen.set(key, line);
    return true;
  }

  const seenIds = new Map<string, number>();

  /** Which of these requested ids some participant (of any program) already has. */
  async function idsInUse(tx: Sql, rows: Numbered<{ id?: string | undefined }>[]): Promise<Set<string>> {
    const ids = rows.flatMap((r) => (r.row.id ? [r.row.id] : []));
    if (ids.length === 0) return new Set();
    return new Set((await tx.query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::text[])', [ids])).map((r) => r.id));
  }

  /**
   * The id column (for migrations from another system): a known participant keeps the id they
   * have, a new one takes the id asked for unless any participant has it. Null: refused.
   */
  function idFor(wanted: string | undefined, known: ExistingUser | undefined, inUse: Set<string>, line: number, errors: FileErrors): string | null {
    if (wanted === undefined) return known?.id ?? newId('usr');
    const earlier = seenIds.get(wanted);
    if (earlier !== undefined) {
      errors.add(line, 'id', `"${wanted}" is already on line ${earlier}.`);
      return null;
    }
    seenIds.set(wanted, line);
    if (known) {
      if (known.id === wanted) return wanted;
      errors.add(line, 'id', `This participant's id is "${known.id}"; an id never changes.`);
      return null;
    }
    if (inUse.has(wanted)) {
      errors.add(line, 'id', 'Another participant already has this id.');
      return null;
    }
    return wanted;
  }

  function languageOk(language: string | undefined, line: number, errors: FileErrors): boolean {
    if (language === undefined || languages.has(language)) return true;
    errors.add(line, 'language', `Not a language of this program (${[...languages].join(', ')}).`);
    return false;
  }

  type PointsRow = v.InferOutput<typeof pointsParticipantRowSchema>;

  /**
   * A batch of a points participants file in a handful of statements whatever its size (the same
   * rules as one row at a time): who exists and which emails are taken are read at once, then the
   * updates, the new participants, their opening balances and their invitations are written at once.
   */
  async function pointsBatch(tx: Sql, rows: Numbered<PointsRow>[], errors: FileErrors): Promise<(Outcome | null)[]> {
    const emails = rows.map((r) => r.row.email.toLowerCase());
    const existing = new Map(
      (
        await tx.query<ExistingUser & { key: string }>(
          'SELECT id, name, language, level_id, claim_email, lower(login) AS key FROM users WHERE program_id = $1 AND lower(login) = ANY($2::text[])',
          [program.id, emails],
        )
      ).map((u) => [u.key, u]),
    );
    const taken = new Set(
      (
        await tx.query<{ key: string }>('SELECT lower(email) AS key FROM users WHERE program_id = $1 AND lower(email) = ANY($2::text[])', [program.id, emails])
      ).map((r) => r.key),
    );
    const inUse = await idsInUse(tx, rows);
    const updates = { id: [] as string[], name: [] as string[], language: [] as (string | null)[] };
    const inserts = { id: [] as string[], email: [] as string[], name: [] as string[], hash: [] as (string | null)[], balance: [] as number[], language: [] as (string | null)[] };
    const outcomes = rows.map(({ row, line }): Outcome | null => {
      if (!firstSeen(row.email, line, 'email', errors) || !languageOk(row.language, line, errors)) return null;
      const known = existing.get(row.email.toLowerCase());
      const id = idFor(row.id, known, inUse, line, errors);
      if (id === null) return null;
      if (known) {
        const language = row.language ?? known.language;
        if (known.name === row.name && known.language === language) return 'unchanged';
        updates.id.push(known.id);
        updates.name.push(row.name);
        updates.language.push(language);
        return 'updated';
      }
      if (taken.has(row.email.toLowerCase())) {
        errors.add(line, 'email', 'Another participant of this program already uses this email.');
        return null;
      }
      inserts.id.push(id);
      inserts.email.push(row.email);
      inserts.name.push(row.name);
      inserts.hash.push(row.password_hash ?? null);
      inserts.balance.push(row.balance ?? 0);
      inserts.language.push(row.language ?? null);
      return 'created';
    });
    if (updates.id.length) {
      await tx.query('UPDATE users u SET name = x.name, language = x.language FROM unnest($1::text[], $2::text[], $3::text[]) AS x(id, name, language) WHERE u.id = x.id', [
        updates.id,
        updates.name,
        updates.language,
      ]);
    }
    if (inserts.id.length) {
      await tx.query(
        `INSERT INTO users (id, program_id, login, name, email, password_hash, balance, last_update_date, language)
         SELECT id, $1, email, name, email, hash, balance, now(), language
           FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[]) AS x(id, email, name, hash, balance, language)`,
        [program.id, inserts.id, inserts.email, inserts.name, inserts.hash, inserts.balance, inserts.language],
      );
      const opening = inserts.id.map((id, i) => ({ id, balance: inserts.balance[i]! })).filter((o) => o.balance > 0);
      if (opening.length) {
        await tx.query(
          `INSERT INTO transactions (id, user_id, description, amount, balance, reference)
           SELECT id, user_id, 'Opening balance', amount, amount, 'opening-balance' FROM unnest($1::text[], $2::text[], $3::int[]) AS x(id, user_id, amount)`,
          [opening.map(() => newId('trx')), opening.map((o) => o.id), opening.map((o) => o.balance)],
        );
      }
      const invited = inserts.id.filter((_, i) => inserts.hash[i] === null);
      const tokens = await issuePasswordTokens(tx, { userIds: invited, ttlSeconds: invitationTtlSeconds });
      invited.forEach((userId, i) => invitations.push({ userId, token: tokens[i]! }));
    }
    return outcomes;
  }

  type PlateauRow = v.InferOutput<typeof plateauParticipantRowSchema>;
  type ClaimRow = v.InferOutput<typeof claimCodeRowSchema>;

  /** Known participants of the program among these sign-ins, by lower-cased sign-in. */
  const existingByLogin = async (tx: Sql, logins: string[]) =>
    new Map(
      (
        await tx.query<ExistingUser & { key: string }>(
          'SELECT id, name, language, level_id, claim_email, lower(login) AS key FROM users WHERE program_id = $1 AND lower(login) = ANY($2::text[])',
          [program.id, logins.map((l) => l.toLowerCase())],
        )
      ).map((u) => [u.key, u]),
    );

  /** A batch of a plateau participants file, the same way as pointsBatch. */
  async function plateauBatch(tx: Sql, rows: Numbered<PlateauRow>[], errors: FileErrors): Promise<(Outcome | null)[]> {
    const existing = await existingByLogin(tx, rows.map((r) => r.row.user_id));
    const emails = rows.flatMap((r) => (r.row.email ? [r.row.email.toLowerCase()] : []));
    const taken = new Set(
      (
        await tx.query<{ key: string }>(
          'SELECT lower(email) AS key FROM users WHERE program_id = $1 AND lower(email) = ANY($2::text[]) UNION SELECT lower(login) FROM users WHERE program_id = $1 AND lower(login) = ANY($2::text[])',
          [program.id, emails],
        )
      ).map((r) => r.key),
    );
    const inUse = await idsInUse(tx, rows);
    const updates = { id: [] as string[], name: [] as string[], language: [] as (string | null)[], level: [] as string[] };
    const inserts = { id: [] as string[], login: [] as string[], name: [] as string[], email: [] as string[], hash: [] as (string | null)[], level: [] as string[], language: [] as (string | null)[] };
    const invited: string[] = [];
    const outcomes = rows.map(({ row, line }): Outcome | null => {
      if (!firstSeen(row.user_id, line, 'user_id', errors) || !languageOk(row.language, line, errors)) return null;
      if (!levels.has(row.level)) {
        errors.add(line, 'level', `Not a level of this program (${[...levels].join(', ') || 'it has none'}).`);
        return null;
      }
      const known = existing.get(row.user_id.toLowerCase());
      const id = idFor(row.id, known, inUse, line, errors);
      if (id === null) return null;
      if (known) {
        const language = row.language ?? known.language;
        if (known.name === row.name && known.language === language && known.level_id === row.level) return 'unchanged';
        updates.id.push(known.id);
        updates.name.push(row.name);
        updates.language.push(language);
        updates.level.push(row.level);
        return 'updated';
      }
      if (row.email && taken.has(row.email.toLowerCase())) {
        errors.add(line, 'email', 'Another participant of this program already uses this email.');
        return null;
      }
      if (row.email) taken.add(row.email.toLowerCase());
      inserts.id.push(id);
      inserts.login.push(row.user_id);
      inserts.name.push(row.name);
      // Without an email the record's email holds the user id, as sign-in does.
      inserts.email.push(row.email ?? row.user_id);
      inserts.hash.push(row.password_hash ?? null);
      inserts.level.push(row.level);
      inserts.language.push(row.language ?? null);
      if (row.email && !row.password_hash) invited.push(id);
      return 'created';
    });
    if (updates.id.length) {
      await tx.query(
        'UPDATE users u SET name = x.name, language = x.language, level_id = x.level FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS x(id, name, language, level) WHERE u.id = x.id',
        [updates.id, updates.name, updates.language, updates.level],
      );
    }
    if (inserts.id.length) {
      await tx.query(
        `INSERT INTO users (id, program_id, login, name, email, password_hash, level_id, language)
         SELECT id, $1, login, name, email, hash, level, language
           FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) AS x(id, login, name, email, hash, level, language)`,
        [program.id, inserts.id, inserts.login, inserts.name, inserts.email, inserts.hash, inserts.level, inserts.language],
      );
    }
    const tokens = await issuePasswordTokens(tx, { userIds: invited, ttlSeconds: invitationTtlSeconds });
    invited.forEach((userId, i) => invitations.push({ userId, token: tokens[i]! }));
    return outcomes;
  }

  /** A batch of a claim codes file: new codes created, known ones given the email the file has. */
  async function claimBatch(tx: Sql, rows: Numbered<ClaimRow>[], errors: FileErrors): Promise<(Outcome | null)[]> {
    const existing = await existingByLogin(tx, rows.map((r) => r.row.code));
    const inUse = await idsInUse(tx, rows);
    const updates = { id: [] as string[], email: [] as string[] };
    const inserts = { id: [] as string[], code: [] as string[], email: [] as (string | null)[] };
    const outcomes = rows.map(({ row, line }): Outcome | null => {
      if (!firstSeen(row.code, line, 'code', errors)) return null;
      const known = existing.get(row.code.toLowerCase());
      const id = idFor(row.id, known, inUse, line, errors);
      if (id === null) return null;
      if (known) {
        if (row.email === undefined || known.claim_email === row.email) return 'unchanged';
        updates.id.push(known.id);
        updates.email.push(row.email);
        return 'updated';
      }
      inserts.id.push(id);
      inserts.code.push(row.code);
      inserts.email.push(row.email ?? null);
      return 'created';
    });
    if (updates.id.length) {
      await tx.query('UPDATE users u SET claim_email = x.email FROM unnest($1::text[], $2::text[]) AS x(id, email) WHERE u.id = x.id', [updates.id, updates.email]);
    }
    if (inserts.id.length) {
      // A claim code's record holds the code as its sign-in, name and email (the app shows it as the code).
      await tx.query(
        `INSERT INTO users (id, program_id, login, name, email, claim_email)
         SELECT id, $1, code, code, code, email FROM unnest($2::text[], $3::text[], $4::text[]) AS x(id, code, email)`,
        [program.id, inserts.id, inserts.code, inserts.email],
      );
    }
    return outcomes;
  }

  return { pointsBatch, plateauBatch, claimBatch };
}

/**
 * The participants file of the program's type (points, plateau or claim codes), as the admin API and
 * the demo's seed read it. Invitations' tokens live `invitationTtlSeconds` (INVITATION_TOKEN_TTL_SECONDS),
 * the lifetime their mail states.
 */
export function participantsFileSpec(program: ProgramRow, invitations: Invitation[], invitationTtlSeconds: number): ImportSpec<v.GenericSchema> {
  const importer = participantImporter(program, invitations, invitationTtlSeconds);
  const type = program.config.type;
  const spec =
    type === 'points'
      ? { columns: PARTICIPANT_COLUMNS.points, schema: pointsParticipantRowSchema, applyBatch: importer.pointsBatch }
      : type === 'plateau'
        ? { columns: PARTICIPANT_COLUMNS.plateau, schema: plateauParticipantRowSchema, applyBatch: importer.plateauBatch }
        : { columns: PARTICIPANT_COLUMNS.claim, schema: claimCodeRowSchema, applyBatch: importer.claimBatch };
  return spec as ImportSpec<v.GenericSchema>;
}

/** What deactivating a sign-in did: null when the program has no such participant. */
export type Deactivation = { userId: string; outcome: Outcome } | null;

/**
 * Deactivates participants of a program by sign-in, in `tx`: no more sign-in, every session
 * revoked. Three statements whatever the number; a sign-in named twice is deactivated once.
 */
export async function deactivateLogins(tx: Sql, programId: number, logins: string[]): Promise<Deactivation[]> {
  const users = new Map(
    (
      await tx.query<{ id: string; deactivated_at: Date | null; key: string }>(
        'SELECT id, deactivated_at, lower(login) AS key FROM users WHERE program_id = $1 AND lower(login) = ANY($2::text[])',
        [programId, [...new Set(logins.map((l) => l.toLowerCase()))]],
      )
    ).map((u) => [u.key, u]),
  );
  const newly = new Set<string>();
  const results = logins.map((login): Deactivation => {
    const user = users.get(login.toLowerCase());
    if (!user) return null;
    if (user.deactivated_at || newly.has(user.id)) return { userId: user.id, outcome: 'unchanged' };
    newly.add(user.id);
    return { userId: user.id, outcome: 'updated' };
  });
  if (newly.size) {
    const ids = [...newly];
    await tx.query('UPDATE users SET deactivated_at = now() WHERE id = ANY($1::text[])', [ids]);
    await revokeAllSessions(tx, ids);
  }
  return results;
}

/** The apply step of a deactivation file; the participants it deactivated go to `userIds`. */
export function deactivator(programId: number, userIds: string[]) {
  return async (tx: Sql, rows: Numbered<v.InferOutput<typeof deactivateRowSchema>>[], errors: FileErrors): Promise<(Outcome | null)[]> => {
    const results = await deactivateLogins(tx, programId, rows.map((r) => r.row.login));
    return results.map((done, i) => {
      if (!done) {
        errors.add(rows[i]!.line, 'login', `No participant of this program signs in as "${rows[i]!.row.login}".`);
        return null;
      }
      if (done.outcome === 'updated') userIds.push(done.userId);
      return done.outcome;
    });
  };
}
