import type { Sql } from '../../db/types.ts';
import type { ProgramRow } from '../../context.ts';
import { iso } from '../../lib/dto.ts';
import type { components } from '../schema.gen.ts';
import { decodeCursor, pageOf } from './cursor.ts';

type S = components['schemas'];
type ImportAction = S['ImportDone']['action'];

/** The actions that apply a file to a program; their audit rows carry the file's counts (`rows`). */
const IMPORT_ACTIONS: readonly ImportAction[] = ['participants.import', 'participants.deactivate', 'points.import', 'tracking.import', 'catalogue.program'];

interface Row {
  seq: string | number;
  at: Date | string;
  actor_kind: 'staff' | 'key';
  actor_id: string;
  actor_name: string;
  action: ImportAction;
  after: Record<string, unknown> | null;
}

/** What a file changed: the counts of its audit row but the rows read. */
function resultOf(after: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(Object.entries(after).filter((entry): entry is [string, number] => entry[0] !== 'rows' && typeof entry[1] === 'number'));
}

/**
 * The files applied to a program, newest first, read from the audit trail (one record of each,
 * written in the transaction that applied it). A one-participant deactivation shares the file's
 * action but records no `rows`, so it is not a file.
 */
export async function listImports(db: Sql, program: ProgramRow, query: { cursor?: string | undefined; limit: number }) {
  const after = decodeCursor(query.cursor, [/^[0-9]{1,18}$/]);
  const params: unknown[] = [program.slug, IMPORT_ACTIONS];
  let where = "program = $1 AND action = ANY($2::text[]) AND after->'rows' IS NOT NULL";
  if (after) {
    params.push(after[0]);
    where += ` AND seq < $${params.length}`;
  }
  params.push(query.limit + 1);
  const rows = await db.query<Row>(
    `SELECT seq, at, actor_kind, actor_id, actor_name, action, after FROM audit_log WHERE ${where} ORDER BY seq DESC LIMIT $${params.length}`,
    params,
  );
  return pageOf(
    rows,
    query.limit,
    (r) => [String(r.seq)],
    (r): S['ImportDone'] => ({
      seq: String(r.seq),
      at: iso(r.at)!,
      actor: { kind: r.actor_kind, id: r.actor_id, name: r.actor_name },
      action: r.action,
      fileName: typeof r.after?.fileName === 'string' ? r.after.fileName : null,
      rows: Number(r.after?.rows ?? 0),
      result: resultOf(r.after ?? {}),
    }),
  );
}
