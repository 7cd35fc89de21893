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

/**
 * The page's words by the link it came from [sign-in-and-sso 13-16]: a reset chooses a new password,
 * an invitation's link (`invitation=1`) sets the first one. The flow is the same.
 */
const WORDS = {
  reset: { heading: 'reset.title', intro: 'reset.text', button: 'reset.submit', done: 'reset.success', refused: 'reset.failed' },
  invitation: { heading: 'invite.title', intro: 'invite.text', button: 'invite.submit', done: 'invite.success', refused: 'invite.failed' },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

export interface ResetPasswordPageProps {
  token?: string | undefined;
  email?: string | undefined;
  /** The link is an invitation's: the page sets a first password and says so. */
  invitation?: boolean;
}

/** /login/reset-password?token&email[&invitation=1]: the link from the reset or invitation mail. */
export function ResetPasswordPage({ token, email, invitation = false }: ResetPasswordPageProps) {
  const t = useT('auth');
  const tv = useT('validation');
  const words = invitation ? WORDS.invitation : WORDS.reset;
  return (
    <AuthFrame>
      <Title order={1} size="h2" ta="center">
        {t(words.heading)}
      </Title>
      {token && email ? (
        <ResetPasswordForm token={token} email={email} words={words} />
      ) : (
        <Alert color="red" role="alert" variant="light">
          {invitation ? t('invite.linkInvalid') : tv('resetLinkInvalid')}
        </Alert>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('reset.backToLogin')}
      </Anchor>
    </AuthFrame>
  );
}

function ResetPasswordForm({ token, email, words }: { token: string; email: string; words: Words }) {
  const t = useT('auth');
  const api = useApi();
  const router = useRouter();
  const [logic] = useState(() =>
    provideReset({
      api,
      goHome: () => {
        notifications.show({ message: t(words.done), color: 'green' });
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
          {t(words.intro, { email })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('reset.rules')}
        </Text>
        {hasResetFailed(snapshot) ? (
          <Alert color="red" role="alert" variant="light">
            {t(words.refused)}
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
          {t(words.button)}
        </Button>
      </Stack>
    </form>
  );
}
