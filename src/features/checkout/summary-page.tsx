import { Alert, Button, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { canConfirm, isPlacing, selectPlaceFailure } from '../../../machines/checkout/checkout.selectors';
import type { PlaceOrderFailure } from '../../../machines/checkout/checkout.types';
import { useProgram } from '../../app/boot/use-program';
import { useT } from '../../i18n';
import { usePointsText } from '../cart/points';
import { PageContainer } from '../../ui/page-container';
import { PageHeader } from '../../ui/page-header';
import type { StoredSummary } from '../../schemas/order';
import { useCheckoutSend, useCheckoutSnapshot } from './checkout-flow';
import { AddressCard, OrderItemsTable } from './order-view';

/** /shop/checkout/summary [checkout 13-18]: the stored summary, Edit, Edit Address and Confirm. */
export function SummaryPage() {
  const t = useT('cart');
  const tc = useT('common');
  const tp = useT('pages');
  const program = useProgram();
  const pointsText = usePointsText();
  const points = program.type === 'points';
  const snapshot = useCheckoutSnapshot();
  const send = useCheckoutSend();
  const placing = snapshot !== null && isPlacing(snapshot);
  const failure = snapshot && selectPlaceFailure(snapshot);

  const header = (
    <PageHeader
      title={tp('title.summary')}
      trail={[
        { label: tc('shoppingCart'), to: '/shop/cart' },
        { label: tc('checkout'), to: '/shop/checkout' },
      ]}
    />
  );
  // The summary the purchase holds: what Confirm sends, with its key, whatever else changes.
  const summary = snapshot?.context.summary as StoredSummary | null | undefined;
  if (!snapshot || !summary) return <PageContainer>{header}</PageContainer>;

  const { shippingAddress } = summary.order;
  return (
    <PageContainer>
      {header}
      <Stack gap="lg">
        <Text>{t('summary.intro')}</Text>
        {failure ? (
          <Alert color="red" role="alert" variant="light">
            {failureText(t, tp, failure, program.type)}
          </Alert>
        ) : null}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="md" p="md">
              <OrderItemsTable
                points={points}
                items={summary.lines.map((line, i) => ({ ...line, key: `${i}-${line.productSlug}`, slug: line.productSlug }))}
              />
              {points ? (
                <Group justify="flex-end" gap="xl" mt="sm" px="sm">
                  <Text fw={700}>{t('order.total')}</Text>
                  <Text fw={700} size="lg" data-testid="summary-total">
                    {pointsText(summary.lines.reduce((sum, l) => sum + l.total, 0))}
                  </Text>
                </Group>
              ) : null}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <AddressCard address={shippingAddress} emailLabel="email" />
          </Grid.Col>
        </Grid>
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Button variant="default" disabled={!snapshot.can({ type: 'summary.edit' })} onClick={() => send({ type: 'summary.edit' })}>
              {tc('edit')}
            </Button>
            <Button
              variant="default"
              disabled={!snapshot.can({ type: 'summary.editAddress' })}
              onClick={() => send({ type: 'summary.editAddress' })}
            >
              {t('editAddress')}
            </Button>
          </Group>
          <Button size="md" disabled={!canConfirm(snapshot)} loading={placing} onClick={() => send({ type: 'summary.confirm' })}>
            {tc('confirm')}
          </Button>
        </Group>
        {placing ? (
          <Text size="sm" c="dimmed" role="status" ta="end">
            {t('summary.placing')}
          </Text>
        ) : null}
      </Stack>
    </PageContainer>
  );
}

function failureText(
  t: ReturnType<typeof useT<'cart'>>,
  tp: ReturnType<typeof useT<'pages'>>,
  failure: PlaceOrderFailure,
  programType: 'points' | 'plateau' | 'claim',
): string {
  switch (failure) {
    case 'balance':
      return t('overBalance');
    case 'used':
      return programType === 'claim' ? tp('used.claim') : tp('used.other');
    case 'invalid':
      return t('failure.invalid');
    case 'closed':
      return t('failure.closed');
    default:
      return t('failure.unavailable');
  }
}
