import { Alert, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useConsoleApi } from '../../app/console-api-context';
import { ConsoleAnchor } from '../../app/console-anchor';
import { consolePaths } from '../../app/console-paths';
import { useConsoleT } from '../../messages/console-i18n';
import { AuthCard } from './auth-card';
import { FailureAlert } from './failure-alert';
import { provideStaffSignIn, signInFieldErrors } from './sign-in-logic';

/** Why the sign-in page was opened, when it says so: a session ended, a password was just set. */
export type SignInNotice = 'ended' | 'passwordSet' | null;

/** The console's sign-in (docs/console.md): e-mail and password, the server's refusal shown as it says it. */
export function SignInPage({ onSignedIn, notice }: { onSignedIn: () => void; notice: SignInNotice }) {
  const t = useConsoleT();
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const logic = useMemo(() => provideStaffSignIn({ api, queryClient, onSignedIn }), [api, queryClient, onSignedIn]);
  const [snapshot, send] = useMachine(logic);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<ReturnType<typeof signInFieldErrors>>(null);
  const failure = snapshot.context.failure;
  const submitting = snapshot.matches('submitting') || snapshot.matches('signedIn');
  const errors = { ...failure?.fields, ...fieldErrors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = { email, password };
    const invalid = signInFieldErrors(credentials);
    setFieldErrors(invalid);
    if (!invalid) send({ type: 'signIn.submit', credentials });
  };
  const edit = () => {
    if (snapshot.matches('failed')) send({ type: 'signIn.edit' });
  };

  return (
    <AuthCard titleId="sign-in-title" title={t('signIn.title')} onSubmit={submit}>
      <Text size="sm">{t('signIn.intro')}</Text>
      {notice && !failure && (
        <Alert color={notice === 'passwordSet' ? 'green' : 'blue'} role="status">
          {t(notice === 'passwordSet' ? 'signIn.passwordSet' : 'signIn.ended')}
        </Alert>
      )}
      <FailureAlert title={t('signIn.failed')} failure={failure} />
      <TextInput
        label={t('signIn.email')}
        type="email"
        autoComplete="username"
        required
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          edit();
        }}
      />
      <PasswordInput
        label={t('signIn.password')}
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.currentTarget.value);
          edit();
        }}
      />
      <Button type="submit" loading={submitting} loaderProps={{ 'aria-label': t('signIn.submitting') }}>
        {t('signIn.submit')}
      </Button>
      <ConsoleAnchor href={consolePaths.forgotPassword()}>{t('signIn.forgot')}</ConsoleAnchor>
    </AuthCard>
  );
}
