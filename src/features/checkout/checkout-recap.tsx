import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { selectTotal } from '../../../machines/cart/cart.selectors';
import { useT } from '../../i18n';
import { ProductThumb } from '../../ui/product-image';
import { CartContext } from '../cart/cart-context';
import { OptionText } from '../../ui/option-text';
import { usePointsText } from '../cart/points';
import { useCartRows } from '../cart/use-cart-rows';

/** The cart beside the checkout form: what is being ordered and, in points programs, its total. */
export function CheckoutRecap({ points }: { points: boolean }) {
  const t = useT('cart');
  const rows = useCartRows();
  const total = CartContext.useSelector(selectTotal);
  const pointsText = usePointsText();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-recap-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="checkout-recap-title">
          {t('checkout.summary')}
        </Title>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map(({ line, name, image, options }) => (
            <Group key={line.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
              <ProductThumb src={image} size={48} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {name}
                </Text>
                <OptionText options={options} />
                {points ? (
                  <Text size="sm">
                    {t('quantityTimes', { quantity: line.quantity })} {pointsText(line.unitPrice)}
                  </Text>
                ) : null}
              </Stack>
              {points ? (
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {pointsText(line.unitPrice * line.quantity)}
                </Text>
              ) : null}
            </Group>
          ))}
        </Stack>
        {points ? (
          <>
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>{t('total')}</Text>
              <Text fw={700} data-testid="checkout-total">
                {pointsText(total)}
              </Text>
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
