import * as v from 'valibot';
import type { SignInNotice } from './sign-in-page';

/**
 * The sign-in page's query (app/console-paths.ts builds it): where to go on, `ended=1` when a
 * session ended, `password=set` when a mailed link's password was just set.
 *
 * The router reads each value as JSON (so `1` is a number), and when it moves to the page it puts
 * this schema's output back into the address. So each output must be an input it takes again:
 * an `ended` turned into `true` became `ended=true` in the address, which the schema then
 * dropped, and the notice never showed.
 */
export const signInSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
  ended: v.fallback(v.optional(v.pipe(v.union([v.literal(1), v.literal('1')]), v.transform(() => 1 as const))), undefined),
  password: v.fallback(v.optional(v.literal('set')), undefined),
});

export type SignInSearch = v.InferOutput<typeof signInSearchSchema>;

/** What the page says above the form, if anything. */
export function signInNotice(search: SignInSearch): SignInNotice {
  if (search.ended === 1) return 'ended';
  return search.password === 'set' ? 'passwordSet' : null;
}
