import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Table } from '../../../ui/table';
import { Link } from '@tanstack/react-router';
import type { Order } from '../../../api/queries/orders';
import { useFormat, useT } from '../../../i18n';
import { usePointsText } from '../use-points';
import { OrderStatusLabel } from './order-status-label';

export interface OrdersListProps {
  orders: readonly Order[];
  /** Points programs show totals; plateau and claim programs show no points anywhere. */
  showTotals: boolean;
}

const itemCount = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity, 0);

function OrderLink({ order }: { order: Order }) {
  const t = useT('account');
  return (
    <Anchor
      renderRoot={(props) => <Link to="/account/orders/$orderId" params={{ orderId: order.id }} {...props} />}
      aria-label={t('orders.viewOrder', { orderNumber: order.orderNumber })}
      fw={600}
      size="sm"
    >
      {order.orderNumber}
    </Anchor>
  );
}

/** Orders as a table on wider screens and as cards on phones, newest first as the server sends them. */
export function OrdersList({ orders, showTotals }: OrdersListProps) {
  const t = useT('account');
  const format = useFormat();
  const points = usePointsText();
  return (
    <>
      <Table visibleFrom="sm" striped highlightOnHover verticalSpacing="sm" aria-label={t('nav.orders')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('orders.number')}</Table.Th>
            <Table.Th scope="col">{t('orders.date')}</Table.Th>
            <Table.Th scope="col">{t('orders.status')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('orders.items')}
            </Table.Th>
            {showTotals ? (
              <Table.Th scope="col" ta="end">
                {t('orders.total')}
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <OrderLink order={order} />
              </Table.Td>
              <Table.Td>{format.date(order.date, 'long')}</Table.Td>
              <Table.Td>
                <OrderStatusLabel order={order} />
              </Table.Td>
              <Table.Td ta="end">{format.number(itemCount(order))}</Table.Td>
              {showTotals ? <Table.Td ta="end">{points(order.total)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack hiddenFrom="sm" gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('nav.orders')}>
        {orders.map((order) => (
          <Card key={order.id} component="li" withBorder padding="sm" radius="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <OrderLink order={order} />
                <Text size="sm" c="dimmed">
                  {format.date(order.date, 'long')}
                </Text>
              </Stack>
              <OrderStatusLabel order={order} />
            </Group>
            <Group justify="space-between" mt="xs">
              <Text size="sm">{t('orders.itemCount', { n: format.number(itemCount(order)) })}</Text>
              {showTotals ? (
                <Text size="sm" fw={600}>
                  {points(order.total)}
                </Text>
              ) : null}
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
