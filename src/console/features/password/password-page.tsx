import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { STAFF_PASSWORD_MIN } from '../../../schemas/staff';
import { useConsoleApi } from '../../app/console-api-context';
import { ConsoleAnchor, ConsoleLinkButton } from '../../app/console-anchor';
import { consolePaths } from '../../app/console-paths';
import { useConsoleT } from '../../messages/console-i18n';
import { AuthCard } from '../sign-in/auth-card';
import { FailureAlert } from '../sign-in/failure-alert';
import { failureText } from '../sign-in/failure-text';
import { passwordFieldErrors, provideStaffPassword, type PasswordForm } from './password-logic';

/** A link the server will not take (used, expired) or one cut short: say so, offer a new one. */
function LinkInvalid({ message }: { message: string }) {
  const t = useConsoleT();
  return (
    <AuthCard titleId="password-title" title={t('password.linkInvalid.title')}>
      <Alert color="red" role="alert">
        {message}
      </Alert>
      <ConsoleLinkButton href={consolePaths.forgotPassword()}>{t('password.requestNew')}</ConsoleLinkButton>
      <ConsoleAnchor href={consolePaths.signIn()}>{t('password.toSignIn')}</ConsoleAnchor>
    </AuthCard>
  );
}

/**
 * The page a staff member's invitation or reset mail links to (docs/console.md): the password
 * chosen twice, checked by the server's rule before it is sent.
 */
export function PasswordPage({ token, invitation, onPasswordSet }: { token: string; invitation: boolean; onPasswordSet: () => void }) {
  const t = useConsoleT();
  const api = useConsoleApi();
  const logic = useMemo(() => provideStaffPassword({ api, onPasswordSet }), [api, onPasswordSet]);
  const [snapshot, send] = useMachine(logic, { input: { token, invitation } });
  const [form, setForm] = useState<PasswordForm>({ password: '', confirmation: '' });
  const [fieldErrors, setFieldErrors] = useState<ReturnType<typeof passwordFieldErrors>>(null);
  const failure = snapshot.context.failure;

  if (snapshot.matches('linkInvalid')) return <LinkInvalid message={failure?.fields?.token ?? failureText(t, failure!)} />;

  const submitting = snapshot.matches('submitting') || snapshot.matches('passwordSet');
  const errors = { ...failure?.fields, ...fieldErrors };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = passwordFieldErrors(form);
    setFieldErrors(invalid);
    if (!invalid) send({ type: 'password.submit', password: form.password });
  };
  const edit = (field: keyof PasswordForm, value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    if (snapshot.matches('failed')) send({ type: 'password.edit' });
  };

  return (
    <AuthCard titleId="password-title" title={t(invitation ? 'password.title.invitation' : 'password.title.reset')} onSubmit={submit}>
      <Text size="sm">{t(invitation ? 'password.intro.invitation' : 'password.intro.reset')}</Text>
      <FailureAlert title={t('password.failed')} failure={failure} />
      <Stack gap="xs">
        <PasswordInput
          label={t('password.password')}
          description={t('password.rule', { min: STAFF_PASSWORD_MIN })}
          autoComplete="new-password"
          required
          value={form.password}
          error={errors.password}
          onChange={(event) => edit('password', event.currentTarget.value)}
        />
        <PasswordInput
          label={t('password.confirmation')}
          autoComplete="new-password"
          required
          value={form.confirmation}
          error={errors.confirmation}
          onChange={(event) => edit('confirmation', event.currentTarget.value)}
        />
      </Stack>
      <Button type="submit" loading={submitting} loaderProps={{ 'aria-label': t('password.submitting') }}>
        {t('password.submit')}
      </Button>
    </AuthCard>
  );
}

/** A link whose token cannot even be sent (cut short when copied from the mail). */
export function IncompleteLinkPage() {
  const t = useConsoleT();
  return <LinkInvalid message={t('password.linkIncomplete')} />;
}
