// @vitest-environment jsdom
// A cancelled order [account 13]: My Orders and the order's page say Cancelled, in every language,
// and its items say so where their tracking would be, never "Not shipped yet".
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderQueryKey, type Order } from '../../../api/queries/orders';
import { LOCALES, type Locale } from '../../../i18n';
import { allMessages } from '../../../i18n/messages/all';
import { programFixture, renderLayout } from '../../layout/test-utils';
import { OrderPage } from './order-page';
import { OrdersList } from './orders-list';

const program = programFixture({ languages: [...LOCALES] });

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 'ord_4',
    orderNumber: '100004',
    date: '2026-11-09T16:10:00.000Z',
    status: 'Cancelled',
    total: 4500,
    items: [
      {
        id: 'oi_4_1',
        name: 'Aurora Wireless Headphones',
        product: { productID: 'p_000001', slug: 'aurora-wireless-headphones', image: null },
        quantity: 1,
        price: 4500,
        total: 4500,
        options: [{ field: 'color', label: null, value: 'White' }],
        productDropShipDays: 5,
        tracking: null,
      },
    ],
    shippingAddress: {
      fullName: 'Alex Morgan',
      address1: '1600 Summit Avenue',
      townCity: 'Denver',
      stateCounty: 'CO',
      postcode: '80202',
      country: 'USA',
      phone: '303-555-0142',
    },
    user: { email: 'alex@summit.example' },
    ...overrides,
  };
}

const account = (locale: Locale) => allMessages[locale].account;

afterEach(cleanup);

describe('a cancelled order', () => {
  // Every language has the words (the catalogue test); these three show the wiring, French with its feminine order.
  it.each(['en', 'fr', 'ge'] as const)('My Orders shows its status as cancelled (%s)', async (locale) => {
    await renderLayout(<OrdersList orders={[order()]} showTotals />, { program, locale });
    const table = await screen.findByRole('table', { name: account(locale)['nav.orders'] });
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toContain(account(locale)['status.cancelled']);
    // The phone's cards say the same.
    const cards = screen.getByRole('list', { name: account(locale)['nav.orders'] });
    expect(within(cards).getByText(account(locale)['status.cancelled'])).toBeTruthy();
  });

  it.each(['en', 'fr'] as const)('its page shows the status and each item as cancelled, not as waiting to ship (%s)', async (locale) => {
    const two = order({
      items: [order().items[0]!, { ...order().items[0]!, id: 'oi_4_2', name: 'Everyday Water Bottle', options: [] }],
    });
    const { queryClient } = await renderLayout(<OrderPage orderId="ord_4" />, {
      program,
      locale,
      seed: (client) => client.setQueryData(orderQueryKey('ord_4'), two),
    });
    expect(queryClient.getQueryData(orderQueryKey('ord_4'))).toBe(two);
    const texts = account(locale);
    await screen.findByRole('heading', { level: 1, name: texts['title.order'].replace('{{orderNumber}}', '100004') });
    const items = screen.getByRole('list', { name: texts['order.items'] });
    const cards = [...items.querySelectorAll(':scope > li')] as HTMLElement[];
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(within(card).getByText(texts['order.itemCancelled'])).toBeTruthy();
    expect(screen.queryByText(texts['order.notShipped'])).toBeNull();
    expect(screen.getByText(texts['status.cancelled'], { selector: '.mantine-Badge-label' })).toBeTruthy();
  });

  it('an order that was not cancelled still says its items have not shipped yet', async () => {
    await renderLayout(<OrderPage orderId="ord_4" />, {
      program,
      seed: (client) => client.setQueryData(orderQueryKey('ord_4'), order({ status: 'received' })),
    });
    await screen.findByText('Not shipped yet');
    expect(screen.queryByText('Cancelled')).toBeNull();
    expect(screen.getByText('Received')).toBeTruthy();
  });
});
