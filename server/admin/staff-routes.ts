import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { staffSignInSchema } from '../../src/schemas/staff.ts';
import type { AppDeps } from '../context.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { passwordHasher } from '../lib/passwords.ts';
import { signInLimiter } from '../lib/rate-limit.ts';
import { parseBody } from '../lib/validate.ts';
import { auditIn, STAFF_COOKIE, type AdminEnv } from './access.ts';
import { programsOf, staffById, staffByEmail, staffGrants } from './staff.ts';
import { forgeryTokenOf, type Clock, type StaffSessionStore } from './staff-sessions.ts';
import type { components } from './schema.gen.ts';

type Me = components['schemas']['StaffMe'];

const WRONG = 'The e-mail or password is wrong, or the account is not active.';

/**
 * The console's sign-in under /admin/api/staff (openapi-admin.yaml): e-mail and password give a
 * session cookie (HttpOnly, SameSite=Strict, Secure when the client came over TLS) and the
 * session's forgery token, which every unsafe call then sends in X-CSRF-Token. Participants keep
 * their bearer tokens; this cookie is only ever sent to /admin.
 */
export function staffRoutes(deps: AppDeps, sessions: StaffSessionStore, clock: Clock) {
  const { db, config } = deps;
  const app = new Hono<AdminEnv>();
  const passwords = passwordHasher(deps.scrypt ? { scrypt: deps.scrypt } : {});
  const limiter = signInLimiter(db, config.rateLimit, { ...(deps.sleep ? { sleep: deps.sleep } : {}) });

  const cookieOptions = (c: Context<AdminEnv>) => ({
    path: '/admin',
    httpOnly: true,
    sameSite: 'Strict' as const,
    secure: c.get('client').scheme === 'https',
  });

  async function me(c: Context<AdminEnv>, token: string | undefined): Promise<Me> {
    const actor = c.get('actor');
    const roles = Object.fromEntries(actor.grants.programs);
    return {
      kind: actor.kind,
      id: actor.id,
      name: actor.kind === 'staff' ? ((await staffById(db, actor.id))?.name ?? actor.name) : actor.name,
      email: actor.kind === 'staff' ? actor.name : null,
      platformOwner: actor.grants.platformOwner,
      roles,
      programs: await programsOf(db, actor.grants),
      forgeryToken: token ? forgeryTokenOf(token) : null,
    };
  }

  app.post('/admin/api/staff/sign-in', async (c) => {
    const body = await parseBody(c, staffSignInSchema);
    const attempt = await limiter.begin({ account: `staff:${body.email.toLowerCase()}`, address: `addr:${c.get('client').address}` });
    let staff;
    let ok: boolean;
    try {
      staff = await staffByEmail(db, body.email);
      // An unknown or inactive account costs the same hashing as a wrong password.
      ok = await passwords.verify(body.password, staff?.status === 'active' ? staff.password_hash : null);
    } catch (error) {
      await attempt.release().catch(() => undefined);
      throw error;
    }
    if (!staff || !ok) {
      await attempt.failed();
      throw unauthorized(WRONG);
    }
    await attempt.release();
    const grants = await staffGrants(db, staff);
    c.set('actor', { kind: 'staff', id: staff.id, name: staff.email, grants });
    const audit = auditIn(c, clock);
    const { token, expiresAt } = await db.transaction(async (tx) => {
      const created = await sessions.create(tx, staff.id);
      await audit(tx, { action: 'staff.sign-in', program: null, target: staff.id });
      return created;
    });
    setCookie(c, STAFF_COOKIE, token, { ...cookieOptions(c), maxAge: config.staffSession.absoluteSeconds, expires: expiresAt });
    return c.json(await me(c, token));
  });

  app.get('/admin/api/staff/me', async (c) => c.json(await me(c, c.get('actor').sessionToken)));

  app.post('/admin/api/staff/sign-out', async (c) => {
    const actor = c.get('actor');
    if (actor.kind !== 'staff') throw forbidden('Signing out is for console sessions; an operator key is revoked instead.');
    const audit = auditIn(c, clock);
    await db.transaction(async (tx) => {
      await sessions.revoke(tx, actor.sessionHash!);
      await audit(tx, { action: 'staff.sign-out', program: null, target: actor.id });
    });
    deleteCookie(c, STAFF_COOKIE, cookieOptions(c));
    return c.body(null, 204);
  });

  app.post('/admin/api/staff/sign-out-everywhere', async (c) => {
    const actor = c.get('actor');
    if (actor.kind !== 'staff') throw forbidden('Signing out is for console sessions; an operator key is revoked instead.');
    const audit = auditIn(c, clock);
    const ended = await db.transaction(async (tx) => {
      const n = await sessions.revokeAll(tx, actor.id);
      await audit(tx, { action: 'staff.sign-out-everywhere', program: null, target: actor.id, after: { sessionsEnded: n } });
      return n;
    });
    deleteCookie(c, STAFF_COOKIE, cookieOptions(c));
    return c.json({ sessionsEnded: ended });
  });

  return app;
}
