import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { orderQuery } from '../../../api/queries/orders';
import { useApi } from '../../../app/api-context';
import { useProgram } from '../../../app/boot/use-program';
import { useFormat, useT } from '../../../i18n';
import { AccountFrame } from '../account-frame';
import { AccountPage } from '../account-page';
import { PostalAddress } from '../postal-address';
import { LabelledValue } from '../labelled-value';
import { usePointsText } from '../use-points';
import { OrderItems } from './order-items';
import { OrderStatusLabel } from './order-status-label';
import { isCancelled } from './order-status';

/** /account/orders/{orderId}: one order with its status, address and items. */
export function OrderPage({ orderId }: { orderId: string }) {
  const t = useT('account');
  const format = useFormat();
  const points = usePointsText();
  const program = useProgram();
  const { data: order } = useSuspenseQuery(orderQuery(useApi(), orderId));
  const showPrices = program.type === 'points';
  return (
    <AccountFrame>
      <AccountPage title={t('title.order', { orderNumber: order.orderNumber })} trail={[{ label: t('nav.orders'), to: '/account/orders' }]}>
        <Card withBorder radius="md" padding="lg">
          <SimpleGrid cols={{ base: 2, sm: showPrices ? 4 : 3 }} spacing="md">
            <LabelledValue label={t('orders.number')}>
              <Text fw={600}>{order.orderNumber}</Text>
            </LabelledValue>
            <LabelledValue label={t('orders.date')}>
              <Text>{format.date(order.date, 'long')}</Text>
            </LabelledValue>
            <LabelledValue label={t('orders.status')}>
              <OrderStatusLabel order={order} />
            </LabelledValue>
            {showPrices ? (
              <LabelledValue label={t('orders.total')}>
                <Text fw={700}>{points(order.total)}</Text>
              </LabelledValue>
            ) : null}
          </SimpleGrid>
        </Card>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('order.items')}
          </Title>
          <OrderItems items={order.items} showPrices={showPrices} cancelled={isCancelled(order)} />
        </Stack>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="xs">
            {t('order.shippingAddress')}
          </Title>
          <PostalAddress address={order.shippingAddress} />
        </Card>
        <Anchor renderRoot={(props) => <Link to="/account/orders" {...props} />} size="sm">
          {t('order.back')}
        </Anchor>
      </AccountPage>
    </AccountFrame>
  );
}

/** The order route's not-found response: another participant's order, or none by that id. */
export function OrderNotFound() {
  const t = useT('account');
  return (
    <AccountFrame>
      <AccountPage title={t('nav.orders')}>
        <Card withBorder radius="md" padding="lg">
          <Text role="alert" mb="sm">
            {t('order.notFound')}
          </Text>
          <Anchor renderRoot={(props) => <Link to="/account/orders" {...props} />} size="sm">
            {t('order.back')}
          </Anchor>
        </Card>
      </AccountPage>
    </AccountFrame>
  );
}
