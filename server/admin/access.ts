import type { Context, MiddlewareHandler } from 'hono';
import { PROGRAM_SLUG_PATTERN } from '../../src/schemas/field-rules.ts';
import { getCookie } from 'hono/cookie';
import type { Db, Sql } from '../db/types.ts';
import type { ClientView } from '../lib/client.ts';
import { forbidden, notFound, unauthorized } from '../lib/errors.ts';
import { appendAudit } from './audit.ts';
import { findKey, keyGrants, readPresentedKey } from './keys.ts';
import { ADMIN_ROUTES, mayDo, roleIn, type Action, type Grants, type RouteRule } from './roles.ts';
import { staffById, staffGrants } from './staff.ts';
import { forgeryTokenMatches, type Clock, type StaffSessionStore } from './staff-sessions.ts';

/** The console's session cookie (HttpOnly, SameSite=Strict, Secure behind TLS; staff-routes.ts sets it). */
export const STAFF_COOKIE = 'staff_session';
/** The header an unsafe call with the cookie must carry: the forgery token of the session. */
export const FORGERY_HEADER = 'x-csrf-token';

/** Who makes an admin call: an operator key, or a staff member through a console session. */
export interface Actor {
  kind: 'key' | 'staff';
  id: string;
  /** A key's name, a staff member's e-mail. */
  name: string;
  grants: Grants;
  /** The console session's token hash (staff only). */
  sessionHash?: string;
  /** The session's cookie token (staff only): the forgery token is derived from it. */
  sessionToken?: string;
}

export type AdminEnv = {
  Variables: {
    actor: Actor;
    /** The route called and its program (ruleFor), looked up once by `authenticate`; null: no such route. */
    route: RouteMatch | null;
    /** The rule of the route called (roles.ts), once authorized. */
    rule: RouteRule;
    client: ClientView;
    requestId: string;
  };
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  rule: RouteRule;
}

/** ADMIN_ROUTES as patterns: `:name` is one path segment, `:program` captured. */
const COMPILED: CompiledRoute[] = Object.entries(ADMIN_ROUTES).map(([key, rule]) => {
  const [method, path] = key.split(' ') as [string, string];
  const source = path.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === 'program' ? '(?<program>[^/]+)' : '[^/]+'));
  return { method, pattern: new RegExp(`^${source}$`), rule };
});

export interface RouteMatch {
  rule: RouteRule;
  program: string | null;
}

/** The rule and program slug of a call, or null for a path no route has. */
export function ruleFor(method: string, path: string): RouteMatch | null {
  for (const route of COMPILED) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (match) return { rule: route.rule, program: match.groups?.program === undefined ? null : decodeURIComponent(match.groups.program) };
  }
  return null;
}

/**
 * Every admin call but the sign-in: an operator key (a bearer token or X-Api-Key) or a live console
 * session cookie, else 401. A call with the cookie that changes anything must also carry the
 * session's forgery token (X-CSRF-Token), else 403: a page of another site can make a browser
 * send the cookie, never the token.
 */
export function authenticate(db: Db, sessions: StaffSessionStore): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const found = ruleFor(c.req.method, c.req.path);
    c.set('route', found);
    if (found?.rule.scope === 'public') return next();
    const presented = readPresentedKey(c.req.header('authorization'), c.req.header('x-api-key'));
    const cookie = getCookie(c, STAFF_COOKIE);
    // A key sent wins; without one (a proxy's own Basic is none), the console's cookie counts.
    if ('missing' in presented && cookie) {
      c.set('actor', await staffActor(db, sessions, cookie, c));
      return next();
    }
    if (!('key' in presented)) throw unauthorized('missing' in presented ? presented.missing : presented.malformed);
    const row = await findKey(db, presented.key);
    if (!row) throw unauthorized('This operator key is unknown or revoked.');
    c.set('actor', { kind: 'key', id: row.id, name: row.name, grants: keyGrants(row) });
    return next();
  };
}

async function staffActor(db: Sql, sessions: StaffSessionStore, token: string, c: Context): Promise<Actor> {
  const session = await sessions.use(token);
  if (!session) throw unauthorized('Your console session has ended. Sign in again.');
  const staff = await staffById(db, session.staffId);
  if (!staff) throw unauthorized('Your console session has ended. Sign in again.');
  if (!SAFE_METHODS.has(c.req.method) && !forgeryTokenMatches(token, c.req.header(FORGERY_HEADER))) {
    throw forbidden('This call needs the forgery token of your session (X-CSRF-Token); nothing was changed. Reload the console.');
  }
  return { kind: 'staff', id: staff.id, name: staff.email, grants: await staffGrants(db, staff), sessionHash: session.tokenHash, sessionToken: token };
}

/**
 * The role matrix at the door of every route (roles.ts): a call the caller's role does not allow
 * is refused before its handler runs. A path no rule names gets a 404, so a route added
 * without a rule cannot be reached at all. Runs after `authenticate`, which looked the route up.
 */
export const authorize: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const found = c.get('route');
  if (!found) throw notFound('No such operation.');
  const { rule, program } = found;
  c.set('rule', rule);
  if (rule.scope === 'public') return next();
  const actor = c.get('actor');
  if (rule.scope === 'program' && (program === null || !PROGRAM_SLUG_PATTERN.test(program))) throw notFound('No such program.');
  if (!mayDo(actor.grants, rule, program)) throw forbidden(refusal(actor, rule, program));
  return next();
};

function refusal(actor: Actor, rule: RouteRule, program: string | null): string {
  if (rule.scope === 'platform') {
    return actor.kind === 'key' ? `Only a key for every program may do ${rule.action}.` : `Only a platform owner may do ${rule.action}.`;
  }
  const role = roleIn(actor.grants, program);
  if (role === null) return actor.kind === 'key' ? `This key may not touch program "${program}".` : `You have no role in program "${program}".`;
  return `The ${role} role may not do ${rule.action} in program "${program}".`;
}

export interface AuditChange {
  /** Defaults to the route's action. */
  action?: Action | `${string}.${string}`;
  program: string | null;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a change by the call's actor, in the transaction `tx` that makes it (audit.ts). Call it
 * last in the transaction.
 */
export function auditIn(c: Context<AdminEnv>, clock: Clock) {
  return (tx: Sql, change: AuditChange) => {
    const actor = c.get('actor');
    const role = roleIn(actor.grants, change.program);
    return appendAudit(tx, {
      at: clock(),
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: actor.name,
      // A sign-in or sign-out names no program: a staff member without a role in one acts as staff.
      role: role ?? 'staff',
      program: change.program,
      action: change.action ?? String(c.get('rule').action),
      target: change.target ?? null,
      before: change.before ?? null,
      after: change.after ?? null,
      requestId: c.get('requestId') ?? null,
    });
  };
}
