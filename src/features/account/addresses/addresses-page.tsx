import { Alert, Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { selfQuery } from '../../../api/queries/self';
import { useApi } from '../../../app/api-context';
import { useProgram } from '../../../app/boot/use-program';
import { useT } from '../../../i18n';
import { AccountFrame } from '../account-frame';
import { AccountPage } from '../account-page';
import { PostalAddress } from '../postal-address';
import type { Address } from './address-draft';
import { RemoveAddressDialog } from './remove-address-dialog';
import { useMakeDefaultAddress, useRemoveAddress } from './use-address-mutations';

interface AddressCardProps {
  address: Address;
  /** allowAddressManagement false: the book can be read, not changed. */
  locked: boolean;
  busy: boolean;
  onRemove: (address: Address) => void;
  onMakeDefault: (address: Address) => void;
}

/** Custom fields 1 and 2 as their program labels them ('Cost Centre: CC-4410'). */
function CustomFieldValues({ address }: { address: Address }) {
  const fields = [address.customField1, address.customField2].filter((f): f is NonNullable<typeof f> => Boolean(f?.value));
  if (fields.length === 0) return null;
  return (
    <Stack gap={0} mt="xs">
      {fields.map((f) => (
        <Text key={f.label} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {f.label}: {f.value}
        </Text>
      ))}
    </Stack>
  );
}

function AddressCard({ address, locked, busy, onRemove, onMakeDefault }: AddressCardProps) {
  const t = useT('account');
  const name = address.fullName;
  return (
    <Card component="li" withBorder radius="md" padding="lg" style={{ display: 'flex', flexDirection: 'column' }} aria-label={name}>
      {address.default ? (
        <Badge variant="light" color="accent" radius="sm" tt="none" mb="sm" w="fit-content">
          {t('addresses.default')}
        </Badge>
      ) : null}
      <Box style={{ flex: 1 }}>
        <PostalAddress address={address} withEmail />
        <CustomFieldValues address={address} />
      </Box>
      <Group gap="xs" mt="md" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        {locked ? (
          <Button size="xs" variant="light" disabled aria-label={t('addresses.editLabel', { name })}>
            {t('addresses.edit')}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            renderRoot={(props) => <Link to="/account/addresses/$addressId" params={{ addressId: address.id }} {...props} />}
            aria-label={t('addresses.editLabel', { name })}
          >
            {t('addresses.edit')}
          </Button>
        )}
        {address.default ? null : (
          <Button
            size="xs"
            variant="subtle"
            disabled={locked || busy}
            onClick={() => onMakeDefault(address)}
            aria-label={t('addresses.makeDefaultLabel', { name })}
          >
            {t('addresses.makeDefault')}
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          disabled={locked || busy}
          onClick={() => onRemove(address)}
          aria-label={t('addresses.removeLabel', { name })}
        >
          {t('addresses.remove')}
        </Button>
      </Group>
    </Card>
  );
}

/** /account/addresses: the address book, default first as the server orders it by creation. */
export function AddressesPage() {
  const t = useT('account');
  const program = useProgram();
  const { data: user } = useSuspenseQuery(selfQuery(useApi()));
  const locked = !program.permissions.allowAddressManagement;
  const remove = useRemoveAddress(user.sid);
  const makeDefault = useMakeDefaultAddress(user.sid);
  const [removing, setRemoving] = useState<Address | null>(null);
  const busy = remove.isPending || makeDefault.isPending;

  const failed = () => notifications.show({ message: t('addresses.failed'), color: 'red' });
  const confirmRemove = (address: Address) =>
    remove.mutate(address.id, {
      onSuccess: () => notifications.show({ message: t('addresses.removed'), color: 'green' }),
      onError: failed,
      onSettled: () => setRemoving(null),
    });
  const onMakeDefault = (address: Address) =>
    makeDefault.mutate(address, {
      onSuccess: () => notifications.show({ message: t('addresses.defaultSet'), color: 'green' }),
      onError: failed,
    });

  const add = locked ? (
    <Button disabled>{t('addresses.add')}</Button>
  ) : (
    <Button renderRoot={(props) => <Link to="/account/newaddress" {...props} />}>{t('addresses.add')}</Button>
  );

  return (
    <AccountFrame>
      <AccountPage title={t('nav.addresses')} actions={add}>
        <Stack gap="md">
          {locked ? (
            <Alert color="gray" variant="light">
              {t('addresses.managementOff')}
            </Alert>
          ) : null}
          {user.addresses.length === 0 ? (
            <Card withBorder radius="md" padding="lg">
              <Text>{t('addresses.empty')}</Text>
            </Card>
          ) : (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2 }}
              spacing="md"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
              aria-label={t('nav.addresses')}
            >
              {user.addresses.map((address) => (
                <AddressCard
                  key={address.id}
                  address={address}
                  locked={locked}
                  busy={busy}
                  onRemove={setRemoving}
                  onMakeDefault={onMakeDefault}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
        <RemoveAddressDialog address={removing} removing={remove.isPending} onConfirm={confirmRemove} onClose={() => setRemoving(null)} />
      </AccountPage>
    </AccountFrame>
  );
}
