import { Anchor, Card, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { OrderItem } from '../../../api/queries/orders';
import { useFormat, useT } from '../../../i18n';
import { ExternalIcon } from '../../../ui/icons';
import { ProductThumb } from '../../../ui/product-image';
import { OptionText } from '../../../ui/option-text';
import { LabelledValue } from '../labelled-value';
import { usePointsText } from '../use-points';
import { trackingUrl } from './tracking-url';

/**
 * The carrier and number, linked to the carrier's tracking page when the link is a web address; an
 * item of a cancelled order says it was cancelled [account 13] (nothing of it ever shipped).
 */
export function ItemTracking({ tracking, cancelled = false }: { tracking: OrderItem['tracking']; cancelled?: boolean }) {
  const t = useT('account');
  if (cancelled)
    return (
      <Text size="sm" c="dimmed">
        {t('order.itemCancelled')}
      </Text>
    );
  if (!tracking)
    return (
      <Text size="sm" c="dimmed">
        {t('order.notShipped')}
      </Text>
    );
  const text = t('order.trackingNumber', { company: tracking.trackingCompany, number: tracking.trackingNumber });
  const url = trackingUrl(tracking.trackingLink);
  if (!url) return <Text size="sm">{text}</Text>;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
      {text}
      <ExternalIcon size={14} style={{ verticalAlign: 'text-bottom', marginInlineStart: 4 }} />
      <VisuallyHidden>{t('link.newTab')}</VisuallyHidden>
    </Anchor>
  );
}

export interface OrderItemsProps {
  items: readonly OrderItem[];
  showPrices: boolean;
  /** The order was cancelled: each item says so where its tracking would be. */
  cancelled?: boolean;
}

/** The items of an order: name (to its product page), options, quantity, prices (points only), shipping and tracking. */
export function OrderItems({ items, showPrices, cancelled = false }: OrderItemsProps) {
  const t = useT('account');
  const format = useFormat();
  const points = usePointsText();
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('order.items')}>
      {items.map((item) => (
        <Card key={item.id} component="li" withBorder radius="md" padding="md">
          <Group align="flex-start" wrap="nowrap" gap="md">
            <ProductThumb src={item.product.image} size={64} />
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Anchor
                renderRoot={(props) => <Link to="/shop/products/$productSlug" params={{ productSlug: item.product.slug }} {...props} />}
                fw={600}
              >
                {item.name}
              </Anchor>
              <OptionText options={item.options} />
              {item.productDropShipDays ? (
                <Text size="xs" c="dimmed">
                  {t('order.shipsIn', { days: item.productDropShipDays })}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: showPrices ? 4 : 2 }} spacing="sm" mt="sm">
            <LabelledValue label={t('order.quantity')}>
              <Text size="sm">{format.number(item.quantity)}</Text>
            </LabelledValue>
            {showPrices ? (
              <>
                <LabelledValue label={t('order.price')}>
                  <Text size="sm">{points(item.price)}</Text>
                </LabelledValue>
                <LabelledValue label={t('order.lineTotal')}>
                  <Text size="sm" fw={600}>
                    {points(item.total)}
                  </Text>
                </LabelledValue>
              </>
            ) : null}
            <LabelledValue label={t('order.tracking')}>
              <ItemTracking tracking={item.tracking} cancelled={cancelled} />
            </LabelledValue>
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
