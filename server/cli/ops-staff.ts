import * as v from 'valibot';
import { newStaffSchema } from '../../src/schemas/staff.ts';
import { verifyAudit, type AuditVerification } from '../admin/audit.ts';
import type { ProgramRole } from '../admin/roles.ts';
import { createStaff, type StaffRow } from '../admin/staff.ts';
import type { ServerConfig } from '../config.ts';
import { ApiError } from '../lib/errors.ts';
import { hashPassword } from '../lib/passwords.ts';
import { OpsRefused, withDatabase } from './ops-keys.ts';

export interface StaffCreateInput {
  email: string;
  name: string;
  password: string;
  platformOwner: boolean;
  role: string | undefined;
  programs: string[];
}

/** The checked input, or every problem in one message (each field named as its option). */
export function checkStaffInput(input: StaffCreateInput) {
  const result = v.safeParse(newStaffSchema, input);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const field = issue.path?.map((p) => String(p.key)).join('.');
    const option = { email: '--email', name: '--name', password: 'the password', role: '--role', programs: '--programs' }[field?.split('.')[0] ?? ''] ?? '';
    return option ? `${option}: ${issue.message}` : issue.message;
  });
  throw new OpsRefused(`Nothing was created:\n  ${problems.join('\n  ')}`);
}

/**
 * A staff member written to the database directly (the first owner, like the first key): a
 * platform owner, or a role in the programs named. The password is hashed as participants' are.
 */
export async function createStaffDirect(config: ServerConfig, input: StaffCreateInput): Promise<StaffRow> {
  const staff = checkStaffInput(input);
  const passwordHash = await hashPassword(staff.password);
  const role = (staff.role ?? 'owner') as ProgramRole;
  return withDatabase(config, 'staff create', async (db) => {
    try {
      return await db.transaction((tx) =>
        createStaff(tx, {
          email: staff.email,
          name: staff.name,
          passwordHash,
          platformOwner: staff.platformOwner,
          roles: Object.fromEntries(staff.programs.map((slug) => [slug, role])),
        }),
      );
    } catch (error) {
      if (error instanceof ApiError) throw new OpsRefused(`${error.message} Nothing was created.`);
      throw error;
    }
  });
}

/** Walks the audit chain in the database itself, not through the server it is checking. */
export async function verifyAuditDirect(config: ServerConfig): Promise<AuditVerification> {
  return withDatabase(config, 'audit verify', (db) => verifyAudit(db));
}
