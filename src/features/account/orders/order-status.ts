import type { Order } from '../../../api/queries/orders';
import { trackingUrl } from './tracking-url';

/** What an order's status cell shows [account 13], or null for a status the rules do not show. */
export type OrderStatusView = { kind: 'received' } | { kind: 'shipped'; trackingUrl?: string } | { kind: 'pending' };

/** The first usable tracking link of the order's items: the order's own tracking page. */
export function orderTrackingUrl(order: Pick<Order, 'items'>): string | undefined {
  for (const item of order.items) {
    const url = trackingUrl(item.tracking?.trackingLink);
    if (url) return url;
  }
  return undefined;
}

/**
 * [account 13]: received is shown as received; Shipped with a tracking link is a link to the tracking page
 * (without one, the word alone); 'API Error' is shown as Pending; other statuses are not shown.
 */
export function orderStatusView(order: Pick<Order, 'status' | 'items'>): OrderStatusView | null {
  switch (order.status) {
    case 'received':
      return { kind: 'received' };
    case 'Shipped': {
      const url = orderTrackingUrl(order);
      return url ? { kind: 'shipped', trackingUrl: url } : { kind: 'shipped' };
    }
    case 'API Error':
      return { kind: 'pending' };
    default:
      return null;
  }
}
