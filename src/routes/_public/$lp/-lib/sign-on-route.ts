import { notFound, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { programQuery } from '../../../../api/queries/program';
import type { RouterContext } from '../../../../app/router-context';
import { LEARNING_PLATFORM_SEGMENT } from '../../../../app/router-guards';
import { hasToken } from '../../../-lib/guards';
import { optionalText } from '../../../-lib/search';

/**
 * The sign-on routes answer under the build-time segment only (VITE_LEARNING_PLATFORM_SEGMENT,
 * /{lp}/ in product/routes.md), and only for a program with single sign-on; anything else is the 404 page.
 */
export async function signOnRouteGuard({ params, context }: { params: { lp: string }; context: RouterContext }): Promise<void> {
  if (params.lp !== LEARNING_PLATFORM_SEGMENT) throw notFound();
  let ssoEnabled: boolean;
  try {
    ssoEnabled = (await context.queryClient.ensureQueryData(programQuery(context.api))).ssoEnabled;
  } catch {
    // No program on this host: boot shows the 404 page whatever the route decides.
    return;
  }
  if (!ssoEnabled) throw notFound();
}

/**
 * /{lp}/redirect in the signed-in app is / [routes 5], unless the flow itself handed over to it
 * (history state, which a link cannot carry): then the learner who just signed in at the
 * provider is signed in as themselves.
 */
export function signedInRedirectGuard({ context, handedOver }: { context: RouterContext; handedOver: boolean }): void {
  if (hasToken(context) && !handedOver) throw redirect({ to: '/', replace: true });
}

/** Present with any value: `?redirect`, `?redirect=true` and `?redirect=/shop` all mean the way into the shop. */
const presentText = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String), v.maxLength(2048))),
  undefined,
);

/** /{lp}/score?emailID&redirect: anyone can write the address, so a value it cannot use is dropped. */
export const scoreSearchSchema = v.object({ emailID: optionalText, redirect: presentText });
