import type { Sql } from '../db/types.ts';
import { isUniqueViolation } from '../db/types.ts';
import { conflict } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import type { Grants, ProgramRole } from './roles.ts';

export interface StaffRow {
  id: string;
  email: string;
  name: string;
  password_hash: string | null;
  status: 'invited' | 'active' | 'deactivated';
  platform_owner: boolean;
  created_at: Date | string;
}

export const STAFF_COLUMNS = 'id, email, name, password_hash, status, platform_owner, created_at';

export interface NewStaff {
  email: string;
  name: string;
  /** The scrypt hash (server/lib/passwords.ts), or null for someone who has not chosen a password. */
  passwordHash: string | null;
  platformOwner: boolean;
  /** Program slug → role; ignored for a platform owner. */
  roles: Record<string, ProgramRole>;
}

/** A new staff member and their roles; an e-mail already used, in any case, is a conflict. */
export async function createStaff(tx: Sql, p: NewStaff): Promise<StaffRow> {
  let row: StaffRow | undefined;
  try {
    [row] = await tx.query<StaffRow>(
      `INSERT INTO staff (id, email, name, password_hash, status, platform_owner) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${STAFF_COLUMNS}`,
      [newId('stf'), p.email, p.name, p.passwordHash, p.passwordHash ? 'active' : 'invited', p.platformOwner],
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A staff member with the e-mail ${p.email} exists already.`);
    throw error;
  }
  if (!p.platformOwner) {
    for (const [slug, role] of Object.entries(p.roles)) {
      await tx.query('INSERT INTO staff_roles (staff_id, program_slug, role) VALUES ($1, $2, $3)', [row!.id, slug, role]);
    }
  }
  return row!;
}

export async function staffByEmail(sql: Sql, email: string): Promise<StaffRow | undefined> {
  const [row] = await sql.query<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff WHERE lower(email) = lower($1)`, [email]);
  return row;
}

export async function staffById(sql: Sql, id: string): Promise<StaffRow | undefined> {
  const [row] = await sql.query<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff WHERE id = $1`, [id]);
  return row;
}

export async function staffGrants(sql: Sql, staff: StaffRow): Promise<Grants> {
  if (staff.platform_owner) return { platformOwner: true, programs: new Map() };
  const rows = await sql.query<{ program_slug: string; role: ProgramRole }>('SELECT program_slug, role FROM staff_roles WHERE staff_id = $1', [staff.id]);
  return { platformOwner: false, programs: new Map(rows.map((r) => [r.program_slug, r.role])) };
}

export interface ProgramOfStaff {
  slug: string;
  name: string;
}

/**
 * The programs a caller works in, by slug, with their full names: every program not removed for
 * a platform owner, else those of its roles. The console's program switcher lists them.
 */
export async function programsOf(sql: Sql, grants: Grants): Promise<ProgramOfStaff[]> {
  const slugs = [...grants.programs.keys()];
  if (!grants.platformOwner && slugs.length === 0) return [];
  const rows = await sql.query<ProgramOfStaff>(
    `SELECT slug, config->>'fullName' AS name FROM programs WHERE removed_at IS NULL${grants.platformOwner ? '' : ' AND slug = ANY($1::text[])'} ORDER BY slug`,
    grants.platformOwner ? [] : [slugs],
  );
  return rows.map((row) => ({ slug: row.slug, name: row.name ?? row.slug }));
}
