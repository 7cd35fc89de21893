import { Alert, Box, Button, Center, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useDemoInspector } from '../flows/use-demo-inspector';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isCartReady, isCartUnavailable, selectLines, selectTotal } from '../../../machines/cart/cart.selectors';
import { canChooseDifferent, canPlaceOrder, isBalanceShort, isSubmitted } from '../../../machines/checkout/checkout.selectors';
import { selfQuery } from '../../api/queries/self';
import { useApi } from '../../app/api-context';
import { useProgram } from '../../app/boot/use-program';
import { useT } from '../../i18n';
import { CartContext } from '../cart/cart-context';
import { useCartRows } from '../cart/use-cart-rows';
import { usePricing } from '../cart/use-pricing';
import { PageContainer } from '../content/page-container';
import { PageHeader } from '../content/page-header';
import classes from './checkout.module.css';
import { checkDraft, initialDraft, needsEmail, visibleCustomFields, type OrderBodyInput } from './checkout-draft';
import { ClaimEmailField, CustomFields } from './checkout-extras';
import { provideCheckout } from './checkout-logic';
import { CheckoutRecap } from './checkout-recap';
import { ShippingForm } from './shipping-form';
import { newIdempotencyKey, summaryLinesOf } from './summary-lines';
import { writeSummary } from './summary-store';
import { TermsField } from './terms-field';
import { useCheckoutDeps } from './use-checkout-deps';
import { useCheckoutForm } from './use-checkout-form';

/** /shop/checkout [checkout 1-12]: the shipping form beside the order, once the cart is known. */
export function CheckoutPage() {
  const t = useT('cart');
  const tc = useT('common');
  const cart = CartContext.useActorRef();
  const ready = CartContext.useSelector(isCartReady);
  const unavailable = CartContext.useSelector(isCartUnavailable);
  return (
    <PageContainer>
      <PageHeader title={tc('checkout')} trail={[{ label: tc('shoppingCart'), to: '/shop/cart' }]} />
      {ready ? (
        <CheckoutForm />
      ) : unavailable ? (
        <Alert color="red" role="alert" title={t('unavailable')}>
          <Button mt="sm" variant="light" onClick={() => cart.send({ type: 'cart.retry' })}>
            {tc('retry')}
          </Button>
        </Alert>
      ) : (
        <Center py="xl" role="status" aria-label={tc('loading')}>
          <Loader />
        </Center>
      )}
    </PageContainer>
  );
}

function CheckoutForm() {
  const t = useT('cart');
  const program = useProgram();
  const { data: user } = useSuspenseQuery(selfQuery(useApi()));
  const { region } = usePricing(program);
  const lines = CartContext.useSelector(selectLines);
  const total = CartContext.useSelector(selectTotal);
  const balance = CartContext.useSelector((s) => s.context.balance);
  const rows = useCartRows();
  const shared = useCheckoutDeps();
  const points = program.type === 'points';

  const items = useMemo(() => lines.map((l) => ({ productId: l.productId, optionId: l.optionId, quantity: l.quantity })), [lines]);
  // The flow's guard and summary read the cart and region as they are when it asks.
  const latest = useRef({ items, region, rows, total });
  latest.current = { items, region, rows, total };
  const bodyInput = (draft: OrderBodyInput['draft']): OrderBodyInput => ({
    draft,
    program,
    items: latest.current.items,
    region: latest.current.region,
    total: points ? latest.current.total : undefined,
  });

  const [logic] = useState(() =>
    provideCheckout({
      ...shared,
      isDraftValid: (draft) => checkDraft(bodyInput(draft)).valid,
      storeSummary: (draft) => {
        const { body } = checkDraft(bodyInput(draft));
        // The guard has just checked the same draft; a body is there.
        if (!body) return;
        writeSummary({
          owner: user.sid,
          key: newIdempotencyKey(),
          createdAt: new Date().toISOString(),
          order: body,
          lines: summaryLinesOf(latest.current.rows, points),
        });
      },
    }),
  );
  // The flow's start, read once: later changes of the cart reach it as checkout.cartChanged.
  const [input] = useState(() => ({
    step: 'checkout' as const,
    programType: program.type,
    chooseDifferentGoesHome: program.checkoutSelectDifferentProductRedirectHome ?? false,
    draft: initialDraft(user, program, region),
    cart: { empty: lines.length === 0, total, balance },
    summary: null,
    orderId: null,
  }));
  const inspect = useDemoInspector('checkout');
  const [snapshot, send, actor] = useMachine(logic, { input, inspect });

  const empty = lines.length === 0;
  useEffect(() => {
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'checkout.cartChanged', cart: { empty, total, balance } });
  }, [actor, empty, total, balance]);

  const { draft } = snapshot.context;
  const check = checkDraft(bodyInput(draft));
  const edit = (fields: Record<string, string>) => send({ type: 'checkout.edit', fields });
  const { field, touch } = useCheckoutForm(draft, check.errors, edit);
  const customRules = visibleCustomFields(program);
  const submitted = isSubmitted(snapshot);
  const canPlace = canPlaceOrder(snapshot);
  const chooseDifferent = canChooseDifferent(snapshot);
  const balanceShort = isBalanceShort(snapshot);

  if (snapshot.status === 'done' && !submitted) return null;

  let hint: string | null = null;
  if (!submitted && !canPlace) {
    if (balanceShort) hint = t('overBalance');
    else if (!check.valid) hint = t('checkout.hint.invalid');
    else if (!draft.termsAccepted) hint = t('checkout.hint.terms');
  }

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Box
          component="form"
          noValidate
          aria-labelledby="checkout-shipping-title"
          onSubmit={(event) => {
            event.preventDefault();
            if (canPlace) send({ type: 'checkout.placeOrder' });
          }}
        >
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-shipping-title">
              <Stack gap="sm">
                <Title order={2} size="h4" id="checkout-shipping-title">
                  {t('checkout.shipping')}
                </Title>
                {program.permissions.allowAddressManagement ? null : (
                  <Text size="sm" c="dimmed">
                    {t('checkout.addressLocked')}
                  </Text>
                )}
                <ShippingForm
                  program={program}
                  region={region}
                  field={field}
                  country={draft.fields.country}
                  onCountry={(country) => {
                    touch('country');
                    edit({ country });
                  }}
                />
              </Stack>
            </Paper>
            {needsEmail(program) || customRules.length > 0 ? (
              <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-details-title">
                <Stack gap="sm">
                  <Title order={2} size="h4" id="checkout-details-title">
                    {t('checkout.details')}
                  </Title>
                  {needsEmail(program) ? <ClaimEmailField program={program} field={field} /> : null}
                  <CustomFields rules={customRules} field={field} />
                </Stack>
              </Paper>
            ) : null}
            <Stack gap="sm">
              <TermsField
                program={program}
                accepted={draft.termsAccepted}
                onChange={(accepted) => send({ type: 'checkout.setTerms', accepted })}
              />
              {hint ? (
                <Alert color={balanceShort ? 'red' : 'gray'} variant="light" role={balanceShort ? 'alert' : 'status'} p="xs">
                  {hint}
                </Alert>
              ) : null}
              <Group gap="sm">
                <Button type="submit" size="md" disabled={!canPlace} loading={submitted} w={{ base: '100%', sm: 'auto' }}>
                  {t('placeOrder')}
                </Button>
                {chooseDifferent ? (
                  <Button
                    type="button"
                    size="md"
                    variant="default"
                    w={{ base: '100%', sm: 'auto' }}
                    onClick={() => send({ type: 'checkout.chooseDifferent' })}
                  >
                    {t('checkout.chooseDifferent')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Stack>
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Box className={classes.sticky}>
          <CheckoutRecap points={points} />
        </Box>
      </Grid.Col>
    </Grid>
  );
}
