import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  isCartEmpty,
  isCartLoading,
  isCartUnavailable,
  isClearing,
  isOverBalance,
  hasSyncFailed,
  selectTotal,
} from '../../../machines/cart/cart.selectors';
import { useProgram } from '../../app/boot/use-program';
import { PageContainer } from '../../ui/page-container';
import { PageHeader } from '../../ui/page-header';
import { useT } from '../../i18n';
import { CartContext } from './cart-context';
import { canCheckout } from './cart-selectors';
import { CartTable } from './cart-table';
import { usePointsText } from './points';

/** /shop/cart [cart 11-15]: the lines, Continue Shopping, the total and Proceed to checkout. */
export function CartPage() {
  const t = useT('cart');
  const tc = useT('common');
  const program = useProgram();
  const cart = CartContext.useActorRef();
  const loading = CartContext.useSelector(isCartLoading);
  const unavailable = CartContext.useSelector(isCartUnavailable);
  const empty = CartContext.useSelector(isCartEmpty);
  const points = program.type === 'points';

  let body;
  if (loading) {
    body = (
      <Center py="xl" role="status" aria-label={tc('loading')}>
        <Loader />
      </Center>
    );
  } else if (unavailable) {
    body = (
      <Alert color="red" role="alert" title={t('unavailable')}>
        <Button mt="sm" variant="light" onClick={() => cart.send({ type: 'cart.retry' })}>
          {tc('retry')}
        </Button>
      </Alert>
    );
  } else if (empty || !program.permissions.allowPurchase) {
    body = (
      <Stack align="flex-start" gap="md">
        <Text size="lg">{t('empty')}</Text>
        <ContinueShopping />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg">
        <CartTable points={points} />
        <CartFooter points={points} />
      </Stack>
    );
  }

  return (
    <PageContainer>
      <PageHeader title={tc('shoppingCart')} trail={[{ label: tc('shop'), to: '/shop' }]} />
      {body}
    </PageContainer>
  );
}

function ContinueShopping() {
  const t = useT('cart');
  return (
    <Button variant="default" renderRoot={(props) => <Link to="/shop" {...props} />}>
      {t('continueShopping')}
    </Button>
  );
}

function CartFooter({ points }: { points: boolean }) {
  const t = useT('cart');
  const cart = CartContext.useActorRef();
  const total = CartContext.useSelector(selectTotal);
  const overBalance = CartContext.useSelector(isOverBalance);
  const checkout = CartContext.useSelector(canCheckout);
  const clearing = CartContext.useSelector(isClearing);
  const canClear = CartContext.useSelector((s) => s.can({ type: 'cart.clear' }));
  const syncFailed = CartContext.useSelector(hasSyncFailed);
  const pointsText = usePointsText();

  return (
    <Stack gap="md">
      {syncFailed ? (
        <Alert color="yellow" variant="light">
          {t('syncFailed')}
        </Alert>
      ) : null}
      <Group justify="space-between" align="flex-start" gap="lg">
        <Group gap="sm">
          <ContinueShopping />
          <Button variant="subtle" color="red" disabled={!canClear} onClick={() => cart.send({ type: 'cart.clear' })}>
            {t('clear')}
          </Button>
          {clearing ? (
            <Text size="sm" c="dimmed" role="status">
              {t('clearing')}
            </Text>
          ) : null}
        </Group>
        <Paper withBorder p="md" radius="md" w={{ base: '100%', sm: 340 }} style={{ marginInlineStart: 'auto' }}>
          <Stack gap="sm">
            {points ? (
              <Group justify="space-between" gap="xl">
                <Text fw={700}>{t('total')}</Text>
                <Text fw={700} size="lg" data-testid="cart-total">
                  {pointsText(total)}
                </Text>
              </Group>
            ) : null}
            {overBalance ? (
              <Alert color="red" variant="light" role="alert">
                {t('overBalance')}
              </Alert>
            ) : null}
            <Button size="md" disabled={!checkout} onClick={() => cart.send({ type: 'cart.checkout' })}>
              {t('proceed')}
            </Button>
          </Stack>
        </Paper>
      </Group>
    </Stack>
  );
}
