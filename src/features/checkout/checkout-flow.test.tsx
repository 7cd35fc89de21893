// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../tests/unit/api/fake-fetch';
import type { Order } from '../../api/queries/orders';
import type { User } from '../../api/queries/self';
import { readStoredState } from '../../schemas/stored-state';
import { writeStoredRegion } from '../layout/region-store';
import { item, products, programFixture, renderWithCart } from '../cart/test-utils';
import { userFixture } from '../layout/test-utils';
import { CheckoutFlow } from './checkout-flow';
import { CheckoutPage } from './checkout-page';
import { SuccessPage } from './success-page';
import { SummaryPage } from './summary-page';
import { writeSummary } from './summary-store';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const summit = programFixture({
  terms: 'checkbox',
  customField1: 'Cost Centre',
  customField2: 'Employee ID',
  customFieldVisible1: true,
  customFieldVisible2: true,
  customFieldEdit1: true,
  customFieldEdit2: false,
});
const thanks = programFixture({ type: 'claim', terms: 'Dropdown', permissions: { ...summit.permissions, allowEmailUpdate: true } });

const buyer = (over: Partial<User> = {}) =>
  userFixture({
    sid: 'u_buyer021_summit',
    email: 'buyer021@summit.example',
    balance: 100_000,
    cartItems: [item(products.bottle, 2)],
    addresses: [],
    customField2: 'E-1',
    ...over,
  });

const usAddress = {
  fullName: 'Buyer Twenty-One',
  address1: '1 Summit Way',
  townCity: 'Denver',
  stateCounty: 'CO',
  postcode: '80202',
  country: 'USA',
  phone: '(555) 010-2100',
};

const placeOrder = () => screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
const type = (label: string | RegExp, value: string) => {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
async function fillAddress() {
  await screen.findByRole('textbox', { name: /Full name/ });
  type(/Full name/, usAddress.fullName);
  type(/Address 1/, usAddress.address1);
  type(/Town\/City/, usAddress.townCity);
  type(/State\/Province/, usAddress.stateCounty);
  type(/Postcode/, usAddress.postcode);
  type(/Phone/, usAddress.phone);
}

describe('checkout', { timeout: 30_000 }, () => {
  it('an empty cart goes to the cart', async () => {
    const { pathname } = await renderWithCart(
      <CheckoutFlow>
        <CheckoutPage />
      </CheckoutFlow>,
      { path: '/shop/checkout', user: buyer({ cartItems: [] }) },
    );
    await waitFor(() => expect(pathname()).toBe('/shop/cart'));
  });

  it('the order beside the form shows a product without pictures with the placeholder', async () => {
    await renderWithCart(
      <CheckoutFlow>
        <CheckoutPage />
      </CheckoutFlow>,
      { path: '/shop/checkout', program: summit, user: buyer({ cartItems: [item(products.card)] }) },
    );
    const recap = await screen.findByRole('region', { name: 'Your order' });
    const line = (await within(recap).findByText('Plain Gift Card')).closest('li')!;
    expect(line.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('Place Order waits for a valid form and accepted terms, then stores the summary and goes to it', async () => {
    const { pathname } = await renderWithCart(
      <CheckoutFlow>
        <CheckoutPage />
      </CheckoutFlow>,
      { path: '/shop/checkout', program: summit, user: buyer() },
    );
    await fillAddress();
    expect(placeOrder().disabled).toBe(true);
    expect(screen.getByText('Please accept the terms and conditions to place your order.')).toBeTruthy();
    type(/Postcode/, '8020');
    expect(await screen.findByText('Please enter a valid ZIP code, for example 12345 or 12345-6789.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
    expect(placeOrder().disabled).toBe(true);
    expect(screen.getByText('Please fill in every required field (*) and correct the highlighted ones.')).toBeTruthy();
    type(/Postcode/, '80202-1234');
    expect(placeOrder().disabled).toBe(false);
    // Custom field 1 is editable, field 2 shown read-only with the participant's value.
    expect((screen.getByRole('textbox', { name: 'Employee ID' }) as HTMLInputElement).readOnly).toBe(true);
    type('Cost Centre', 'CC-2100');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('/termsandconditions');

    fireEvent.click(placeOrder());
    await waitFor(() => expect(pathname()).toBe('/shop/checkout/summary'));
    const { summary } = readStoredState(localStorage);
    expect(summary).toMatchObject({
      owner: 'u_buyer021_summit',
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
      order: {
        items: [{ productId: 'p_000003', optionId: null, quantity: 2 }],
        shippingAddress: { ...usAddress, postcode: '80202-1234', email: 'buyer021@summit.example' },
        customField1: 'CC-2100',
        customField2: 'E-1',
        region: { location: 'USA-CONT', country: 'USA' },
        total: 2400,
      },
      lines: [
        { productSlug: 'everyday-water-bottle', name: 'Everyday Water Bottle', quantity: 2, unitPrice: 1200, total: 2400, dropShipDays: 4 },
      ],
    });
  });

  it('offers the countries of the current region only [checkout 3]', async () => {
    await renderWithCart(
      <CheckoutFlow>
        <CheckoutPage />
      </CheckoutFlow>,
      { path: '/shop/checkout', program: summit, user: buyer() },
    );
    await screen.findByRole('textbox', { name: /Full name/ });
    fireEvent.click(screen.getByRole('combobox', { name: /Country/ }));
    await screen.findByRole('option', { name: 'United States' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['United States']);
  });

  it('offers address lines 3 and 4 and a 3-letter state outside the USA', async () => {
    await renderWithCart(
      <CheckoutFlow>
        <CheckoutPage />
      </CheckoutFlow>,
      { path: '/shop/checkout', program: summit, user: buyer() },
    );
    await screen.findByRole('textbox', { name: /Full name/ });
    expect(screen.queryByRole('textbox', { name: 'Address 3' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /State\/Province/ }).getAttribute('placeholder')).toBe('e.g. WY or QC');
    expect(screen.getByRole('textbox', { name: /State\/Province/ }).getAttribute('maxlength')).toBe('2');
    cleanup();
    // Shipping to France means shipping from the European Union region.
    writeStoredRegion({ location: 'EU', country: 'FRA' });
    await renderWithCart(
      <CheckoutFlow>
        <CheckoutPage />
      </CheckoutFlow>,
      { path: '/shop/checkout', program: summit, user: buyer() },
    );
    fireEvent.click(await screen.findByRole('combobox', { name: /Country/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    expect(await screen.findByRole('textbox', { name: 'Address 3' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /State\/Province/ }).getAttribute('maxlength')).toBe('3');
  });

  it('Place Order stays disabled while the balance is below the total (points)', async () => {
    await renderWithCart(
      <CheckoutFlow>
        <CheckoutPage />
      </CheckoutFlow>,
      { path: '/shop/checkout', program: summit, user: buyer({ balance: 2000 }) },
    );
    await fillAddress();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(placeOrder().disabled).toBe(true);
    expect(screen.getByText('Your cart total exceeds your available points balance.')).toBeTruthy();
  });

  it('claim: a Yes/No terms dropdown defaulting to No, and a required email for the order', async () => {
    await renderWithCart(
      <CheckoutFlow>
        <CheckoutPage />
      </CheckoutFlow>,
      {
        path: '/shop/checkout',
        program: thanks,
        user: buyer({ balance: null, email: 'THANKS-0016' }),
      },
    );
    await fillAddress();
    const terms = screen.getByRole('combobox', { name: /Do you agree to the Terms and Conditions/ }) as HTMLSelectElement;
    expect(terms.value).toBe('no');
    fireEvent.change(terms, { target: { value: 'yes' } });
    expect(placeOrder().disabled).toBe(true);
    type(/Email for your order/, 'gift@thanks');
    expect(await screen.findByText('Please Enter valid email address')).toBeTruthy();
    type(/Email for your order/, 'gift@thanks.example');
    expect(placeOrder().disabled).toBe(false);
    expect(screen.queryByText(/points/)).toBeNull();
  });
});

function storeSummary(owner = 'u_buyer021_summit') {
  writeSummary({
    owner,
    key: 'attempt-0123456789',
    createdAt: '2026-11-23T10:00:00.000Z',
    order: {
      items: [{ productId: 'p_000003', optionId: null, quantity: 2 }],
      shippingAddress: usAddress,
      region: { location: 'USA-CONT', country: 'USA' },
      total: 2400,
    },
    lines: [
      {
        productSlug: 'everyday-water-bottle',
        name: 'Everyday Water Bottle',
        options: [],
        quantity: 2,
        unitPrice: 1200,
        total: 2400,
        dropShipDays: 4,
        image: null,
      },
    ],
  });
}

describe('summary', { timeout: 30_000 }, () => {
  it('without a stored summary goes back to checkout', async () => {
    const { pathname } = await renderWithCart(
      <CheckoutFlow>
        <SummaryPage />
      </CheckoutFlow>,
      { path: '/shop/checkout/summary', user: buyer() },
    );
    await waitFor(() => expect(pathname()).toBe('/shop/checkout'));
  });

  it('shows the stored order; Confirm sends the summary’s key once, however often it is clicked', async () => {
    const { api, pathname } = await renderWithCart(
      <CheckoutFlow>
        <SummaryPage />
      </CheckoutFlow>,
      {
        path: '/shop/checkout/summary',
        user: buyer(),
        before: () => storeSummary(),
      },
    );
    expect(await screen.findByText('Everyday Water Bottle')).toBeTruthy();
    // The stored line has no picture: the placeholder stands in.
    expect(screen.getByText('Everyday Water Bottle').closest('tr')!.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(screen.getByTestId('summary-total').textContent).toBe('2,400 points');
    expect(screen.getByText('4 days')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(pathname()).toBe('/shop/checkout/success/ord_1'));
    expect(api.placeOrder).toHaveBeenCalledTimes(1);
    const request = api.placeOrder.mock.calls[0]![0];
    expect(request.headers.get('Idempotency-Key')).toBe('attempt-0123456789');
    expect(await request.json()).toMatchObject({ items: [{ productId: 'p_000003', quantity: 2 }], total: 2400 });
    expect(readStoredState(localStorage).summary).toBeUndefined();
  });

  it('a refusal says why and Confirm works again, with the same key', async () => {
    const { api } = await renderWithCart(
      <CheckoutFlow>
        <SummaryPage />
      </CheckoutFlow>,
      { path: '/shop/checkout/summary', user: buyer(), before: () => storeSummary() },
    );
    api.placeOrder.mockImplementationOnce(() =>
      json({ error: 'conflict', message: 'Your cart total exceeds your available points balance.' }, 409),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your cart total exceeds your available points balance.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.placeOrder).toHaveBeenCalledTimes(2));
    expect(api.placeOrder.mock.calls[1]![0].headers.get('Idempotency-Key')).toBe('attempt-0123456789');
  });

  it('Edit goes to the cart, Edit Address to checkout', async () => {
    const { pathname } = await renderWithCart(
      <CheckoutFlow>
        <SummaryPage />
      </CheckoutFlow>,
      {
        path: '/shop/checkout/summary',
        user: buyer(),
        before: () => storeSummary(),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Address' }));
    await waitFor(() => expect(pathname()).toBe('/shop/checkout'));
  });

  it("another participant's summary is not theirs to confirm", async () => {
    const { pathname } = await renderWithCart(
      <CheckoutFlow>
        <SummaryPage />
      </CheckoutFlow>,
      {
        path: '/shop/checkout/summary',
        user: buyer(),
        before: () => storeSummary('u_someone_else'),
      },
    );
    await waitFor(() => expect(pathname()).toBe('/shop/checkout'));
  });
});

const order = (over: Partial<Order> = {}): Order => ({
  id: 'ord_1',
  orderNumber: '100042',
  date: '2026-11-23T15:04:05.000Z',
  status: 'received',
  total: 2400,
  items: [
    {
      id: 'itm_1',
      name: 'Everyday Water Bottle',
      product: { productID: 'p_000003', slug: 'everyday-water-bottle', image: null },
      quantity: 2,
      price: 1200,
      total: 2400,
      options: [],
      productDropShipDays: 4,
    },
  ],
  shippingAddress: { ...usAddress, email: 'buyer021@summit.example' },
  user: { email: 'buyer021@summit.example' },
  ...over,
});

describe('success', { timeout: 30_000 }, () => {
  it('shows the order and its date as YYYY-MM-DD; clears the cart and refreshes the participant', async () => {
    const { api } = await renderWithCart(
      <CheckoutFlow>
        <SuccessPage orderId="ord_1" />
      </CheckoutFlow>,
      {
        path: '/shop/checkout/success/ord_1',
        program: summit,
        user: buyer(),
      },
    );
    api.order = order();
    expect((await screen.findByTestId('order-number')).textContent).toBe('100042');
    expect(screen.getByTestId('order-date').textContent).toBe('2026-11-23');
    expect(screen.getByTestId('order-total').textContent).toBe('2,400 points');
    // The ordered product has no picture: the placeholder stands in.
    expect(screen.getByText('Everyday Water Bottle').closest('tr')!.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    const address = screen.getByRole('region', { name: 'Shipping address' });
    expect(within(address).getByText('Email address:')).toBeTruthy();
    await waitFor(() => expect(api.pushes().at(-1)).toEqual({ cartItems: [] }));
    await waitFor(() => expect(api.calls()).toContain('GET /api/self'));
    expect(screen.queryByRole('button', { name: 'Use Another Code' })).toBeNull();
  });

  it('claim: no points, the code labelled Code, and Use Another Code signs out and goes home', async () => {
    const { api, pathname, queryClient } = await renderWithCart(
      <CheckoutFlow>
        <SuccessPage orderId="ord_1" />
      </CheckoutFlow>,
      {
        path: '/shop/checkout/success/ord_1',
        program: thanks,
        user: buyer({ balance: null, email: 'THANKS-0016', cartItems: [] }),
      },
    );
    api.order = order({ total: 0, shippingAddress: { ...usAddress, email: 'THANKS-0016' } });
    await screen.findByTestId('order-number');
    expect(screen.queryByTestId('order-total')).toBeNull();
    expect(screen.queryByText(/points/)).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Shipping address' })).getByText('Code:')).toBeTruthy();
    // The record says Used once refreshed: that waits until the participant leaves the page.
    expect(queryClient.getQueryState(['self'])?.isInvalidated).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Use Another Code' }));
    // /account/logout signs out and goes to / (the shell's page, outside the signed-in pages).
    await waitFor(() => expect(pathname()).toBe('/account/logout'));
    expect(queryClient.getQueryState(['self'])?.isInvalidated).toBe(false);
  });

  it('lists each item’s options in the product’s order and writes the address as its country does', async () => {
    const { api } = await renderWithCart(
      <CheckoutFlow>
        <SuccessPage orderId="ord_1" />
      </CheckoutFlow>,
      { path: '/shop/checkout/success/ord_1', program: summit, user: buyer() },
    );
    const shoe = {
      ...order().items[0]!,
      id: 'itm_2',
      name: 'Trailblazer Running Shoe',
      product: { productID: 'p_000002', slug: 'trailblazer-running-shoe', image: null },
      options: [
        { field: 'color' as const, label: null, value: 'Grey' },
        { field: 'size' as const, label: null, value: '9' },
      ],
    };
    api.order = order({
      items: [shoe],
      shippingAddress: { ...usAddress, address1: 'Hauptstraße 1', townCity: 'Berlin', stateCounty: 'BE', postcode: '10115', country: 'DEU', email: null },
    });
    // The cart's order and words: Color before Size.
    expect(await screen.findByText('Color: Grey · Size: 9')).toBeTruthy();
    const address = within(screen.getByRole('region', { name: 'Shipping address' }));
    expect(address.getByText('10115 Berlin')).toBeTruthy();
    expect(address.getByText('Germany')).toBeTruthy();
    expect(address.queryByText(/BE/)).toBeNull();
  });

  it('an unknown order says so', async () => {
    await renderWithCart(
      <CheckoutFlow>
        <SuccessPage orderId="ord_404" />
      </CheckoutFlow>,
      { path: '/shop/checkout/success/ord_404', user: buyer() },
    );
    expect(await screen.findByText('This order could not be found.')).toBeTruthy();
  });
});
