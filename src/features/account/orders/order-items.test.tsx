// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderItem } from '../../../api/queries/orders';
import { renderLayout } from '../../layout/test-utils';
import { OrderItems } from './order-items';

afterEach(cleanup);

const item = (over: Partial<OrderItem> & Pick<OrderItem, 'id' | 'name'>): OrderItem => ({
  product: { productID: `p_${over.id}`, slug: `product-${over.id}`, image: null },
  quantity: 1,
  price: 1200,
  total: 1200,
  options: {},
  productDropShipDays: 4,
  tracking: null,
  ...over,
});

describe('an order’s items', () => {
  it('show each product’s picture beside its name, and the placeholder for one without', async () => {
    await renderLayout(
      <OrderItems
        items={[
          item({ id: '1', name: 'Everyday Water Bottle', product: { productID: 'p_1', slug: 'everyday-water-bottle', image: '/images/products/bottle-s.svg' } }),
          item({ id: '2', name: 'Plain Gift Card' }),
        ]}
        showPrices
      />,
    );
    const items = screen.getByRole('list', { name: 'Items in this order' });
    const pictureOf = (name: string) => within(items).getByRole('link', { name }).closest('li')!.querySelector('img')!;
    expect(pictureOf('Everyday Water Bottle').getAttribute('src')).toBe('/images/products/bottle-s.svg');
    const placeholder = pictureOf('Plain Gift Card');
    expect(placeholder.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    // Decorative, as the product's own picture is: the name beside it says what it is.
    expect(placeholder.getAttribute('alt')).toBe('');
  });
});
