import { useProgram } from '../../app/boot/use-program';
import { AuthFrame } from './auth-frame';
import { SignInForm } from './sign-in-form';

/** /login for an open program; the route shows the closed page instead when the program's status is false. */
export function LoginPage({ redirect, ssoToken }: { redirect?: string | undefined; ssoToken?: string | undefined }) {
  const program = useProgram();
  return (
    <AuthFrame>
      <SignInForm program={program} redirect={redirect} ssoToken={ssoToken} />
    </AuthFrame>
  );
}
