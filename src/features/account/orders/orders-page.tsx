import { Button, Card, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ordersQuery } from '../../../api/queries/orders';
import { useApi } from '../../../app/api-context';
import { useProgram } from '../../../app/boot/use-program';
import { useT } from '../../../i18n';
import { AccountFrame } from '../account-frame';
import { AccountPage } from '../account-page';
import { OrdersList } from './orders-list';

/** /account/orders: every order of the participant, newest first. */
export function OrdersPage() {
  const t = useT('account');
  const program = useProgram();
  const { data: orders } = useSuspenseQuery(ordersQuery(useApi()));
  return (
    <AccountFrame>
      <AccountPage title={t('nav.orders')}>
        {orders.length === 0 ? <NoOrders /> : <OrdersList orders={orders} showTotals={program.type === 'points'} />}
      </AccountPage>
    </AccountFrame>
  );
}

export function NoOrders() {
  const t = useT('account');
  return (
    <Card withBorder radius="md" padding="lg">
      <Text mb="sm">{t('orders.empty')}</Text>
      <Button renderRoot={(props) => <Link to="/shop" {...props} />} variant="light" w="fit-content">
        {t('orders.startShopping')}
      </Button>
    </Card>
  );
}
