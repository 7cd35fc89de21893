import type { MiddlewareHandler } from 'hono';
import type { Sql } from '../db/types.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { newId, newToken, sha256 } from '../lib/ids.ts';
import type { components } from './schema.gen.ts';

export type OperatorKeyView = components['schemas']['OperatorKey'];

export interface OperatorKeyRow {
  id: string;
  name: string;
  programs: string[] | null;
  created_at: Date | string;
  revoked_at: Date | string | null;
}

export type AdminEnv = { Variables: { operator: OperatorKeyRow } };

/** Keys read `sk_` then 43 URL-safe characters; the prefix lets secret scanners spot a leaked one. */
const KEY_PATTERN = /^sk_[A-Za-z0-9_-]{43}$/;

export const hashKey = (key: string): string => sha256(key);


export function toKeyView(row: OperatorKeyRow): OperatorKeyView {
  return {
    id: row.id,
    name: row.name,
    programs: row.programs,
    createdAt: new Date(row.created_at).toISOString(),
    revokedAt: row.revoked_at == null ? null : new Date(row.revoked_at).toISOString(),
  };
}

/** Stores a new key's hash and returns the key itself, which exists nowhere else afterwards. */
export async function createOperatorKey(sql: Sql, p: { name: string; programs: string[] | null }): Promise<{ key: string; row: OperatorKeyRow }> {
  const key = `sk_${newToken()}`;
  const [row] = await sql.query<OperatorKeyRow>(
    'INSERT INTO operator_keys (id, name, key_hash, programs) VALUES ($1, $2, $3, $4) RETURNING id, name, programs, created_at, revoked_at',
    [newId('key'), p.name, hashKey(key), p.programs],
  );
  return { key, row: row! };
}

/** The key a request carries, as a bearer token or in X-Api-Key. */
export function presentedKey(authorization: string | undefined, apiKey: string | undefined): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
  const key = bearer ?? apiKey?.trim();
  return key && KEY_PATTERN.test(key) ? key : null;
}

/** Every admin call: a live operator key, or 401 (the same answer for none, unknown and revoked). */
export function requireOperator(sql: Sql): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const key = presentedKey(c.req.header('authorization'), c.req.header('x-api-key'));
    if (!key) throw unauthorized('Send an operator key (Authorization: Bearer … or X-Api-Key).');
    const [row] = await sql.query<OperatorKeyRow>(
      'SELECT id, name, programs, created_at, revoked_at FROM operator_keys WHERE key_hash = $1 AND revoked_at IS NULL',
      [hashKey(key)],
    );
    if (!row) throw unauthorized('This operator key is unknown or revoked.');
    c.set('operator', row);
    await next();
  };
}

/** Keys themselves are managed only with a key for every program. */
export function requireUnscoped(row: OperatorKeyRow): void {
  if (row.programs !== null) throw forbidden('Only a key for every program can manage keys.');
}

export function requireProgramScope(row: OperatorKeyRow, slug: string): void {
  if (row.programs !== null && !row.programs.includes(slug)) throw forbidden(`This key may not touch program "${slug}".`);
}
