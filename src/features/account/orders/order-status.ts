import type { Order } from '../../../api/queries/orders';
import { trackingUrl } from './tracking-url';

/** What an order's status cell shows [account 13], or null for a status the rules do not show. */
export type OrderStatusView =
  | { kind: 'received' }
  | { kind: 'shipped'; trackingUrl?: string }
  | { kind: 'pending' }
  | { kind: 'cancelled' };

/** The first usable tracking link of the order's items: the order's own tracking page. */
export function orderTrackingUrl(order: Pick<Order, 'items'>): string | undefined {
  for (const item of order.items) {
    const url = trackingUrl(item.tracking?.trackingLink);
    if (url) return url;
  }
  return undefined;
}

/** A cancelled order's items say so rather than that they have not shipped yet [account 13]. */
export const isCancelled = (order: Pick<Order, 'status'>) => order.status === 'Cancelled';

/**
 * [account 13]: received is shown as received; Shipped with a tracking link is a link to the tracking page
 * (without one, the word alone); 'API Error' is shown as Pending; Cancelled as cancelled; a status the
 * contract does not list (a newer server's) is not shown.
 */
export function orderStatusView(order: Pick<Order, 'status' | 'items'>): OrderStatusView | null {
  // Read as text: the response is a server's, which may know statuses this build does not.
  const status: string = order.status;
  switch (status) {
    case 'received':
      return { kind: 'received' };
    case 'Shipped': {
      const url = orderTrackingUrl(order);
      return url ? { kind: 'shipped', trackingUrl: url } : { kind: 'shipped' };
    }
    case 'API Error':
      return { kind: 'pending' };
    case 'Cancelled':
      return { kind: 'cancelled' };
    default:
      return null;
  }
}
