import { Hono, type Context } from 'hono';
import { auditQuerySchema } from '../../src/schemas/staff.ts';
import type { AppDeps } from '../context.ts';
import { badRequest } from '../lib/errors.ts';
import { parseWith } from '../lib/validate.ts';
import type { AdminEnv } from './access.ts';
import { dateRange } from './reads/date-range.ts';
import { listAudit } from './audit.ts';

/**
 * The audit trail, newest first, a page at a time (openapi-admin.yaml): one program's for anyone
 * with a role in it, the whole platform's (with the changes that name no program) for a platform
 * owner. Filters: actor (id or name), action (or its group: `points`), from and to (dates or times).
 */
export function auditRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();

  function query(c: Context<AdminEnv>, program: string | undefined) {
    const q = parseWith(auditQuerySchema, c.req.query());
    const { from, to } = dateRange(q.from, q.to);
    return {
      ...(program ?? q.program ? { program: program ?? q.program } : {}),
      ...(q.actor ? { actor: q.actor } : {}),
      ...(q.action ? { action: q.action } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(q.after ? { before: Number(q.after) } : {}),
      limit: q.limit,
    };
  }

  app.get('/admin/api/audit', async (c) => c.json(await listAudit(deps.db, query(c, undefined))));
  app.get('/admin/api/programs/:program/audit', async (c) => {
    if (c.req.query('program') !== undefined) throw badRequest('Some fields are not valid.', [{ field: 'program', message: 'The program is in the path.' }]);
    return c.json(await listAudit(deps.db, query(c, c.req.param('program'))));
  });
  return app;
}
