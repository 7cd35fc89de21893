import { Button, Group, Modal, Text } from '@mantine/core';
import { useT } from '../../../i18n';
import type { Address } from './address-draft';

export interface RemoveAddressDialogProps {
  address: Address | null;
  removing: boolean;
  onConfirm: (address: Address) => void;
  onClose: () => void;
}

/** Asks before an address leaves the book: removal cannot be undone. */
export function RemoveAddressDialog({ address, removing, onConfirm, onClose }: RemoveAddressDialogProps) {
  const t = useT('account');
  const tc = useT('common');
  return (
    <Modal
      opened={address !== null}
      onClose={onClose}
      title={t('addresses.removeTitle')}
      centered
      closeButtonProps={{ 'aria-label': tc('close') }}
    >
      <Text mb="lg" style={{ overflowWrap: 'anywhere' }}>
        {t('addresses.removeText', { name: address?.fullName ?? '' })}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={removing} data-autofocus>
          {t('addresses.keep')}
        </Button>
        <Button color="red" loading={removing} onClick={() => address && onConfirm(address)}>
          {t('addresses.remove')}
        </Button>
      </Group>
    </Modal>
  );
}
