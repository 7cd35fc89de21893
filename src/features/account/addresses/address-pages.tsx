import { Anchor, Card, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { selfQuery } from '../../../api/queries/self';
import { useApi } from '../../../app/api-context';
import { useProgram } from '../../../app/boot/use-program';
import { useT } from '../../../i18n';
import { AccountFrame } from '../account-frame';
import { AccountPage } from '../account-page';
import { addressValues, newAddressValues } from './address-draft';
import { AddressSave } from './address-save';

/** /account/newaddress. The first address of the book is its default, whatever the box says. */
export function NewAddressPage() {
  const t = useT('account');
  const program = useProgram();
  const { data: user } = useSuspenseQuery(selfQuery(useApi()));
  const first = user.addresses.length === 0;
  return (
    <AccountFrame>
      <AccountPage title={t('title.newaddress')} trail={[{ label: t('nav.addresses'), to: '/account/addresses' }]}>
        <Card withBorder radius="md" padding="lg">
          <AddressSave label={t('title.newaddress')} sid={user.sid} initial={newAddressValues(program, user)} defaultLocked={first} />
        </Card>
      </AccountPage>
    </AccountFrame>
  );
}

/** /account/addresses/{addressId}: edit one address of the book. */
export function EditAddressPage({ addressId }: { addressId: string }) {
  const t = useT('account');
  const { data: user } = useSuspenseQuery(selfQuery(useApi()));
  const address = user.addresses.find((a) => a.id === addressId);
  return (
    <AccountFrame>
      <AccountPage title={t('title.address')} trail={[{ label: t('nav.addresses'), to: '/account/addresses' }]}>
        <Card withBorder radius="md" padding="lg">
          {address ? (
            <AddressSave
              label={t('title.address')}
              key={address.id}
              sid={user.sid}
              addressId={address.id}
              initial={addressValues(address)}
              defaultLocked={address.default}
            />
          ) : (
            <>
              <Text role="alert" mb="sm">
                {t('addresses.notFound')}
              </Text>
              <Anchor renderRoot={(props) => <Link to="/account/addresses" {...props} />} size="sm">
                {t('nav.addresses')}
              </Anchor>
            </>
          )}
        </Card>
      </AccountPage>
    </AccountFrame>
  );
}
