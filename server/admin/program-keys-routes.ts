import { Hono, type Context } from 'hono';
import { programKeySchema } from '../../src/schemas/staff.ts';
import type { AppDeps, ProgramRow } from '../context.ts';
import type { Sql } from '../db/types.ts';
import { notFound } from '../lib/errors.ts';
import { parseBody } from '../lib/validate.ts';
import type { AdminEnv, AuditChange } from './access.ts';
import { createOperatorKey, KEY_COLUMNS, toKeyView, type OperatorKeyRow } from './keys.ts';

const KEY_ID = /^key_[A-Za-z0-9]{16}$/;

/**
 * A program owner's own keys, under /admin/api/programs/{program}/keys: the keys for this program
 * alone, listed, created with a role (the key shown once) and revoked. A key for several programs
 * or for every program stays the platform owner's (/admin/api/keys).
 */
export function programKeysRoutes(deps: AppDeps, hooks: { programOf(c: Context<AdminEnv>): Promise<ProgramRow>; audit(c: Context<AdminEnv>): (tx: Sql, change: AuditChange) => Promise<void> }) {
  const { db } = deps;
  const app = new Hono<AdminEnv>();

  app.get('/admin/api/programs/:program/keys', async (c) => {
    const program = await hooks.programOf(c);
    const rows = await db.query<OperatorKeyRow>(`SELECT ${KEY_COLUMNS} FROM operator_keys WHERE programs = ARRAY[$1]::text[] ORDER BY created_at DESC, id`, [program.slug]);
    return c.json(rows.map(toKeyView));
  });

  app.post('/admin/api/programs/:program/keys', async (c) => {
    const program = await hooks.programOf(c);
    const body = await parseBody(c, programKeySchema);
    const audit = hooks.audit(c);
    const { key, row } = await db.transaction(async (tx) => {
      const created = await createOperatorKey(tx, { name: body.name, programs: [program.slug], role: body.role });
      await audit(tx, { action: 'keys.create', program: program.slug, target: created.row.id, after: { name: body.name, role: body.role } });
      return created;
    });
    return c.json({ ...toKeyView(row), key }, 201);
  });

  app.post('/admin/api/programs/:program/keys/:keyId/revoke', async (c) => {
    const program = await hooks.programOf(c);
    const id = c.req.param('keyId');
    if (!KEY_ID.test(id)) throw notFound('No such key of this program.');
    const audit = hooks.audit(c);
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.query<{ revoked_at: Date | string | null }>('SELECT revoked_at FROM operator_keys WHERE id = $1 AND programs = ARRAY[$2]::text[] FOR UPDATE', [id, program.slug]);
      if (!before) throw notFound('No such key of this program.');
      const [after] = await tx.query<OperatorKeyRow>(`UPDATE operator_keys SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 RETURNING ${KEY_COLUMNS}`, [id]);
      if (before.revoked_at === null) await audit(tx, { action: 'keys.revoke', program: program.slug, target: id, before: { revokedAt: null }, after: { revokedAt: new Date(after!.revoked_at!).toISOString() } });
      return after!;
    });
    return c.json(toKeyView(row));
  });

  return app;
}
