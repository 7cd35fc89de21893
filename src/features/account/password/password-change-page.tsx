import { Button, Card, PasswordInput, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import {
  canEditChange,
  canSubmitChange,
  isChangeFailedOpen,
  isChangeSucceededOpen,
  isChanging,
} from '../../../../machines/password/password-change.selectors';
import type { PasswordChangeField } from '../../../../machines/password/password-change.types';
import { useApi } from '../../../app/api-context';
import { useSession } from '../../../app/boot/session-context';
import { useT } from '../../../i18n';
import { confirmationMessageId, LOGIN_PASSWORD_MAX, newPasswordFeedback, PASSWORD_MAX } from '../../../schemas';
import { AccountFrame } from '../account-frame';
import { AccountPage } from '../account-page';
import { PasswordChangedDialog, PasswordFailedDialog } from './password-dialogs';
import { currentPersistence, providePasswordChange } from './password-change-logic';
import { usePasswordFeedback } from './password-hints';

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** /account/password (points and plateau): the change-password statechart's form and dialogs. */
export function PasswordChangePage() {
  const t = useT('account');
  const api = useApi();
  const router = useRouter();
  const { tokenStore } = useSession();
  const feedback = usePasswordFeedback();
  const [logic] = useState(() =>
    providePasswordChange({
      api,
      keepToken: (token) => tokenStore.set(token, { persist: currentPersistence(sessionStorageOrUndefined()) }),
      goHome: () => void router.navigate({ to: '/' }),
    }),
  );
  const [snapshot, send] = useMachine(logic);
  const { currentPassword, newPassword, confirmPassword } = snapshot.context;
  const editable = canEditChange(snapshot);
  const busy = isChanging(snapshot);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmitChange(snapshot)) send({ type: 'password.submit' });
  };
  const onChange = (field: PasswordChangeField) => (event: React.ChangeEvent<HTMLInputElement>) =>
    send({ type: 'password.change', field, value: event.currentTarget.value });
  const confirmId = confirmationMessageId(newPassword, confirmPassword);
  const toggle = { 'aria-label': t('password.show') };

  return (
    <AccountFrame>
      <AccountPage title={t('title.password')} trail={[{ label: t('nav.myprofile'), to: '/account/myprofile' }]}>
        <Card withBorder radius="md" padding="lg" maw={560}>
          <form onSubmit={onSubmit} noValidate aria-label={t('title.password')}>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t('password.intro')}
              </Text>
              <PasswordInput
                label={t('password.current')}
                autoComplete="current-password"
                required
                maxLength={LOGIN_PASSWORD_MAX}
                readOnly={!editable}
                value={currentPassword}
                onChange={onChange('currentPassword')}
                visibilityToggleButtonProps={toggle}
              />
              <PasswordInput
                label={t('password.new')}
                autoComplete="new-password"
                required
                // One over the limit, so typing past 16 shows the rule rather than stopping silently.
                maxLength={PASSWORD_MAX + 1}
                readOnly={!editable}
                value={newPassword}
                onChange={onChange('newPassword')}
                visibilityToggleButtonProps={toggle}
                {...feedback(newPasswordFeedback(newPassword, currentPassword))}
              />
              <PasswordInput
                label={t('password.confirm')}
                autoComplete="new-password"
                required
                maxLength={PASSWORD_MAX + 1}
                readOnly={!editable}
                value={confirmPassword}
                onChange={onChange('confirmPassword')}
                visibilityToggleButtonProps={toggle}
                {...feedback(confirmId ? [confirmId] : [])}
              />
              <Button type="submit" disabled={!canSubmitChange(snapshot) && !busy} loading={busy} w={{ base: '100%', xs: 'fit-content' }}>
                {t('password.submit')}
              </Button>
            </Stack>
          </form>
        </Card>
        <PasswordChangedDialog opened={isChangeSucceededOpen(snapshot)} onGoHome={() => send({ type: 'password.goHome' })} />
        <PasswordFailedDialog opened={isChangeFailedOpen(snapshot)} onClose={() => send({ type: 'password.dismiss' })} />
      </AccountPage>
    </AccountFrame>
  );
}
