// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderItem } from '../../../api/queries/orders';
import { renderLayout } from '../../layout/test-utils';
import { PostalAddress } from '../postal-address';
import { OrderItems } from './order-items';

afterEach(cleanup);

const item = (over: Partial<OrderItem> & Pick<OrderItem, 'id' | 'name'>): OrderItem => ({
  product: { productID: `p_${over.id}`, slug: `product-${over.id}`, image: null },
  quantity: 1,
  price: 1200,
  total: 1200,
  options: [],
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

const shoe: OrderItem = {
  id: 'itm_1',
  name: 'Trailblazer Running Shoe',
  product: { productID: 'p_000002', slug: 'trailblazer-running-shoe', image: null },
  quantity: 1,
  price: 8000,
  total: 8000,
  // As the order keeps them: in the product's order, Color before Size.
  options: [
    { field: 'color', label: null, value: 'Grey' },
    { field: 'size', label: null, value: '9' },
    { field: 'custom1', label: 'Lacing', value: 'Waxed' },
  ],
  productDropShipDays: 7,
  tracking: null,
};

const address = (over: Partial<Parameters<typeof PostalAddress>[0]['address']>) => ({
  fullName: 'Alex Morgan',
  address1: '1 Rewards Plaza',
  townCity: 'Denver',
  stateCounty: 'CO',
  postcode: '80202',
  country: 'USA',
  phone: '(555) 010-2026',
  ...over,
});

describe('an order’s page', () => {
  it('shows an item’s options as the order lists them, labelled in the participant’s language', async () => {
    await renderLayout(<OrderItems items={[shoe]} showPrices />, { locale: 'ge' });
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Farbe: Grey · Größe: 9 · Lacing: Waxed')).toBeTruthy();
  });

  it('writes the shipping address as its country does', async () => {
    await renderLayout(
      <>
        <PostalAddress address={address({})} />
        <PostalAddress
          address={address({ address1: 'Hauptstraße 1', townCity: 'Berlin', stateCounty: 'BE', postcode: '10115', country: 'DEU' })}
        />
        <PostalAddress
          address={address({
            address1: '10 Downing Street',
            townCity: 'London',
            stateCounty: 'Greater London',
            postcode: 'SW1A 2AA',
            country: 'GBR',
          })}
        />
      </>,
    );
    await screen.findByText('Denver, CO 80202');
    const [us, de, gb] = [...document.querySelectorAll('address')].map((el) => [...el.children].map((line) => line.textContent));
    expect(us).toEqual(['Alex Morgan', '1 Rewards Plaza', 'Denver, CO 80202', 'United States', '(555) 010-2026']);
    expect(de).toEqual(['Alex Morgan', 'Hauptstraße 1', '10115 Berlin', 'Germany', '(555) 010-2026']);
    expect(gb).toEqual(['Alex Morgan', '10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom', '(555) 010-2026']);
  });
});
