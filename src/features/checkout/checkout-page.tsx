import { Alert, Box, Button, Center, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { isCartReady, isCartUnavailable } from '../../../machines/cart/cart.selectors';
import { canChooseDifferent, canPlaceOrder, isBalanceShort, isSubmitted } from '../../../machines/checkout/checkout.selectors';
import { useProgram } from '../../app/boot/use-program';
import { useLocale, useT } from '../../i18n';
import { CartContext } from '../cart/cart-context';
import { PageContainer } from '../../ui/page-container';
import { PageHeader } from '../../ui/page-header';
import classes from './checkout.module.css';
import { checkDraft, needsEmail, visibleCustomFields } from './checkout-draft';
import { ClaimEmailField, CustomFields } from './checkout-extras';
import { useCheckoutActor, type CheckoutActor } from './checkout-flow';
import { CheckoutRecap } from './checkout-recap';
import { ShippingForm } from './shipping-form';
import { TermsField } from './terms-field';
import { useCheckoutForm } from './use-checkout-form';
import { useOrderBody } from './use-order-body';

/** /shop/checkout [checkout 1-12]: the shipping form beside the order, once the cart is known. */
export function CheckoutPage() {
  const t = useT('cart');
  const tc = useT('common');
  const cart = CartContext.useActorRef();
  const ready = CartContext.useSelector(isCartReady);
  const unavailable = CartContext.useSelector(isCartUnavailable);
  const actor = useCheckoutActor();
  return (
    <PageContainer>
      <PageHeader title={tc('checkout')} trail={[{ label: tc('shoppingCart'), to: '/shop/cart' }]} />
      {ready && actor ? (
        <CheckoutForm actor={actor} />
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

function CheckoutForm({ actor }: { actor: CheckoutActor }) {
  const t = useT('cart');
  const program = useProgram();
  const { locale } = useLocale();
  const { region, bodyInput } = useOrderBody();
  const points = program.type === 'points';
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;

  const { draft } = snapshot.context;
  const check = checkDraft(bodyInput(draft));
  const edit = (fields: Record<string, string>) => send({ type: 'checkout.edit', fields });
  const { field, touch } = useCheckoutForm(draft, check.errors, edit);
  const customRules = visibleCustomFields(program, locale);
  const submitted = isSubmitted(snapshot);
  const canPlace = canPlaceOrder(snapshot);
  const chooseDifferent = canChooseDifferent(snapshot);
  const balanceShort = isBalanceShort(snapshot);

  if (snapshot.matches('left')) return null;

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
