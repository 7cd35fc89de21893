import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../../features/auth/reset-password-page';
import { resetPasswordSearchSchema } from '../../-lib/search';

export const Route = createFileRoute('/_public/login/reset-password')({
  validateSearch: resetPasswordSearchSchema,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token, email, invitation } = Route.useSearch();
  return <ResetPasswordPage token={token} email={email} invitation={invitation === true} />;
}
