import { Anchor, Badge, VisuallyHidden } from '@mantine/core';
import type { Order } from '../../../api/queries/orders';
import { useT } from '../../../i18n';
import { ExternalIcon } from '../../../ui/icons';
import { orderStatusView } from './order-status';

const COLOURS = { received: 'blue', shipped: 'teal', pending: 'yellow', cancelled: 'gray' } as const;

/** An order's status as the participant sees it [account 13]; nothing for a status the rules do not show. */
export function OrderStatusLabel({ order }: { order: Pick<Order, 'status' | 'items'> }) {
  const t = useT('account');
  const view = orderStatusView(order);
  if (!view) return null;
  const label = t(`status.${view.kind}`);
  if (view.kind === 'shipped' && view.trackingUrl) {
    return (
      <Anchor
        href={view.trackingUrl}
        target="_blank"
        rel="noopener noreferrer"
        fw={600}
        size="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {label}
        <ExternalIcon size={14} />
        <VisuallyHidden>{t('link.newTab')}</VisuallyHidden>
      </Anchor>
    );
  }
  return (
    <Badge color={COLOURS[view.kind]} variant="light" radius="sm" tt="none">
      {label}
    </Badge>
  );
}
