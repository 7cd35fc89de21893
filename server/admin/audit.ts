import { createHash } from 'node:crypto';
import type { Sql } from '../db/types.ts';
import { canonicalJson } from '../lib/canonical-json.ts';
import type { Role } from './roles.ts';
import type { components } from './schema.gen.ts';

export type AuditEntryView = components['schemas']['AuditEntry'];

/** The hash before the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** What one change records; the chain's fields (seq, hashes) are added by appendAudit. */
export interface AuditRecord {
  at: Date;
  actorKind: 'staff' | 'key';
  actorId: string;
  actorName: string;
  /** The caller's role in the program; `staff` for a staff member's own sign-in and sign-out. */
  role: Role | 'staff';
  program: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  requestId: string | null;
}

interface AuditRow {
  seq: string | number;
  at: Date | string;
  actor_kind: 'staff' | 'key';
  actor_id: string;
  actor_name: string;
  role: Role | 'staff';
  program: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  request_id: string | null;
  prev_hash: string;
  hash: string;
}

const COLUMNS = 'seq, at, actor_kind, actor_id, actor_name, role, program, action, target, before, after, request_id, prev_hash, hash';

/** The row as hashed: every column but the hashes, times as ISO text, the sequence as a number. */
function hashedFields(seq: number, r: AuditRecord) {
  return {
    seq,
    at: r.at.toISOString(),
    actorKind: r.actorKind,
    actorId: r.actorId,
    actorName: r.actorName,
    role: r.role,
    program: r.program,
    action: r.action,
    target: r.target,
    before: r.before ?? null,
    after: r.after ?? null,
    requestId: r.requestId,
  };
}

/** sha-256 over the previous row's hash and this row's canonical JSON. */
export function chainHash(prevHash: string, seq: number, record: AuditRecord): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonicalJson(hashedFields(seq, record))).digest('hex');
}

function recordOf(row: AuditRow): AuditRecord {
  return {
    at: new Date(row.at),
    actorKind: row.actor_kind,
    actorId: row.actor_id,
    actorName: row.actor_name,
    role: row.role,
    program: row.program,
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
    requestId: row.request_id,
  };
}

/** A value for a jsonb column: SQL NULL for no value (undefined or null), else its JSON. */
const jsonbOrNull = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Appends one row inside the caller's transaction, so the change and its record commit or roll
 * back together. Appends take turns on audit_head's one row until commit: call this last in a
 * transaction, once the change itself is done, so the turn is short.
 */
export async function appendAudit(tx: Sql, record: AuditRecord): Promise<void> {
  const [head] = await tx.query<{ seq: string | number; hash: string }>('SELECT seq, hash FROM audit_head WHERE id = 1 FOR UPDATE');
  const seq = Number(head!.seq) + 1;
  const hash = chainHash(head!.hash, seq, record);
  await tx.query(
    `INSERT INTO audit_log (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12, $13, $14)`,
    [
      seq,
      record.at,
      record.actorKind,
      record.actorId,
      record.actorName,
      record.role,
      record.program,
      record.action,
      record.target,
      jsonbOrNull(record.before),
      jsonbOrNull(record.after),
      record.requestId,
      head!.hash,
      hash,
    ],
  );
  await tx.query('UPDATE audit_head SET seq = $1, hash = $2 WHERE id = 1', [seq, hash]);
}

export interface AuditBreak {
  /** The row where the chain breaks (for a removed last row, the head's). */
  seq: number;
  problem: string;
}

export interface AuditVerification {
  rows: number;
  /** The last row's hash: kept elsewhere, it shows later whether rows were removed from the end. */
  headHash: string;
  breaks: AuditBreak[];
}

const VERIFY_PAGE = 1000;

/** Walks the whole chain in order and names every row where it breaks. */
export async function verifyAudit(db: Sql): Promise<AuditVerification> {
  const breaks: AuditBreak[] = [];
  let prevSeq = 0;
  let prevHash = GENESIS_HASH;
  let rows = 0;
  for (;;) {
    const page = await db.query<AuditRow>(`SELECT ${COLUMNS} FROM audit_log WHERE seq > $1 ORDER BY seq LIMIT ${VERIFY_PAGE}`, [prevSeq]);
    for (const row of page) {
      const seq = Number(row.seq);
      rows += 1;
      if (seq !== prevSeq + 1) {
        const missing = seq - prevSeq - 1;
        breaks.push({ seq, problem: `${missing === 1 ? `row ${prevSeq + 1} is` : `rows ${prevSeq + 1} to ${seq - 1} are`} missing (row ${seq} follows row ${prevSeq}).` });
      } else if (row.prev_hash !== prevHash) {
        breaks.push({ seq, problem: `row ${seq} does not follow row ${prevSeq}: its previous hash is not that row's hash.` });
      }
      if (chainHash(row.prev_hash, seq, recordOf(row)) !== row.hash) breaks.push({ seq, problem: `row ${seq} was changed after it was written: its hash does not match its content.` });
      prevSeq = seq;
      prevHash = row.hash;
    }
    if (page.length < VERIFY_PAGE) break;
  }
  const [head] = await db.query<{ seq: string | number; hash: string }>('SELECT seq, hash FROM audit_head WHERE id = 1');
  const headSeq = Number(head?.seq ?? 0);
  if (headSeq !== prevSeq || (head?.hash ?? GENESIS_HASH) !== prevHash) {
    breaks.push({
      seq: headSeq,
      problem:
        headSeq > prevSeq
          ? `rows ${prevSeq + 1} to ${headSeq} are missing from the end (the last row written was ${headSeq}).`
          : `the chain's head (row ${headSeq}) is not its last row (${prevSeq}).`,
    });
  }
  return { rows, headHash: prevHash, breaks };
}

export interface AuditQuery {
  program?: string;
  /** Only rows without a program too (the platform's own changes) when listing everything. */
  actor?: string;
  action?: string;
  from?: Date;
  to?: Date;
  /** Rows before this sequence (the previous page's nextCursor). */
  before?: number;
  limit: number;
}

export function toAuditView(row: AuditRow): AuditEntryView {
  return {
    seq: String(row.seq),
    at: new Date(row.at).toISOString(),
    actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name },
    role: row.role,
    program: row.program,
    action: row.action,
    target: row.target,
    before: row.before ?? null,
    after: row.after ?? null,
    requestId: row.request_id,
    hash: row.hash,
  };
}

/** Newest first, a page at a time: `nextCursor` asks for the page after this one. */
export async function listAudit(db: Sql, q: AuditQuery): Promise<{ entries: AuditEntryView[]; nextCursor: string | null }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (q.program !== undefined) add((n) => `program = ${n}`, q.program);
  if (q.actor !== undefined) add((n) => `(actor_id = ${n} OR lower(actor_name) = lower(${n}))`, q.actor);
  if (q.action !== undefined) add((n) => `(action = ${n} OR action LIKE ${n} || '.%')`, q.action);
  if (q.from !== undefined) add((n) => `at >= ${n}`, q.from);
  if (q.to !== undefined) add((n) => `at < ${n}`, q.to);
  if (q.before !== undefined) add((n) => `seq < ${n}`, q.before);
  params.push(q.limit + 1);
  const rows = await db.query<AuditRow>(
    `SELECT ${COLUMNS} FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY seq DESC LIMIT $${params.length}`,
    params,
  );
  const page = rows.slice(0, q.limit);
  return { entries: page.map(toAuditView), nextCursor: rows.length > q.limit ? String(page.at(-1)!.seq) : null };
}
