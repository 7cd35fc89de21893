import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useProgram } from '../../../app/boot/use-program';
import { signInPageGuard } from '../../../app/router-guards';
import { AuthFrame } from '../../../features/auth/auth-frame';
import { LoginPage } from '../../../features/auth/login-page';
import { follow, hasToken, isProgramClosed } from '../../-lib/guards';
import { loginSearchSchema } from '../../-lib/search';
import { lazyComponent } from '../../../ui/lazy-component';

export const Route = createFileRoute('/_public/login/')({
  validateSearch: loginSearchSchema,
  beforeLoad: async ({ context, search }) => {
    const signedIn = hasToken(context);
    const programClosed = signedIn && (await isProgramClosed(context));
    follow(signInPageGuard({ page: '/login', hasToken: signedIn, redirect: search.redirect, ssoToken: search.token, programClosed }));
  },
  component: LoginRoute,
});

// A closed program is rare, and its page brings the content sections and the HTML sanitizer: the
// sign-in page's first download leaves them out (docs/performance.md).
const ClosedPage = lazyComponent(() => import('../../../features/site-mode/closed-page').then((m) => ({ default: m.ClosedPage })));

/** [programs-and-modes 30]: the login page while the program is open, else the closed page. */
function LoginRoute() {
  const { redirect, token } = Route.useSearch();
  const program = useProgram();
  if (!program.status) {
    return (
      <AuthFrame width={560}>
        <Suspense fallback={null}>
          <ClosedPage />
        </Suspense>
      </AuthFrame>
    );
  }
  return <LoginPage redirect={redirect} ssoToken={token} />;
}
