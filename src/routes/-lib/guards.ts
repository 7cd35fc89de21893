import { redirect } from '@tanstack/react-router';
import { programQuery } from '../../api/queries/program';
import type { RouterContext } from '../../app/router-context';
import type { GuardDecision } from '../../app/router-guards';
import { hasContentPage } from '../../domain/content-pages';

/** Turns a guard's decision into the router's redirect; the guarded entry is replaced, not kept. */
export function follow(decision: GuardDecision): void {
  if (decision.action === 'redirect') throw redirect({ href: decision.href, replace: true });
}

export const hasToken = (context: Pick<RouterContext, 'tokenStore'>) => context.tokenStore.get() !== null;

/** Content routes of the signed-in app: /{pageName} and /site/{pageName}. */
const CONTENT_ROUTE_IDS: ReadonlySet<string> = new Set(['/_app/$pageName', '/_app/site/$pageName']);

interface MatchLike {
  routeId: string;
  params: unknown;
}

/**
 * Whether a route of the signed-in app answers this path for a visitor's guard: false for a
 * content page the program does not have, so it shows the 404 page rather than the sign-in
 * redirect ([routes 6]: a path that is no route at all shows the 404 page).
 */
export async function isKnownSignedInPath(
  context: Pick<RouterContext, 'queryClient' | 'api'>,
  matches: readonly MatchLike[],
): Promise<boolean> {
  const leaf = matches.at(-1);
  if (!leaf || leaf.routeId === '/_app') return false;
  if (!CONTENT_ROUTE_IDS.has(leaf.routeId)) return true;
  const pageName = (leaf.params as { pageName?: unknown }).pageName;
  if (typeof pageName !== 'string') return false;
  try {
    return hasContentPage(await context.queryClient.ensureQueryData(programQuery(context.api)), pageName);
  } catch {
    // No program: boot shows the 404 page whatever the guard decides.
    return false;
  }
}

/** Whether the program of this host is closed (status false); false while it cannot be had (boot shows why). */
export async function isProgramClosed(context: Pick<RouterContext, 'queryClient' | 'api'>): Promise<boolean> {
  try {
    return (await context.queryClient.ensureQueryData(programQuery(context.api))).status === false;
  } catch {
    return false;
  }
}
