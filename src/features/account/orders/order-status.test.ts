import { describe, expect, it } from 'vitest';
import type { Order } from '../../../api/queries/orders';
import { orderStatusView, orderTrackingUrl } from './order-status';
import { trackingUrl } from './tracking-url';

type Item = Order['items'][number];
const item = (tracking: Item['tracking'] = null): Item => ({
  id: 'oi_1',
  name: 'Aurora Wireless Headphones',
  product: { productID: 'p_000001', slug: 'aurora-wireless-headphones', image: null },
  quantity: 1,
  price: 4500,
  total: 4500,
  options: [{ field: 'color', label: null, value: 'Black' }],
  productDropShipDays: 5,
  tracking,
});
const UPS = { trackingNumber: '1Z999', trackingCompany: 'UPS', trackingLink: 'https://www.ups.com/track?tracknum=1Z999' };

describe('orderStatusView (product/account.md rule 13)', () => {
  it('shows received as received', () => {
    expect(orderStatusView({ status: 'received', items: [item()] })).toEqual({ kind: 'received' });
  });

  it('shows Shipped with a tracking link as a link to the tracking page', () => {
    expect(orderStatusView({ status: 'Shipped', items: [item(), item(UPS)] })).toEqual({ kind: 'shipped', trackingUrl: UPS.trackingLink });
  });

  it('shows Shipped without a usable link as the word alone', () => {
    expect(orderStatusView({ status: 'Shipped', items: [item()] })).toEqual({ kind: 'shipped' });
    expect(orderStatusView({ status: 'Shipped', items: [item({ ...UPS, trackingLink: null })] })).toEqual({ kind: 'shipped' });
    expect(orderStatusView({ status: 'Shipped', items: [item({ ...UPS, trackingLink: 'javascript:alert(1)' })] })).toEqual({
      kind: 'shipped',
    });
  });

  it("shows 'API Error' as Pending", () => {
    expect(orderStatusView({ status: 'API Error', items: [item()] })).toEqual({ kind: 'pending' });
  });

  it('shows Cancelled as cancelled', () => {
    expect(orderStatusView({ status: 'Cancelled', items: [item()] })).toEqual({ kind: 'cancelled' });
  });

  it('shows no other status, nor another spelling of these', () => {
    // A newer server's status is none of the contract's: the response is read as text.
    for (const status of ['Processing', '', 'RECEIVED', 'shipped', 'api error', 'cancelled', 'Canceled']) {
      expect(orderStatusView({ status: status as Order['status'], items: [item(UPS)] }), status).toBeNull();
    }
  });
});

describe('tracking links', () => {
  it('keeps only http and https addresses', () => {
    expect(trackingUrl('https://www.ups.com/track?tracknum=1Z')).toBe('https://www.ups.com/track?tracknum=1Z');
    expect(trackingUrl(' http://carrier.example/t/1 ')).toBe('http://carrier.example/t/1');
    for (const bad of [
      'javascript:window.__xss=1',
      'data:text/html,<script>1</script>',
      'vbscript:x',
      '/relative',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(trackingUrl(bad), String(bad)).toBeUndefined();
    }
  });

  it('the order link is the first item with a usable one', () => {
    const other = { ...UPS, trackingLink: 'https://carrier.example/2' };
    expect(orderTrackingUrl({ items: [item({ ...UPS, trackingLink: 'ftp://x' }), item(other), item(UPS)] })).toBe(
      'https://carrier.example/2',
    );
    expect(orderTrackingUrl({ items: [] })).toBeUndefined();
  });
});
