/**
 * Who may do what through the admin API, in one place (docs/operate.md, Staff and roles). Staff
 * and operator keys alike have a role per program or are platform owners; every admin route names
 * its action in ADMIN_ROUTES, and the admin middleware (server/admin/access.ts, `authorize`) asks
 * `mayDo` before the handler runs. A route without a line here cannot be reached (404).
 */

import { PROGRAM_ROLES } from '../../src/schemas/staff.ts';

export { PROGRAM_ROLES };
export type ProgramRole = (typeof PROGRAM_ROLES)[number];
export type Role = ProgramRole | 'platform_owner';

/**
 * Actions on one program (the program named in the path), on the platform as a whole (keys, the
 * shared catalogue, the whole audit trail), or on one's own sign-in.
 */
export const PROGRAM_ACTIONS = [
  'program.apply',
  'program.assets',
  'program.remove',
  'catalogue.program',
  'participants.import',
  'participants.deactivate',
  'participants.reactivate',
  'participants.invite',
  'participants.reset',
  'points.adjust',
  'points.import',
  'orders.export',
  'orders.cancel',
  'tracking.import',
  'orders.tracking',
  'audit.read',
  'staff.manage',
  'keys.manage',
  // Reads: every program role may look.
  'dashboard.read',
  'participants.read',
  'orders.read',
  'imports.read',
] as const;
export type ProgramAction = (typeof PROGRAM_ACTIONS)[number];

/** What every program role may do: look, never change. */
const READ_ACTIONS: readonly ProgramAction[] = ['audit.read', 'dashboard.read', 'participants.read', 'orders.read', 'imports.read'];

export const PLATFORM_ACTIONS = ['keys.read', 'keys.revoke', 'catalogue.shared', 'audit.read-all'] as const;
export type PlatformAction = (typeof PLATFORM_ACTIONS)[number];

/** Any signed-in staff member or key, about itself: who am I, sign out. */
export type SelfAction = 'self';
export type Action = ProgramAction | PlatformAction | SelfAction;

/** What only a program's owner (or a platform owner) may do in it. */
const OWNER_ONLY: readonly ProgramAction[] = ['program.remove', 'staff.manage', 'keys.manage'];

/**
 * Role → the program actions it allows. A platform owner may do every action, on every program
 * and on the platform. Support's points adjustments are also bounded by the program's
 * support_points_limit (server/admin/routes.ts, the points call).
 */
export const ROLE_MATRIX: Readonly<Record<ProgramRole, readonly ProgramAction[]>> = {
  owner: PROGRAM_ACTIONS,
  // Everything an owner may do in the program but remove it and manage its staff and keys.
  manager: PROGRAM_ACTIONS.filter((action) => !OWNER_ONLY.includes(action)),
  support: ['participants.invite', 'participants.reset', 'points.adjust', 'orders.cancel', ...READ_ACTIONS],
  viewer: READ_ACTIONS,
};

export type Scope = 'program' | 'platform' | 'self' | 'public';

export interface RouteRule {
  action: Action | null;
  scope: Scope;
}

const program = (action: ProgramAction): RouteRule => ({ action, scope: 'program' });
const platform = (action: PlatformAction): RouteRule => ({ action, scope: 'platform' });

/**
 * Every admin route (Hono's path syntax) and its rule. `public`: the sign-in and the password
 * links, before any credential. The role-matrix test walks this table against every role.
 */
export const ADMIN_ROUTES = {
  'POST /admin/api/staff/sign-in': { action: null, scope: 'public' },
  'POST /admin/api/staff/sign-out': { action: 'self', scope: 'self' },
  'POST /admin/api/staff/sign-out-everywhere': { action: 'self', scope: 'self' },
  'GET /admin/api/staff/me': { action: 'self', scope: 'self' },
  'GET /admin/api/keys': platform('keys.read'),
  'POST /admin/api/keys/:keyId/revoke': platform('keys.revoke'),
  'GET /admin/api/audit': platform('audit.read-all'),
  'POST /admin/api/catalogue/import': platform('catalogue.shared'),
  'POST /admin/api/catalogue/categories/import': platform('catalogue.shared'),
  'PUT /admin/api/catalogue/images/:name': platform('catalogue.shared'),
  'PUT /admin/api/programs/:program': program('program.apply'),
  'DELETE /admin/api/programs/:program': program('program.remove'),
  'PUT /admin/api/programs/:program/assets/:name': program('program.assets'),
  'POST /admin/api/programs/:program/catalogue/import': program('catalogue.program'),
  'PUT /admin/api/programs/:program/catalogue/images/:name': program('catalogue.program'),
  'POST /admin/api/programs/:program/points': program('points.adjust'),
  'POST /admin/api/programs/:program/points/import': program('points.import'),
  'POST /admin/api/programs/:program/participants/import': program('participants.import'),
  'POST /admin/api/programs/:program/participants/deactivate': program('participants.deactivate'),
  'POST /admin/api/programs/:program/participants/:login/deactivate': program('participants.deactivate'),
  'POST /admin/api/programs/:program/participants/:login/invite': program('participants.invite'),
  'POST /admin/api/programs/:program/participants/:login/reactivate': program('participants.reactivate'),
  'POST /admin/api/programs/:program/orders/export': program('orders.export'),
  'POST /admin/api/programs/:program/tracking/import': program('tracking.import'),
  'POST /admin/api/programs/:program/orders/:orderNumber/cancel': program('orders.cancel'),
  'GET /admin/api/programs/:program/audit': program('audit.read'),
  // Console writes and staff
  'POST /admin/api/staff/password/forgot': { action: null, scope: 'public' },
  'POST /admin/api/staff/password': { action: null, scope: 'public' },
  'POST /admin/api/programs/:program/participants/:login/reset': program('participants.reset'),
  'PUT /admin/api/programs/:program/orders/:orderNumber/items/:itemId/tracking': program('orders.tracking'),
  'GET /admin/api/programs/:program/staff': program('staff.manage'),
  'POST /admin/api/programs/:program/staff': program('staff.manage'),
  'PUT /admin/api/programs/:program/staff/:staffId': program('staff.manage'),
  'DELETE /admin/api/programs/:program/staff/:staffId': program('staff.manage'),
  'GET /admin/api/programs/:program/keys': program('keys.manage'),
  'POST /admin/api/programs/:program/keys': program('keys.manage'),
  'POST /admin/api/programs/:program/keys/:keyId/revoke': program('keys.manage'),
  // Reads
  'GET /admin/api/programs/:program/dashboard': program('dashboard.read'),
  'GET /admin/api/programs/:program/participants': program('participants.read'),
  'GET /admin/api/programs/:program/participants/:login': program('participants.read'),
  'GET /admin/api/programs/:program/participants/:login/transactions': program('participants.read'),
  'GET /admin/api/programs/:program/orders': program('orders.read'),
  'GET /admin/api/programs/:program/orders/download': program('orders.read'),
  'GET /admin/api/programs/:program/orders/:orderNumber': program('orders.read'),
  'GET /admin/api/programs/:program/imports': program('imports.read'),
} as const satisfies Record<string, RouteRule>;

export type AdminRoute = keyof typeof ADMIN_ROUTES;

/** What an authenticated caller holds: platform owner, or a role per program slug. */
export interface Grants {
  platformOwner: boolean;
  /** Program slug → role; empty for a platform owner. */
  programs: ReadonlyMap<string, ProgramRole>;
}

/** The role the caller acts in on `slug` (null: none), as the audit trail records it. */
export function roleIn(grants: Grants, slug: string | null): Role | null {
  if (grants.platformOwner) return 'platform_owner';
  return slug === null ? null : (grants.programs.get(slug) ?? null);
}

/** Whether `grants` allow `rule` (on the program `slug` for program actions). */
export function mayDo(grants: Grants, rule: RouteRule, slug: string | null): boolean {
  if (rule.scope === 'public' || rule.scope === 'self') return true;
  if (grants.platformOwner) return true;
  if (rule.scope === 'platform' || slug === null) return false;
  const role = grants.programs.get(slug);
  return role !== undefined && (ROLE_MATRIX[role] as readonly Action[]).includes(rule.action!);
}
