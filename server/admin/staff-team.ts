import type { Sql } from '../db/types.ts';
import { conflict, notFound } from '../lib/errors.ts';
import type { ProgramRole } from './roles.ts';
import type { components } from './schema.gen.ts';
import type { StaffRow } from './staff.ts';

export type StaffMemberView = components['schemas']['StaffMember'];

const STAFF_ID = /^stf_[A-Za-z0-9]{16}$/;

interface MemberRow {
  id: string;
  email: string;
  name: string;
  status: StaffRow['status'];
  role: ProgramRole;
  created_at: Date | string;
}

const toView = (row: MemberRow): StaffMemberView => ({
  id: row.id,
  email: row.email,
  name: row.name,
  status: row.status,
  role: row.role,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The program's staff (by role; platform owners manage every program and are not listed), by e-mail. */
export async function listProgramStaff(sql: Sql, slug: string): Promise<StaffMemberView[]> {
  const rows = await sql.query<MemberRow>(
    `SELECT s.id, s.email, s.name, s.status, r.role, s.created_at FROM staff_roles r JOIN staff s ON s.id = r.staff_id
      WHERE r.program_slug = $1 ORDER BY lower(s.email)`,
    [slug],
  );
  return rows.map(toView);
}

/** One staff member of the program, locked for a change; 404 for anyone without a role in it. */
export async function programMember(tx: Sql, slug: string, staffId: string): Promise<StaffMemberView> {
  if (!STAFF_ID.test(staffId)) throw notFound('No such staff member in this program.');
  const [row] = await tx.query<MemberRow>(
    `SELECT s.id, s.email, s.name, s.status, r.role, s.created_at FROM staff_roles r JOIN staff s ON s.id = r.staff_id
      WHERE r.program_slug = $1 AND r.staff_id = $2 FOR UPDATE OF r`,
    [slug, staffId],
  );
  if (!row) throw notFound('No such staff member in this program.');
  return toView(row);
}

/**
 * A program keeps a staff owner: the last one can be neither demoted nor removed (a platform
 * owner can always name another). Counted under lock, so two owners demoting each other at once
 * cannot both succeed.
 */
export async function keepAnOwner(tx: Sql, slug: string, member: StaffMemberView): Promise<void> {
  if (member.role !== 'owner') return;
  const owners = await tx.query<{ staff_id: string }>(`SELECT staff_id FROM staff_roles WHERE program_slug = $1 AND role = 'owner' FOR UPDATE`, [slug]);
  if (owners.length <= 1) throw conflict(`${member.email} is the last owner of program "${slug}": make someone else owner first. Nothing was changed.`);
}

export async function setRole(tx: Sql, slug: string, staffId: string, role: ProgramRole): Promise<void> {
  await tx.query('UPDATE staff_roles SET role = $3 WHERE program_slug = $1 AND staff_id = $2', [slug, staffId, role]);
}

export async function addRole(tx: Sql, slug: string, staffId: string, role: ProgramRole): Promise<void> {
  await tx.query('INSERT INTO staff_roles (staff_id, program_slug, role) VALUES ($1, $2, $3)', [staffId, slug, role]);
}

/** Takes the staff member's role in the program away; answers how many roles they have left. */
export async function removeRole(tx: Sql, slug: string, staffId: string): Promise<number> {
  await tx.query('DELETE FROM staff_roles WHERE program_slug = $1 AND staff_id = $2', [slug, staffId]);
  const [left] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_roles WHERE staff_id = $1', [staffId]);
  return left?.n ?? 0;
}
