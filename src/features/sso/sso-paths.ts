// Addresses of the sign-on routes under the learning-platform segment (/{lp}/ in product/routes.md), a
// build-time setting shared with the guards (src/app/router-guards.ts).
import { LEARNING_PLATFORM_SEGMENT } from '../../app/router-guards';

export const ssoPath = (page: 'score' | 'callback' | 'okta' | 'redirect', segment = LEARNING_PLATFORM_SEGMENT) => `/${segment}/${page}`;

/** /{lp}/score?emailID=…, with &redirect=… for the way into the shop (what Redeem links to). */
export function scorePath(email: string, redirect?: string, segment = LEARNING_PLATFORM_SEGMENT): string {
  const query = new URLSearchParams({ emailID: email, ...(redirect !== undefined ? { redirect } : {}) });
  return `${ssoPath('score', segment)}?${query.toString()}`;
}
