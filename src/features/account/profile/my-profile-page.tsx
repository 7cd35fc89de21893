import { Anchor, Button, Card, DataList, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ordersQuery } from '../../../api/queries/orders';
import { selfQuery } from '../../../api/queries/self';
import { useApi } from '../../../app/api-context';
import { useProgram } from '../../../app/boot/use-program';
import { useT } from '../../../i18n';
import { isValidEmail } from '../../../schemas';
import { AccountFrame } from '../account-frame';
import { AccountPage } from '../account-page';
import { showsChangePasswordLink } from '../account-sections';
import { NoOrders } from '../orders/orders-page';
import { OrdersList } from '../orders/orders-list';
import { PostalAddress } from '../postal-address';

/** How many orders the dashboard lists; the rest are one link away. */
export const RECENT_ORDERS = 5;

/** /account/myprofile: name, email, default address and the most recent orders [account 4]. */
export function MyProfilePage() {
  const t = useT('account');
  const api = useApi();
  const program = useProgram();
  const { data: user } = useSuspenseQuery(selfQuery(api));
  const { data: orders } = useSuspenseQuery(ordersQuery(api));
  const defaultAddress = user.addresses.find((a) => a.default) ?? null;
  // A plateau participant's record holds the user id where others have an email address.
  const emailLabel = isValidEmail(user.email) ? t('profile.email') : t('profile.userId');
  return (
    <AccountFrame>
      <AccountPage title={t('nav.myprofile')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="sm">
              {t('profile.details')}
            </Title>
            <DataList labelWidth={90} gap="xs">
              <DataList.Item>
                <DataList.ItemLabel>{t('profile.name')}</DataList.ItemLabel>
                <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{user.name}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{emailLabel}</DataList.ItemLabel>
                <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{user.email}</DataList.ItemValue>
              </DataList.Item>
            </DataList>
            <Group gap="sm" mt="md">
              <Button renderRoot={(props) => <Link to="/account/profile" {...props} />} variant="light" size="sm">
                {t('profile.edit')}
              </Button>
              {showsChangePasswordLink(program) ? (
                <Button renderRoot={(props) => <Link to="/account/password" {...props} />} variant="subtle" size="sm">
                  {t('profile.changePassword')}
                </Button>
              ) : null}
            </Group>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="sm">
              {t('profile.defaultAddress')}
            </Title>
            {defaultAddress ? <PostalAddress address={defaultAddress} /> : <Text size="sm">{t('profile.noDefaultAddress')}</Text>}
            <Anchor renderRoot={(props) => <Link to="/account/addresses" {...props} />} size="sm" mt="md" display="inline-block">
              {t('profile.manageAddresses')}
            </Anchor>
          </Card>
        </SimpleGrid>
        <Stack gap="sm">
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h4">
              {t('profile.recentOrders')}
            </Title>
            {orders.length > 0 ? (
              <Anchor renderRoot={(props) => <Link to="/account/orders" {...props} />} size="sm">
                {t('profile.allOrders')}
              </Anchor>
            ) : null}
          </Group>
          {orders.length === 0 ? (
            <NoOrders />
          ) : (
            <OrdersList orders={orders.slice(0, RECENT_ORDERS)} showTotals={program.type === 'points'} />
          )}
        </Stack>
      </AccountPage>
    </AccountFrame>
  );
}
