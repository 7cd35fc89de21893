import { Alert, Button, Text, TextInput } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useConsoleApi } from '../../app/console-api-context';
import { ConsoleAnchor } from '../../app/console-anchor';
import { consolePaths } from '../../app/console-paths';
import { useConsoleT } from '../../messages/console-i18n';
import { AuthCard } from '../sign-in/auth-card';
import { FailureAlert } from '../sign-in/failure-alert';
import { forgotFieldErrors, provideStaffForgotPassword } from './password-logic';

/**
 * "Forgot your password?" (docs/console.md): mails a reset link. The server answers every address
 * alike, so the page does too: it never tells whether an account exists.
 */
export function ForgotPasswordPage() {
  const t = useConsoleT();
  const api = useConsoleApi();
  const logic = useMemo(() => provideStaffForgotPassword({ api }), [api]);
  const [snapshot, send] = useMachine(logic);
  const [email, setEmail] = useState('');
  const [fieldErrors, setFieldErrors] = useState<ReturnType<typeof forgotFieldErrors>>(null);
  const failure = snapshot.context.failure;

  if (snapshot.matches('sent')) {
    return (
      <AuthCard titleId="forgot-title" title={t('forgot.title')}>
        <Alert color="blue" role="status">
          {t('forgot.sent')}
        </Alert>
        <ConsoleAnchor href={consolePaths.signIn()}>{t('password.toSignIn')}</ConsoleAnchor>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = forgotFieldErrors({ email });
    setFieldErrors(invalid);
    if (!invalid) send({ type: 'forgot.submit', email: email.trim() });
  };
  const errors = { ...failure?.fields, ...fieldErrors };
  return (
    <AuthCard titleId="forgot-title" title={t('forgot.title')} onSubmit={submit}>
      <Text size="sm">{t('forgot.intro')}</Text>
      <FailureAlert title={t('forgot.failed')} failure={failure} />
      <TextInput
        label={t('signIn.email')}
        type="email"
        autoComplete="username"
        required
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          if (snapshot.matches('failed')) send({ type: 'forgot.edit' });
        }}
      />
      <Button type="submit" loading={snapshot.matches('submitting')} loaderProps={{ 'aria-label': t('forgot.submitting') }}>
        {t('forgot.submit')}
      </Button>
      <ConsoleAnchor href={consolePaths.signIn()}>{t('password.toSignIn')}</ConsoleAnchor>
    </AuthCard>
  );
}
