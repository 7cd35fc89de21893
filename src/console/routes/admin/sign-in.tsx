import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { safeConsoleRedirect } from '../../app/console-paths';
import { SignInPage } from '../../features/sign-in/sign-in-page';
import { signInNotice, signInSearchSchema } from '../../features/sign-in/sign-in-search';

export const Route = createFileRoute('/admin/sign-in')({
  validateSearch: signInSearchSchema,
  component: SignInRoute,
});

function SignInRoute() {
  const search = Route.useSearch();
  const router = useRouter();
  const { redirect } = search;
  const onSignedIn = useCallback(() => void router.navigate({ href: safeConsoleRedirect(redirect), replace: true }), [router, redirect]);
  return <SignInPage onSignedIn={onSignedIn} notice={signInNotice(search)} />;
}
