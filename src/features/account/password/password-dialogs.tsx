import { Button, Group, Modal, Text } from '@mantine/core';

const titleStyles = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };
import { useT } from '../../../i18n';

/** [account 8]: after a successful change; its one button goes to the homepage. */
export function PasswordChangedDialog({ opened, onGoHome }: { opened: boolean; onGoHome: () => void }) {
  const t = useT('account');
  return (
    <Modal
      opened={opened}
      onClose={onGoHome}
      title={t('password.success.title')}
      centered
      styles={titleStyles}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Text mb="lg">{t('password.success.text')}</Text>
      <Group justify="flex-end">
        <Button onClick={onGoHome} data-autofocus>
          {t('password.success.home')}
        </Button>
      </Group>
    </Modal>
  );
}

/** [account 9]: the Fail dialog; the three fields behind it are already cleared. */
export function PasswordFailedDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT('account');
  const tc = useT('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('password.failed.title')}
      centered
      styles={titleStyles}
      closeButtonProps={{ 'aria-label': tc('close') }}
    >
      <Text mb="lg" role="alert">
        {t('password.failed.text')}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {t('password.failed.close')}
        </Button>
      </Group>
    </Modal>
  );
}
