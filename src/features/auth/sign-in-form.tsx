import { Alert, Anchor, Button, Checkbox, Group, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { isSubmitting, selectFailureMessage, type SignInMessage } from '../../../machines/sign-in/sign-in.selectors';
import type { Program } from '../../api/queries/program';
import { useApi } from '../../app/api-context';
import { useSession } from '../../app/boot/session-context';
import { afterSignInTarget } from '../../app/router-redirect';
import { useT } from '../../i18n';
import { provideSignIn } from './sign-in-logic';
import { lazyComponent } from '../../ui/lazy-component';

// The dialog (a modal with its focus trap and scroll lock) is a chunk of its own, fetched as the
// form renders: most visitors never open it, and it stays out of /login's first download.
const ForgotPasswordDialog = lazyComponent(() => import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })));

export interface SignInFormProps {
  program: Pick<Program, 'type' | 'ableToPasswordReset' | 'fullName'>;
  /** Where the visitor was headed; followed after sign-in only when it is a path on this site. */
  redirect?: string | undefined;
  /** A sign-on token from the address: signs in at once. */
  ssoToken?: string | undefined;
}

/**
 * The login form [sign-in-and-sso 1] for the three program types, driven by the sign-in statechart: user
 * id (plateau) or email (points) with password, Remember Me and Forgot Password; or one claim
 * code. Enter submits; the button is enabled exactly when the machine would take the submit.
 */
export function SignInForm({ program, redirect, ssoToken }: SignInFormProps) {
  const t = useT('auth');
  const api = useApi();
  const session = useSession();
  const router = useRouter();
  const redirectRef = useRef(redirect);
  redirectRef.current = redirect;

  const [logic] = useState(() =>
    provideSignIn({
      api,
      keepToken: (token, persist) => session.tokenStore.set(token, { persist }),
      onSignedIn: () => {
        session.signedIn();
        void router.navigate({ href: afterSignInTarget(redirectRef.current), replace: true });
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { programType: program.type, ssoToken: ssoToken ?? null } });

  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  // A refused sign-on token is spent (the machine drops it): take it out of the address too. Else a
  // sign-in by hand that follows reloads the participant while the address still holds it, the
  // form mounts again and tries it, and its 401 signs the participant out (found by test:paths).
  const ssoRefused = snapshot.context.failure === 'ssoRejected';
  useEffect(() => {
    if (!ssoRefused || !ssoToken) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('token');
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}`, replace: true });
  }, [ssoRefused, ssoToken, router]);

  const claim = program.type === 'claim';
  const credentials = { login, password: claim ? '' : password, remember };
  const canSubmit = snapshot.can({ type: 'signIn.submit', credentials });
  const busy = isSubmitting(snapshot);
  const failure = selectFailureMessage(snapshot);

  // A new attempt starts from what is typed now: the old failure no longer describes it.
  const edited = () => {
    if (snapshot.can({ type: 'signIn.edit' })) send({ type: 'signIn.edit' });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) send({ type: 'signIn.submit', credentials });
  };

  if (snapshot.matches('signingInWithSso')) {
    return (
      <Group gap="sm" justify="center" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('login.ssoSigningIn')}</Text>
      </Group>
    );
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title">
        <Stack gap="md">
          <Title order={1} size="h2" ta="center" id="sign-in-title">
            {t('login.title')}
          </Title>
          {failure ? (
            <Alert color="red" role="alert" variant="light">
              {failureText(t, failure)}
            </Alert>
          ) : null}
          <TextInput
            label={claim ? t('login.claimCode') : program.type === 'plateau' ? t('login.userId') : t('login.email')}
            name={claim ? 'code' : 'username'}
            type={program.type === 'points' ? 'email' : 'text'}
            autoComplete={claim ? 'off' : 'username'}
            autoCapitalize={claim || program.type === 'plateau' ? 'characters' : 'none'}
            spellCheck={false}
            required
            readOnly={busy}
            value={login}
            onChange={(event) => {
              setLogin(event.currentTarget.value);
              edited();
            }}
          />
          {claim ? null : (
            <>
              <PasswordInput
                visibilityToggleButtonProps={{ 'aria-label': t('password.show') }}
                label={t('login.password')}
                name="password"
                autoComplete="current-password"
                required
                readOnly={busy}
                value={password}
                onChange={(event) => {
                  setPassword(event.currentTarget.value);
                  edited();
                }}
              />
              <Group justify="space-between" gap="xs">
                <Checkbox label={t('login.rememberMe')} checked={remember} onChange={(event) => setRemember(event.currentTarget.checked)} />
                {program.ableToPasswordReset ? (
                  <Anchor component="button" type="button" size="sm" onClick={() => setForgotOpen(true)}>
                    {t('login.forgotPassword')}
                  </Anchor>
                ) : null}
              </Group>
            </>
          )}
          <Button type="submit" fullWidth disabled={!canSubmit && !busy} loading={busy}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      {/* Outside the form: React events bubble through portals, so the dialog's submit would reach it. */}
      {claim || !program.ableToPasswordReset ? null : (
        <Suspense fallback={null}>
          <ForgotPasswordDialog opened={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

type AuthT = ReturnType<typeof useT<'auth'>>;

function failureText(t: AuthT, message: SignInMessage): string {
  if (message.id === 'signIn.rateLimited') return t('signIn.rateLimited', { minutes: message.minutes });
  return t(message.id);
}
