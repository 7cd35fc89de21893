// The role matrix at the admin API's door: every route of the route table, called by every role
// (staff through a console session, and keys) on its own program and on another. The expected
// answers are written here from the roles' definitions, not read from server/admin/roles.ts, so a
// changed rule, a new action or a route registered without a rule fails this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, PROGRAM_ROLES, type AdminRoute, type ProgramRole } from '../../../server/admin/roles.ts';
import { admin, dataState, operatorKey } from '../../support/admin.ts';
import { staffMember, staffSignIn } from '../../support/staff.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

type Who = ProgramRole | 'platform_owner';
const ALL: readonly ProgramRole[] = PROGRAM_ROLES;

/** Action → the program roles that may do it (a platform owner may do everything). */
const EXPECTED: Record<string, readonly ProgramRole[]> = {
  'program.apply': ['owner', 'manager'],
  'program.assets': ['owner', 'manager'],
  'program.remove': ['owner'],
  'catalogue.program': ['owner', 'manager'],
  'participants.import': ['owner', 'manager'],
  'participants.deactivate': ['owner', 'manager'],
  'participants.reactivate': ['owner', 'manager'],
  'participants.invite': ['owner', 'manager', 'support'],
  'participants.reset': ['owner', 'manager', 'support'],
  'points.adjust': ['owner', 'manager', 'support'],
  'points.import': ['owner', 'manager'],
  'orders.export': ['owner', 'manager'],
  'orders.cancel': ['owner', 'manager', 'support'],
  'tracking.import': ['owner', 'manager'],
  'orders.tracking': ['owner', 'manager'],
  'audit.read': ['owner', 'manager', 'support', 'viewer'],
  // A program's staff and its own keys are its owners'.
  'staff.manage': ['owner'],
  'keys.manage': ['owner'],
  'dashboard.read': ALL,
  'participants.read': ALL,
  'orders.read': ALL,
  'imports.read': ALL,
  // The platform's own: keys, the shared catalogue, the whole trail.
  'keys.read': [],
  'keys.revoke': [],
  'catalogue.shared': [],
  'audit.read-all': [],
  self: ALL,
};

const OWN = 'summit';
const OTHER = 'apex';
const WHO: readonly Who[] = ['platform_owner', ...ALL];

let server: TestServer;
/** Per caller: its headers, and (for staff) a fresh sign-in once a sign-out case ended the session. */
interface Caller {
  who: Who;
  kind: 'staff' | 'key';
  headers: Record<string, string>;
  renew(): Promise<void>;
}
const callers: Caller[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await Promise.all(
    WHO.map(async (who) => {
      const email = `${who.replace('_', '-')}@staff.example`;
      await staffMember(server, email, who === 'platform_owner' ? { platformOwner: true } : { roles: { [OWN]: who } });
      const staff: Caller = {
        who,
        kind: 'staff',
        headers: (await staffSignIn(server, email)).headers,
        async renew() {
          staff.headers = (await staffSignIn(server, email)).headers;
        },
      };
      const { key } = who === 'platform_owner' ? await operatorKey(server, null, 'platform') : await operatorKeyWithRole(who);
      callers.push(staff, { who, kind: 'key', headers: { authorization: `Bearer ${key}` }, renew: async () => undefined });
    }),
  );
});
afterAll(() => server?.close());

async function operatorKeyWithRole(role: ProgramRole) {
  const { createOperatorKey } = await import('../../../server/admin/keys.ts');
  const { key, row } = await createOperatorKey(server.db, { name: role, programs: [OWN], role });
  return { key, id: row.id };
}

/** The route's path with harmless parameters: nothing of these exists, so an allowed call changes nothing much. */
function pathOf(route: AdminRoute, program: string): string {
  return route
    .split(' ')[1]!
    .replace(':program', program)
    .replace(':keyId', 'key_0000000000000000')
    .replace(':name', 'nothing.png')
    .replace(':login', 'nobody%40nowhere.example')
    .replace(':orderNumber', '999999999')
    .replace(':itemId', 'nothing')
    .replace(':staffId', 'stf_0000000000000000');
}

/** The route as openapi-admin.yaml names it, for the answer's contract check. */
const templateOf = (route: AdminRoute) => route.split(' ')[1]!.replace(/:([A-Za-z]+)/g, '{$1}');

interface Case {
  route: AdminRoute;
  program: string | null;
  caller: Caller;
  allowed: boolean;
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const route of Object.keys(ADMIN_ROUTES) as AdminRoute[]) {
    const rule = ADMIN_ROUTES[route];
    if (rule.scope === 'public') continue;
    const programs = rule.scope === 'program' ? [OWN, OTHER] : [null];
    for (const caller of callers) {
      for (const program of programs) {
        const roles = EXPECTED[String(rule.action)];
        const allowed = caller.who === 'platform_owner' || (program !== OTHER && (roles ?? []).includes(caller.who));
        out.push({ route, program, caller, allowed });
      }
    }
  }
  // Changes that end something (a sign-out, a program removed) come last.
  const late = (c: Case) => (c.route.startsWith('DELETE') ? 2 : c.route.includes('sign-out') ? 1 : 0);
  return out.sort((a, b) => late(a) - late(b));
}

async function run(c: Case) {
  const method = c.route.split(' ')[0]!;
  const res = await admin(server, method, pathOf(c.route, c.program ?? OWN), { headers: c.caller.headers }, templateOf(c.route));
  if (c.route.includes('sign-out') && res.status < 300) await c.caller.renew();
  return res;
}

describe('the role matrix', () => {
  it('names every registered admin route, and every action has an expected row', () => {
    const registered = server.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/admin/api/'))
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(registered).toEqual(Object.keys(ADMIN_ROUTES).sort());
    for (const rule of Object.values(ADMIN_ROUTES)) if (rule.scope !== 'public') expect(Object.keys(EXPECTED), `action ${rule.action}`).toContain(rule.action);
  });

  it('refuses every call a role does not allow, own program or other, with 403 and no change', async () => {
    const refused = cases().filter((c) => !c.allowed);
    expect(refused.length).toBeGreaterThan(100);
    const before = await dataState(server);
    const [{ n: auditBefore }] = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')) as [{ n: number }];
    for (const c of refused) {
      const res = await run(c);
      expect(res.status, `${c.caller.kind} ${c.caller.who} ${c.route} on ${c.program}: ${res.text.slice(0, 200)}`).toBe(403);
      expect(res.body.error).toBe('forbidden');
    }
    expect(await dataState(server)).toEqual(before);
    // Only sign-ins (the setup's) are recorded; a refusal records nothing.
    const [{ n: auditAfter }] = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')) as [{ n: number }];
    expect(auditAfter).toBe(auditBefore);
  });

  it('lets through every call a role allows: the handler answers, never the door', async () => {
    for (const c of cases().filter((x) => x.allowed)) {
      const res = await run(c);
      const label = `${c.caller.kind} ${c.caller.who} ${c.route} on ${c.program}: ${res.text.slice(0, 200)}`;
      if (c.caller.kind === 'key' && c.route.includes('sign-out')) {
        // A key has no session to end; the handler says so.
        expect(res.status, label).toBe(403);
        expect(res.body.message).toMatch(/operator key is revoked instead/);
        continue;
      }
      expect([401, 403], label).not.toContain(res.status);
    }
  });

  it('tells a caller why: a key or a staff member without a role in the program, a role without the action, a platform action', async () => {
    const staff = (who: Who) => callers.find((c) => c.who === who && c.kind === 'staff')!;
    const key = (who: Who) => callers.find((c) => c.who === who && c.kind === 'key')!;
    const call = async (caller: Caller, method: string, path: string, template = path) =>
      (await admin(server, method, path, { headers: caller.headers }, template)).body.message;
    const points = '/admin/api/programs/{program}/points';
    expect(await call(staff('viewer'), 'POST', `/admin/api/programs/${OTHER}/points`, points)).toBe(`You have no role in program "${OTHER}".`);
    expect(await call(key('viewer'), 'POST', `/admin/api/programs/${OTHER}/points`, points)).toBe(`This key may not touch program "${OTHER}".`);
    expect(await call(staff('viewer'), 'POST', `/admin/api/programs/${OWN}/points`, points)).toBe(`The viewer role may not do points.adjust in program "${OWN}".`);
    expect(await call(staff('owner'), 'GET', '/admin/api/keys')).toBe('Only a platform owner may do keys.read.');
    expect(await call(key('owner'), 'GET', '/admin/api/keys')).toBe('Only a key for every program may do keys.read.');
  });
});
