import type { Sql } from '../db/types.ts';
import { newId, newToken, sha256 } from '../lib/ids.ts';
import type { Grants, ProgramRole, Role } from './roles.ts';
import type { components } from './schema.gen.ts';

export type OperatorKeyView = components['schemas']['OperatorKey'];

export interface OperatorKeyRow {
  id: string;
  name: string;
  programs: string[] | null;
  /** platform_owner exactly when `programs` is null (migration 010). */
  role: Role;
  created_at: Date | string;
  revoked_at: Date | string | null;
}

export const KEY_COLUMNS = 'id, name, programs, role, created_at, revoked_at';

/** Keys read `sk_` then 43 URL-safe characters; the prefix lets secret scanners spot a leaked one. */
const KEY_PREFIX = 'sk_';
const KEY_BODY_LENGTH = 43;
const KEY_PATTERN = /^sk_[A-Za-z0-9_-]{43}$/;
const KEY_SHAPE = `an operator key is ${KEY_PREFIX} and ${KEY_BODY_LENGTH} letters, digits, - or _ (${KEY_PREFIX.length + KEY_BODY_LENGTH} characters)`;

export const hashKey = (key: string): string => sha256(key);

export function toKeyView(row: OperatorKeyRow): OperatorKeyView {
  return {
    id: row.id,
    name: row.name,
    programs: row.programs,
    role: row.role,
    createdAt: new Date(row.created_at).toISOString(),
    revokedAt: row.revoked_at == null ? null : new Date(row.revoked_at).toISOString(),
  };
}

/** What a key may do: everything everywhere without programs, else its role in each of them. */
export function keyGrants(row: Pick<OperatorKeyRow, 'programs' | 'role'>): Grants {
  if (row.programs === null) return { platformOwner: true, programs: new Map() };
  return { platformOwner: false, programs: new Map(row.programs.map((slug) => [slug, row.role as ProgramRole])) };
}

/**
 * Stores a new key's hash and returns the key itself, which exists nowhere else afterwards. A key
 * for every program is a platform owner; a key for some programs has `role` in each (owner unless
 * said otherwise).
 */
export async function createOperatorKey(sql: Sql, p: { name: string; programs: string[] | null; role?: ProgramRole }): Promise<{ key: string; row: OperatorKeyRow }> {
  const key = `sk_${newToken()}`;
  const role: Role = p.programs === null ? 'platform_owner' : (p.role ?? 'owner');
  const [row] = await sql.query<OperatorKeyRow>(`INSERT INTO operator_keys (id, name, key_hash, programs, role) VALUES ($1, $2, $3, $4, $5) RETURNING ${KEY_COLUMNS}`, [
    newId('key'),
    p.name,
    hashKey(key),
    p.programs,
    role,
  ]);
  return { key, row: row! };
}

/**
 * What a request carries as its key (a bearer token, else X-Api-Key): a key, nothing, or something
 * that cannot be a key, with what is wrong with it. Only the text sent is judged, never the
 * stored keys, so the answer tells nothing about which keys exist.
 */
export type PresentedKey = { key: string } | { missing: string } | { malformed: string };

export function readPresentedKey(authorization: string | undefined, apiKey: string | undefined): PresentedKey {
  const header = authorization?.trim() ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (bearer) return judge(bearer);
  const key = apiKey?.trim();
  if (key) return judge(key);
  // Another scheme (a proxy's Basic) is not a key, and X-Api-Key may still carry one beside it.
  if (/^Bearer\b/i.test(header)) return { malformed: 'This is not an operator key: the Authorization header must read "Bearer " and then the key, in one piece.' };
  return { missing: 'Send an operator key (Authorization: Bearer … or X-Api-Key).' };
}

function judge(key: string): PresentedKey {
  if (KEY_PATTERN.test(key)) return { key };
  const wrong = !key.startsWith(KEY_PREFIX)
    ? `it does not start with ${KEY_PREFIX}.`
    : key.length !== KEY_PREFIX.length + KEY_BODY_LENGTH
      ? `it has ${key.length}: was it copied whole?`
      : 'it has other characters.';
  return { malformed: `This is not an operator key: ${KEY_SHAPE}, and ${wrong}` };
}

/** The key a request carries, when it has a key's shape. */
export function presentedKey(authorization: string | undefined, apiKey: string | undefined): string | null {
  const presented = readPresentedKey(authorization, apiKey);
  return 'key' in presented ? presented.key : null;
}

/** The live key with this text, if any. */
export async function findKey(sql: Sql, key: string): Promise<OperatorKeyRow | undefined> {
  const [row] = await sql.query<OperatorKeyRow>(`SELECT ${KEY_COLUMNS} FROM operator_keys WHERE key_hash = $1 AND revoked_at IS NULL`, [hashKey(key)]);
  return row;
}
