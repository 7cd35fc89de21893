import { Hono, type Context } from 'hono';
import { staffForgotPasswordSchema, staffSetPasswordSchema } from '../../src/schemas/staff.ts';
import type { AppDeps } from '../context.ts';
import { ApiError, badRequest } from '../lib/errors.ts';
import { passwordHasher } from '../lib/passwords.ts';
import { hostName, linkOrigin, requestHost } from '../lib/programs.ts';
import { requestCounter, requesterOf, resetMailLimit } from '../lib/rate-limit.ts';
import { parseBody } from '../lib/validate.ts';
import { auditIn, type AdminEnv } from './access.ts';
import { staffByEmail, staffById, staffGrants } from './staff.ts';
import type { Clock, StaffSessionStore } from './staff-sessions.ts';
import type { StaffTokenStore } from './staff-tokens.ts';

const LINK_NOT_VALID = 'This link is not valid any more: it was used already or it expired. Ask for a new one from the sign-in page.';

/**
 * The console's password links, before any sign-in (openapi-admin.yaml): "forgot password" mails a
 * reset link, and a link's token (an invitation's or a reset's) sets a password. The forgot call
 * answers the same, at the same speed, whether or not the address has an account: the lookup and
 * the mail run after the response.
 */
export function staffPasswordRoutes(deps: AppDeps, p: { sessions: StaffSessionStore; tokens: StaffTokenStore; clock: Clock }) {
  const { db, config, mail } = deps;
  const app = new Hono<AdminEnv>();
  const passwords = passwordHasher(deps.scrypt ? { scrypt: deps.scrypt } : {});
  const counter = requestCounter(db, config.rateLimit.windowSeconds);
  const resetMails = resetMailLimit(counter, {
    perRequester: config.rateLimit.resetPerAccount ?? 0,
    perParticipant: config.rateLimit.resetPerAccountTotal ?? 0,
  });

  /**
   * The program whose address the link takes: the one this request came to when its host is a
   * program's, else the first of the staff member's programs, else (a platform owner) the first
   * program. In production the address is the program's own whatever the request said.
   */
  async function linkProgram(c: Context<AdminEnv>, staffId: string): Promise<number | null> {
    const [row] = await db.query<{ id: number }>(
      `SELECT p.id FROM programs p
        WHERE p.removed_at IS NULL
        ORDER BY EXISTS (SELECT 1 FROM program_hosts h WHERE h.program_id = p.id AND h.host = $1) DESC,
                 EXISTS (SELECT 1 FROM staff_roles r WHERE r.staff_id = $2 AND r.program_slug = p.slug) DESC,
                 p.slug
        LIMIT 1`,
      [hostName(requestHost(c)), staffId],
    );
    return row?.id ?? null;
  }

  app.post('/admin/api/staff/password/forgot', async (c) => {
    const { email } = await parseBody(c, staffForgotPasswordSchema);
    const requester = c.get('client').address;
    const fromAddress = await counter.take(`staff-reset-addr:${requesterOf(requester)}`, config.rateLimit.resetPerAddress ?? 0);
    if (!fromAddress.ok) {
      const wait = Math.max(1, Math.ceil(fromAddress.retryAfter));
      throw new ApiError(429, 'too_many_requests', `Too many reset requests from this address. Try again in ${Math.ceil(wait / 60)} minutes.`, undefined, { 'Retry-After': String(wait) });
    }
    const origin = linkOrigin(c, config.production);
    deps.afterResponse.run('staff reset link', async () => {
      if (!(await resetMails.allow(`staff:${email.toLowerCase()}`, requester))) return;
      const staff = await staffByEmail(db, email);
      if (!staff || staff.status === 'deactivated') return;
      const programId = await linkProgram(c, staff.id);
      if (programId === null) return deps.log.warn({ staff: staff.id }, 'staff reset link not sent: no program to link to');
      const { token } = await db.transaction((tx) => p.tokens.issue(tx, staff.id, 'reset', config.resetTokenTtlSeconds));
      await mail.staffPassword({ kind: 'reset', programId, to: staff.email, name: staff.name, token, origin });
    });
    return c.json({ accepted: true as const }, 202);
  });

  app.post('/admin/api/staff/password', async (c) => {
    const body = await parseBody(c, staffSetPasswordSchema);
    // Hashed first: a link that turns out not valid changes nothing.
    const hash = await passwords.hash(body.password);
    const done = await db.transaction(async (tx) => {
      const claimed = await p.tokens.claim(tx, body.token);
      if (!claimed) return null;
      const before = (await staffById(tx, claimed.staffId))!;
      await tx.query(`UPDATE staff SET password_hash = $2, status = 'active' WHERE id = $1`, [claimed.staffId, hash]);
      // Other links end with the new password, and so do the sessions signed in with the old one.
      await p.tokens.revokeAll(tx, claimed.staffId);
      const sessionsEnded = await p.sessions.revokeAll(tx, claimed.staffId);
      const row = before;
      c.set('actor', { kind: 'staff', id: row.id, name: row.email, grants: await staffGrants(tx, row) });
      await auditIn(c, p.clock)(tx, {
        action: claimed.purpose === 'invitation' ? 'staff.invitation-accept' : 'staff.password-reset',
        program: null,
        target: row.id,
        before: { status: before.status },
        after: { status: 'active', sessionsEnded },
      });
      return { email: row.email, purpose: claimed.purpose };
    });
    if (!done) throw badRequest(LINK_NOT_VALID, [{ field: 'token', message: LINK_NOT_VALID }]);
    return c.json(done);
  });

  return app;
}
