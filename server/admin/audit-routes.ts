import { Hono, type Context } from 'hono';
import { auditQuerySchema } from '../../src/schemas/staff.ts';
import type { AppDeps } from '../context.ts';
import { badRequest } from '../lib/errors.ts';
import { parseWith } from '../lib/validate.ts';
import type { AdminEnv } from './access.ts';
import { listAudit } from './audit.ts';

/** A date alone means the whole day: from its start, to the end of it. */
function bound(text: string | undefined, end: boolean): Date | undefined {
  if (text === undefined) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (end && /^\d{4}-\d{2}-\d{2}$/.test(text)) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/**
 * The audit trail, newest first, a page at a time (openapi-admin.yaml): one program's for anyone
 * with a role in it, the whole platform's (with the changes that name no program) for a platform
 * owner. Filters: actor (id or name), action (or its group: `points`), from and to (dates or times).
 */
export function auditRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();

  function query(c: Context<AdminEnv>, program: string | undefined) {
    const q = parseWith(auditQuerySchema, c.req.query());
    const from = bound(q.from, false);
    const to = bound(q.to, true);
    if (from && to && from >= to) throw badRequest('Some fields are not valid.', [{ field: 'to', message: 'Must be after from.' }]);
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
