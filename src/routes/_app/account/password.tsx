import { createFileRoute } from '@tanstack/react-router';
import { PasswordChangePage } from '../../../features/account/password/password-change-page';
import { guardAccountPage } from './-lib/account-guard';

// [account 2]: points and plateau only. The link to it is hidden when ableToPasswordReset is false;
// the page itself stays reachable for those types ([account 6] hides the link, not the page).
export const Route = createFileRoute('/_app/account/password')({
  beforeLoad: ({ context }) => guardAccountPage(context, 'password'),
  component: PasswordChangePage,
});
