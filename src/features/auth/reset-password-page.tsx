import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { canSubmitReset, hasResetFailed, isResetting } from '../../../machines/password/password-reset.selectors';
import { useApi } from '../../app/api-context';
import { useT } from '../../i18n';
import { confirmationMessageId, newPasswordFeedback } from '../../schemas/password';
import { AuthFrame } from './auth-frame';
import { hintsBelow, isGoodMessage, PasswordHints } from './password-hints';
import { provideReset } from './reset-password-logic';

/** /login/reset-password?token&email: the link from the reset mail. */
export function ResetPasswordPage({ token, email }: { token?: string | undefined; email?: string | undefined }) {
  const t = useT('auth');
  const tv = useT('validation');
  return (
    <AuthFrame>
      <Title order={1} size="h2" ta="center">
        {t('reset.title')}
      </Title>
      {token && email ? (
        <ResetPasswordForm token={token} email={email} />
      ) : (
        <Alert color="red" role="alert" variant="light">
          {tv('resetLinkInvalid')}
        </Alert>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('reset.backToLogin')}
      </Anchor>
    </AuthFrame>
  );
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const t = useT('auth');
  const api = useApi();
  const router = useRouter();
  const [logic] = useState(() =>
    provideReset({
      api,
      goHome: () => {
        notifications.show({ message: t('reset.success'), color: 'green' });
        void router.navigate({ to: '/', replace: true });
      },
    }),
  );
  const [snapshot, send, actor] = useMachine(logic, { input: { email, token } });
  const { password, confirmation } = snapshot.context;
  // Each field's event carries both values. The other one is read from the machine, not from this
  // render: text typed before hydration is handed to both fields at once (src/lib/typed-before-hydration.ts),
  // and the second would otherwise send the first's value from before the first was handed back.
  const change = (next: { password: string } | { confirmation: string }) => {
    const now = actor.getSnapshot().context;
    send({ type: 'reset.change', password: now.password, confirmation: now.confirmation, ...next });
  };
  const busy = isResetting(snapshot);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmitReset(snapshot)) send({ type: 'reset.submit' });
  };

  const confirmId = confirmationMessageId(password, confirmation);
  const newMessages = newPasswordFeedback(password);
  const confirmMessages = confirmId ? [confirmId] : [];
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" ta="center">
          {t('reset.text', { email })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('reset.rules')}
        </Text>
        {hasResetFailed(snapshot) ? (
          <Alert color="red" role="alert" variant="light">
            {t('reset.failed')}
          </Alert>
        ) : null}
        {/* The hints are the inputs' description, below them: Mantine's PasswordInput sets the input's
            aria-describedby from its own description, error and success only, dropping one passed in. */}
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('password.show') }}
          label={t('reset.newPassword')}
          autoComplete="new-password"
          required
          readOnly={busy}
          value={password}
          aria-invalid={newMessages.some((m) => !isGoodMessage(m)) || undefined}
          {...hintsBelow}
          description={<PasswordHints messages={newMessages} />}
          onChange={(event) => change({ password: event.currentTarget.value })}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('password.show') }}
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          required
          readOnly={busy}
          value={confirmation}
          aria-invalid={confirmMessages.some((m) => !isGoodMessage(m)) || undefined}
          {...hintsBelow}
          description={<PasswordHints messages={confirmMessages} />}
          onChange={(event) => change({ confirmation: event.currentTarget.value })}
        />
        <Button type="submit" fullWidth disabled={!canSubmitReset(snapshot) && !busy} loading={busy}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
