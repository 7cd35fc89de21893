import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { safeConsoleRedirect } from '../../app/console-paths';
import { SignInPage } from '../../features/sign-in/sign-in-page';

// `ended=1` (the router reads search values as JSON, so a number): a session ended; `password=set`:
// a mailed link's password was just set. The page says so.
export const Route = createFileRoute('/admin/sign-in')({
  validateSearch: v.object({
    redirect: v.fallback(v.optional(v.string()), undefined),
    ended: v.fallback(v.optional(v.pipe(v.union([v.literal(1), v.literal('1')]), v.transform(() => true as const))), undefined),
    password: v.fallback(v.optional(v.literal('set')), undefined),
  }),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect, ended, password } = Route.useSearch();
  const router = useRouter();
  const onSignedIn = useCallback(() => void router.navigate({ href: safeConsoleRedirect(redirect), replace: true }), [router, redirect]);
  return <SignInPage onSignedIn={onSignedIn} notice={ended === true ? 'ended' : password === 'set' ? 'passwordSet' : null} />;
}
