import { badRequest } from '../../lib/errors.ts';

/**
 * The lists' cursors: the sort key of a page's last row, as base64url JSON, so a client passes it
 * back as it came and never builds one. Keyset paging (WHERE key < last key), not OFFSET: a page
 * costs the same at the end of 100,000 rows as at the start, and rows added meanwhile neither
 * repeat nor skip a row.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const badCursor = () => badRequest('Some fields are not valid.', [{ field: 'cursor', message: 'Must be the nextCursor of the previous page.' }]);

/** The key a cursor holds, each part checked against `shape` (a pattern per part); 400 otherwise. */
export function decodeCursor(cursor: string | undefined, shape: readonly RegExp[]): string[] | undefined {
  if (cursor === undefined) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(key) || key.length !== shape.length) throw badCursor();
  return key.map((part, n) => {
    if (typeof part !== 'string' || !shape[n]!.test(part)) throw badCursor();
    return part;
  });
}

/** A time as a cursor keeps it: microseconds, UTC, as PostgreSQL prints and reads it back exactly. */
export const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** The SQL that prints a timestamptz column as CURSOR_TIME. */
export const cursorTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
/** Row ids and sign-ins: anything printable, of a sane length. */
export const CURSOR_TEXT = /^[^\u0000]{1,400}$/u;

/** One page of `rows` fetched with limit + 1: the page, and the cursor after it (null on the last). */
export function pageOf<R, V>(rows: R[], limit: number, key: (row: R) => (string | number)[], view: (row: R) => V): { items: V[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  return { items: page.map(view), nextCursor: rows.length > limit ? encodeCursor(key(page.at(-1)!)) : null };
}
