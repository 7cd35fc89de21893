import { Hono, type Context } from 'hono';
import { staffInviteSchema, staffRoleChangeSchema } from '../../src/schemas/staff.ts';
import type { AppDeps, ProgramRow } from '../context.ts';
import { conflict } from '../lib/errors.ts';
import { linkOrigin } from '../lib/programs.ts';
import { parseBody } from '../lib/validate.ts';
import type { AdminEnv, AuditChange } from './access.ts';
import type { Sql } from '../db/types.ts';
import { createStaff, staffByEmail } from './staff.ts';
import type { StaffSessionStore } from './staff-sessions.ts';
import { addRole, keepAnOwner, listProgramStaff, programMember, removeRole, setRole } from './staff-team.ts';
import type { StaffTokenStore } from './staff-tokens.ts';

export interface StaffTeamHooks {
  programOf(c: Context<AdminEnv>): Promise<ProgramRow>;
  audit(c: Context<AdminEnv>): (tx: Sql, change: AuditChange) => Promise<void>;
  sessions: StaffSessionStore;
  tokens: StaffTokenStore;
}

/**
 * A program's staff, managed by its owners (and platform owners) under
 * /admin/api/programs/{program}/staff (openapi-admin.yaml): list, invite by e-mail with a role,
 * change a role, remove. An invitation creates the account without a password and mails a
 * single-use link to choose one (staff-password-routes.ts takes it).
 */
export function staffTeamRoutes(deps: AppDeps, hooks: StaffTeamHooks) {
  const { db, config, mail } = deps;
  const app = new Hono<AdminEnv>();

  app.get('/admin/api/programs/:program/staff', async (c) => {
    const program = await hooks.programOf(c);
    return c.json(await listProgramStaff(db, program.slug));
  });

  app.post('/admin/api/programs/:program/staff', async (c) => {
    const program = await hooks.programOf(c);
    const body = await parseBody(c, staffInviteSchema);
    const audit = hooks.audit(c);
    const outcome = await db.transaction(async (tx) => {
      let staff = await staffByEmail(tx, body.email);
      let invitation: { token: string; expiresAt: Date } | null = null;
      if (staff?.platform_owner) throw conflict(`${staff.email} is a platform owner and runs every program already. Nothing was changed.`);
      if (staff?.status === 'deactivated') throw conflict(`${staff.email} is deactivated on this platform; a platform owner can reactivate them. Nothing was changed.`);
      const member = staff ? await tx.query<{ role: string }>('SELECT role FROM staff_roles WHERE staff_id = $1 AND program_slug = $2', [staff.id, program.slug]) : [];
      if (staff && member.length && staff.status === 'active') {
        throw conflict(`${staff.email} is staff of program "${program.slug}" already: change their role instead. Nothing was changed.`);
      }
      if (!staff) staff = await createStaff(tx, { email: body.email, name: body.name, passwordHash: null, platformOwner: false, roles: { [program.slug]: body.role } });
      else if (member.length) await setRole(tx, program.slug, staff.id, body.role);
      else await addRole(tx, program.slug, staff.id, body.role);
      // Someone with a password signs in with it; someone without one gets a link to choose it.
      if (staff.status === 'invited') invitation = await hooks.tokens.issue(tx, staff.id, 'invitation', config.invitationTokenTtlSeconds);
      await audit(tx, {
        action: 'staff.invite',
        program: program.slug,
        target: staff.email,
        before: member.length ? { role: member[0]!.role } : null,
        after: { role: body.role, invitationMailed: invitation !== null },
      });
      return { staff, invitation };
    });
    const { staff, invitation } = outcome;
    // After commit: the mail carries the only copy of the token.
    if (invitation) {
      await mail.staffPassword({
        kind: 'invitation',
        programId: program.id,
        to: staff.email,
        name: staff.name,
        token: invitation.token,
        inviter: c.get('actor').name,
        role: body.role,
        origin: linkOrigin(c, config.production),
      });
    }
    const view = await programMember(db, program.slug, staff.id);
    return c.json({ ...view, invitationExpiresAt: invitation ? invitation.expiresAt.toISOString() : null }, 201);
  });

  app.put('/admin/api/programs/:program/staff/:staffId', async (c) => {
    const program = await hooks.programOf(c);
    const body = await parseBody(c, staffRoleChangeSchema);
    const audit = hooks.audit(c);
    const member = await db.transaction(async (tx) => {
      const before = await programMember(tx, program.slug, c.req.param('staffId'));
      if (before.role === body.role) return before;
      if (body.role !== 'owner') await keepAnOwner(tx, program.slug, before);
      await setRole(tx, program.slug, before.id, body.role);
      await audit(tx, { action: 'staff.role', program: program.slug, target: before.email, before: { role: before.role }, after: { role: body.role } });
      return { ...before, role: body.role };
    });
    return c.json(member);
  });

  app.delete('/admin/api/programs/:program/staff/:staffId', async (c) => {
    const program = await hooks.programOf(c);
    const audit = hooks.audit(c);
    const removed = await db.transaction(async (tx) => {
      const before = await programMember(tx, program.slug, c.req.param('staffId'));
      await keepAnOwner(tx, program.slug, before);
      const left = await removeRole(tx, program.slug, before.id);
      // Roles are read on every call, so the program is closed to them from now on. Someone left
      // with no program at all is signed out everywhere and their unused links end.
      const sessionsEnded = left === 0 ? await hooks.sessions.revokeAll(tx, before.id) : 0;
      if (left === 0) await hooks.tokens.revokeAll(tx, before.id);
      await audit(tx, { action: 'staff.remove', program: program.slug, target: before.email, before: { role: before.role }, after: { role: null, sessionsEnded } });
      return { id: before.id, email: before.email, sessionsEnded };
    });
    return c.json(removed);
  });

  return app;
}
