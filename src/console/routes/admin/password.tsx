import { createFileRoute, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isCompleteStaffToken } from '../../../schemas/staff';
import { consolePaths } from '../../app/console-paths';
import { IncompleteLinkPage, PasswordPage } from '../../features/password/password-page';

// The page of a staff member's mailed link (src/domain/staff-password-link.ts): `token`, and
// `invitation=1` for an invitation. Read from the query as written: the router reads search values
// as JSON, which would turn a token of digits alone into a number.
export const Route = createFileRoute('/admin/password')({
  component: PasswordRoute,
});

function PasswordRoute() {
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const query = new URLSearchParams(searchStr);
  const token = query.get('token');
  const router = useRouter();
  const onPasswordSet = useCallback(() => void router.navigate({ href: consolePaths.signIn(undefined, { passwordSet: true }), replace: true }), [router]);
  if (!isCompleteStaffToken(token)) return <IncompleteLinkPage />;
  return <PasswordPage token={token} invitation={query.get('invitation') === '1'} onPasswordSet={onPasswordSet} />;
}
