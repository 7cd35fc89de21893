import { createFileRoute } from '@tanstack/react-router';
import { useProgram } from '../../../app/boot/use-program';
import { signInPageGuard } from '../../../app/router-guards';
import { AuthFrame } from '../../../features/auth/auth-frame';
import { LoginPage } from '../../../features/auth/login-page';
import { ClosedPage } from '../../../features/site-mode/closed-page';
import { follow, hasToken, isProgramClosed } from '../../-lib/guards';
import { loginSearchSchema } from '../../-lib/search';

export const Route = createFileRoute('/_public/login/')({
  validateSearch: loginSearchSchema,
  beforeLoad: async ({ context, search }) => {
    const signedIn = hasToken(context);
    const programClosed = signedIn && (await isProgramClosed(context));
    follow(signInPageGuard({ page: '/login', hasToken: signedIn, redirect: search.redirect, ssoToken: search.token, programClosed }));
  },
  component: LoginRoute,
});

/** SPEC §2: the login page while the program is open, else the closed page. */
function LoginRoute() {
  const { redirect, token } = Route.useSearch();
  const program = useProgram();
  if (!program.status) {
    return (
      <AuthFrame width={560}>
        <ClosedPage />
      </AuthFrame>
    );
  }
  return <LoginPage redirect={redirect} ssoToken={token} />;
}
