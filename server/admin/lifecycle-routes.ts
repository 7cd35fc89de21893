import { Hono, type Context } from 'hono';
import type { AppDeps, ProgramRow } from '../context.ts';
import type { Sql } from '../db/types.ts';
import type { AdminEnv, AuditChange } from './access.ts';
import { reactivate, reinvite, resetLink } from './participant-access.ts';
import { removeProgram } from './program-removal.ts';

export interface LifecycleHooks {
  /** The program of the path, once the key may touch it; 404 for a removed one. */
  programOf(c: Context<AdminEnv>): Promise<ProgramRow>;
  onProgramChange(): void;
  onCatalogueChange(): void;
  /** Records a change in the audit trail, in the transaction that makes it (access.ts). */
  audit(c: Context<AdminEnv>): (tx: Sql, change: AuditChange) => Promise<void>;
}

/**
 * The admin calls that change whether someone may use a program, beside the files of routes.ts:
 * a participant's invitation sent again, a reset link sent, a deactivated participant reactivated, and a program
 * removed (openapi-admin.yaml; docs/operate.md).
 */
export function lifecycleRoutes(deps: AppDeps, hooks: LifecycleHooks) {
  const { db, config, sessions, mail } = deps;
  const app = new Hono<AdminEnv>();

  app.post('/admin/api/programs/:program/participants/:login/invite', async (c) => {
    const program = await hooks.programOf(c);
    const audit = hooks.audit(c);
    const sent = await db.transaction(async (tx) => {
      const done = await reinvite(tx, program, c.req.param('login'), config.invitationTokenTtlSeconds);
      await audit(tx, { program: program.slug, target: done.login, after: { expiresAt: done.expiresAt } });
      return done;
    });
    // After commit, as an import's invitations: the mail carries the only copy of the token.
    await mail.invitation({ programId: program.id, userId: sent.userId, token: sent.token });
    return c.json({ login: sent.login, expiresAt: sent.expiresAt });
  });

  app.post('/admin/api/programs/:program/participants/:login/reset', async (c) => {
    const program = await hooks.programOf(c);
    const audit = hooks.audit(c);
    const sent = await db.transaction(async (tx) => {
      const done = await resetLink(tx, program, c.req.param('login'), config.resetTokenTtlSeconds);
      await audit(tx, { program: program.slug, target: done.login, after: { expiresAt: done.expiresAt } });
      return done;
    });
    // After commit: the mail carries the only copy of the token.
    await mail.passwordReset({ programId: program.id, userId: sent.userId, token: sent.token });
    return c.json({ login: sent.login, expiresAt: sent.expiresAt });
  });

  app.post('/admin/api/programs/:program/participants/:login/reactivate', async (c) => {
    const program = await hooks.programOf(c);
    const audit = hooks.audit(c);
    const outcome = await db.transaction(async (tx) => {
      const done = await reactivate(tx, program.id, c.req.param('login'));
      if (done === 'updated') await audit(tx, { program: program.slug, target: c.req.param('login'), before: { deactivated: true }, after: { deactivated: false } });
      return done;
    });
    return c.json({ rows: 1, created: 0, updated: outcome === 'updated' ? 1 : 0, unchanged: outcome === 'unchanged' ? 1 : 0 });
  });

  app.delete('/admin/api/programs/:program', async (c) => {
    const program = await hooks.programOf(c);
    const audit = hooks.audit(c);
    const removed = await db.transaction(async (tx) => {
      const done = await removeProgram(tx, program);
      await audit(tx, { program: program.slug, target: program.slug, after: done });
      return done;
    });
    // Every session of the program was revoked; other instances hear it from the database. A
    // removal is rare, so this instance simply asks the database again for everyone.
    sessions.forgetAll();
    hooks.onProgramChange();
    hooks.onCatalogueChange();
    return c.json(removed);
  });

  return app;
}
