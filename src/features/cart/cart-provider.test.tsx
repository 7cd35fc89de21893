// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_DELAYS } from '../../../machines/cart/cart.machine';
import { readStoredState, STORED_STATE_KEY } from '../../schemas/stored-state';
import { useLayoutSlots } from '../layout/layout-slots';
import { CartPage } from './cart-page';
import { useCartActions, type CartActions } from '../../app/cart-actions';
import { item, products, programFixture, renderWithCart } from './test-utils';
import { userFixture } from '../layout/test-utils';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** What the catalogue's Add To Cart buttons hold: the port, captured for the test to call. */
let port: CartActions | null = null;
let slots: ReturnType<typeof useLayoutSlots> = {};
function Catalogue() {
  port = useCartActions();
  slots = useLayoutSlots();
  return (
    <>
      {slots.cartSlot}
      <CartPage />
    </>
  );
}

const aurora = products.aurora;
const black = aurora.options[0]!;
const add = (quantity = 1, p = aurora, o: (typeof aurora.options)[number] | null = black) =>
  act(() => port!.add({ product: p, option: o, quantity }));
const cartButton = () => screen.getByRole('button', { name: /^Shopping cart/ });

describe('the cart actions (what Add To Cart calls)', () => {
  it('adds a line, says so in a toast, shows it in the badge and the page, and pushes it to the record', async () => {
    const { api } = await renderWithCart(<Catalogue />);
    await screen.findByText('Your shopping cart is empty!');
    add(1);
    expect(await screen.findByText('Product "Aurora Wireless Headphones" added to cart!')).toBeTruthy();
    expect(cartButton().getAttribute('aria-label')).toBe('Shopping cart, 1 items');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Aurora Wireless Headphones' })).toBeTruthy();
    expect(within(table).getByText('Color: Black')).toBeTruthy();
    await waitFor(() =>
      expect(api.pushes().at(-1)).toEqual({
        cartItems: [
          {
            id: expect.any(String),
            productId: 'p_000001',
            productSlug: 'aurora-wireless-headphones',
            optionId: 'p_000001_black',
            quantity: 1,
          },
        ],
      }),
    );
  });

  it('merges the same product and option into one line', async () => {
    await renderWithCart(<Catalogue />);
    add(1);
    add(1);
    add(1, aurora, aurora.options[1]!);
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      ((await screen.findByRole('textbox', { name: 'Quantity of Aurora Wireless Headphones (Color: Black)' })) as HTMLInputElement).value,
    ).toBe('2');
    expect((screen.getByRole('textbox', { name: 'Quantity of Aurora Wireless Headphones (Color: White)' }) as HTMLInputElement).value).toBe(
      '1',
    );
    expect(screen.getByTestId('cart-total').textContent).toBe('13,500 points');
  });

  it('bounds what may be added by the balance, never below one (product/cart.md rule 10)', async () => {
    await renderWithCart(<Catalogue />, { user: userFixture({ sid: 'u1', balance: 10_000, cartItems: [], addresses: [] }) });
    await screen.findByText('Your shopping cart is empty!');
    expect(port!.maxQuantity(aurora, black)).toBe(2);
    add(5);
    expect(((await screen.findByRole('textbox', { name: /Quantity of/ })) as HTMLInputElement).value).toBe('2');
    expect(port!.maxQuantity(aurora, black)).toBe(1);
    expect(port!.maxQuantity(products.watch, null)).toBe(1);
  });

  it('a product beyond the balance goes in, and the balance rule holds checkout back', async () => {
    await renderWithCart(<Catalogue />, { user: userFixture({ sid: 'u1', balance: 25_000, cartItems: [], addresses: [] }) });
    await screen.findByText('Your shopping cart is empty!');
    add(1, products.watch, null);
    expect(await screen.findByText('Your cart total exceeds your available points balance.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Proceed to checkout' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(cartButton());
    expect(((await screen.findByRole('button', { name: 'Checkout' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('plateau and claim programs: adding replaces the cart and goes to checkout; no points shown', async () => {
    const { pathname } = await renderWithCart(<Catalogue />, {
      program: programFixture({ type: 'plateau' }),
      user: userFixture({ sid: 'u_gold', balance: null, cartItems: [item(products.bottle)], addresses: [] }),
    });
    await screen.findByRole('table');
    expect(port!.maxQuantity(aurora, black)).toBeNull();
    add(3);
    await waitFor(() => expect(pathname()).toBe('/shop/checkout'));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Aurora Wireless Headphones')).toBeTruthy();
    expect(screen.queryByText(/points/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Quantity of/ })).toBeNull();
  });

  it('without allowPurchase there is no cart in the header and nothing is added', async () => {
    const program = programFixture();
    await renderWithCart(<Catalogue />, { program: { ...program, permissions: { ...program.permissions, allowPurchase: false } } });
    await screen.findByText('Your shopping cart is empty!');
    expect(slots.cartSlot).toBeUndefined();
    add(1);
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the cart page', () => {
  const withCart = (...items: ReturnType<typeof item>[]) => ({
    user: userFixture({ sid: 'u1', balance: 100_000, cartItems: items, addresses: [] }),
  });

  it("shows the record's items after sign-in, priced from the catalogue", async () => {
    await renderWithCart(<Catalogue />, withCart(item(aurora, 2), item(products.pen)));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Engraving Font: Serif')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('11,500 points');
    expect(cartButton().getAttribute('aria-label')).toBe('Shopping cart, 3 items');
  });

  it('a line of a product without pictures shows the placeholder beside its name', async () => {
    await renderWithCart(<Catalogue />, withCart(item(products.card)));
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('link', { name: 'Plain Gift Card' }).closest('tr')!;
    const picture = row.querySelector('img')!;
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(picture.getAttribute('alt')).toBe('');
  });

  it('takes a typed quantity after 500 ms and pushes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await renderWithCart(<Catalogue />, withCart(item(aurora, 1)));
    const input = await screen.findByRole('textbox', { name: 'Quantity of Aurora Wireless Headphones (Color: Black)' });
    fireEvent.change(input, { target: { value: '3' } });
    expect(screen.getByTestId('cart-total').textContent).toBe('4,500 points');
    await act(async () => vi.advanceTimersByTime(CART_DELAYS.quantityDelay));
    expect(screen.getByTestId('cart-total').textContent).toBe('13,500 points');
    await waitFor(() => expect(api.pushes().at(-1)).toMatchObject({ cartItems: [{ quantity: 3 }] }));
  });

  it('removes a line 500 ms after Remove, and Remove all empties the cart', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithCart(<Catalogue />, withCart(item(aurora), item(products.bottle), item(products.pen)));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Everyday Water Bottle' }));
    expect(screen.getByText('Removing…')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    await act(async () => vi.advanceTimersByTime(CART_DELAYS.removeDelay));
    expect(screen.getAllByRole('row')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    expect(screen.getByText('Emptying your cart…')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(CART_DELAYS.clearDelay));
    expect(screen.getByText('Your shopping cart is empty!')).toBeTruthy();
  });

  it('Proceed to checkout goes to /shop/checkout', async () => {
    const { pathname } = await renderWithCart(<Catalogue />, withCart(item(products.bottle)));
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to checkout' }));
    await waitFor(() => expect(pathname()).toBe('/shop/checkout'));
  });

  it('a region change empties the cart at once', async () => {
    await renderWithCart(<Catalogue />, withCart(item(products.bottle)));
    await screen.findByRole('table');
    act(() => slots.onRegionChange!({ location: 'EU', country: 'FRA' }));
    expect(screen.getByText('Your shopping cart is empty!')).toBeTruthy();
  });

  it('survives a reload: stored state version 2, for this participant only', async () => {
    const first = await renderWithCart(<Catalogue />, withCart());
    await screen.findByText('Your shopping cart is empty!');
    add(2);
    await waitFor(() => expect(first.api.pushes()).toHaveLength(1));
    const stored = readStoredState(localStorage);
    expect(stored).toMatchObject({ version: 2, cart: { owner: 'u1', lines: [{ productId: 'p_000001', quantity: 2, unitPrice: 4500 }] } });
    cleanup();
    // A new page whose record did not get the change (the push was lost): the browser's pending copy wins.
    localStorage.setItem(STORED_STATE_KEY, JSON.stringify({ ...stored, cart: { ...stored.cart!, pending: true } }));
    await renderWithCart(<Catalogue />, withCart());
    expect(((await screen.findByRole('textbox', { name: /Quantity of/ })) as HTMLInputElement).value).toBe('2');
    cleanup();
    // Someone else's stored cart is not shown.
    await renderWithCart(<Catalogue />, { user: userFixture({ sid: 'u2', balance: 1000, cartItems: [], addresses: [] }) });
    expect(await screen.findByText('Your shopping cart is empty!')).toBeTruthy();
  });

  it('follows a change another tab stored', async () => {
    await renderWithCart(<Catalogue />, withCart(item(products.bottle)));
    await screen.findByRole('table');
    const lines = [
      {
        id: 'l-x',
        productId: 'p_000003',
        productSlug: 'everyday-water-bottle',
        optionId: null,
        quantity: 4,
        unitPrice: 1200,
        name: 'Everyday Water Bottle',
      },
    ];
    const newValue = JSON.stringify({ version: 2, cart: { owner: 'u1', pending: true, lines } });
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: STORED_STATE_KEY, newValue, storageArea: localStorage })));
    expect(screen.getByTestId('cart-total').textContent).toBe('4,800 points');
  });

  it('drops a line whose product is gone and tells the record', async () => {
    const gone = { productId: 'p_999999', productSlug: 'discontinued-thing', optionId: null, quantity: 1 };
    const { api } = await renderWithCart(<Catalogue />, withCart(item(products.bottle), gone));
    await screen.findByRole('table');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await waitFor(() => expect(api.pushes().at(-1)).toMatchObject({ cartItems: [{ productId: 'p_000003' }] }));
  });
});
