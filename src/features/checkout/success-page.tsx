import { Alert, Button, Center, Grid, Group, Loader, Paper, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, type ReactNode } from 'react';
import { isShowingOrder, isSigningOut, selectLoadFailure } from '../../../machines/checkout/checkout.selectors';
import { orderQuery, type Order } from '../../api/queries/orders';
import type { Program } from '../../api/queries/program';
import { useApi } from '../../app/api-context';
import { useProgram } from '../../app/boot/use-program';
import { useFormat, useLocale, useT } from '../../i18n';
import { useSafeHtmlList } from '../../lib/use-safe-html';
import { usePointsText } from '../cart/points';
import { PageContainer } from '../../ui/page-container';
import { PageHeader } from '../../ui/page-header';
import { useCheckoutActor, useCheckoutSend, useCheckoutSnapshot } from './checkout-flow';
import { AddressCard, OrderItemsTable } from './order-view';

/**
 * /shop/checkout/success/{orderId} [checkout 20-27]: loading the order clears the cart and refreshes
 * the participant; the page shows the thank-you header (or the program's ordersuccess content),
 * the order, its items and the shipping address. Claim programs offer Use Another Code.
 */
export function SuccessPage({ orderId }: { orderId: string }) {
  const t = useT('cart');
  const tc = useT('common');
  const tp = useT('pages');
  const api = useApi();
  const router = useRouter();
  const program = useProgram();
  const actor = useCheckoutActor();
  const snapshot = useCheckoutSnapshot();
  const send = useCheckoutSend();

  // Plateau and claim participants are refreshed on their way out (see the statechart).
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.pathChanged && actor?.getSnapshot().status === 'active') actor.send({ type: 'success.leave' });
      }),
    [router, actor],
  );

  const showing = snapshot !== null && isShowingOrder(snapshot);
  const { data: order } = useQuery({ ...orderQuery(api, orderId), enabled: showing });
  const failure = snapshot && selectLoadFailure(snapshot);

  let body;
  if (failure) {
    body = (
      <Alert color="red" role="alert" title={failure === 'notFound' ? t('success.notFound') : t('success.loadFailed')}>
        {failure === 'notFound' ? null : (
          <Button mt="sm" variant="light" onClick={() => send({ type: 'success.retry' })}>
            {tc('retry')}
          </Button>
        )}
      </Alert>
    );
  } else if (!showing || !order) {
    body = (
      <Center py="xl" role="status" aria-label={tc('loading')}>
        <Loader />
      </Center>
    );
  } else {
    body = (
      <OrderConfirmation
        order={order}
        program={program}
        actions={
          <Group gap="sm">
            <Button variant="default" renderRoot={(props) => <Link to="/shop" {...props} />}>
              {t('continueShopping')}
            </Button>
            {snapshot?.can({ type: 'success.useAnotherCode' }) || (snapshot && isSigningOut(snapshot)) ? (
              <Button loading={snapshot !== null && isSigningOut(snapshot)} onClick={() => send({ type: 'success.useAnotherCode' })}>
                {t('useAnotherCode')}
              </Button>
            ) : null}
          </Group>
        }
      />
    );
  }

  return (
    <PageContainer>
      <PageHeader title={tp('title.success')} />
      {body}
    </PageContainer>
  );
}

function OrderConfirmation({ order, program, actions }: { order: Order; program: Program; actions: ReactNode }) {
  const t = useT('cart');
  const { date } = useFormat();
  const pointsText = usePointsText();
  const points = program.type === 'points';
  return (
    <Stack gap="lg">
      <ThankYou program={program} />
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, xs: points ? 3 : 2 }} spacing="md">
          <Fact label={t('order.number')} value={order.orderNumber} testId="order-number" />
          <Fact label={t('order.date')} value={date(order.date, 'iso')} testId="order-date" />
          {points ? <Fact label={t('order.total')} value={pointsText(order.total)} testId="order-total" /> : null}
        </SimpleGrid>
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="md">
            <OrderItemsTable
              points={points}
              items={order.items.map((item) => ({
                key: item.id,
                slug: item.product.slug,
                name: item.name,
                options: item.options,
                quantity: item.quantity,
                total: item.total,
                dropShipDays: item.productDropShipDays,
                image: item.product.image,
              }))}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AddressCard address={order.shippingAddress} emailLabel={program.type === 'claim' ? 'code' : 'email'} />
        </Grid.Col>
      </Grid>
      {actions}
    </Stack>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** The program's ordersuccess content page when it has one [checkout 20], else the built-in thanks. */
function ThankYou({ program }: { program: Program }) {
  const t = useT('cart');
  const { locale } = useLocale();
  const sources = useMemo(() => {
    const page = program.content[locale]?.pages.find((p) => p.url.toLowerCase() === 'ordersuccess');
    return (page?.sections ?? []).flatMap((s) => (s.type === 'html' ? [s.html] : []));
  }, [program, locale]);
  const html = useSafeHtmlList(sources).filter(Boolean);
  if (html.length > 0) {
    return (
      <Stack gap="sm">
        {html.map((safe, i) => (
          <Typography key={i}>
            <div dangerouslySetInnerHTML={{ __html: safe }} />
          </Typography>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Title order={2}>{t('success.thanks')}</Title>
      <Text>{t('success.text')}</Text>
    </Stack>
  );
}
