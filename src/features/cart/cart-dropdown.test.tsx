// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The dropdown's chunk is held until the test lets it in, as a slow network would; `arrived`
// settles once its code is loaded, which on a busy machine takes a while after the release.
const chunk = { release: () => {}, held: Promise.resolve(), arrive: () => {}, arrived: Promise.resolve() };

/** The cart as fresh modules each test, so its lazy dropdown starts out missing again. */
async function renderCart() {
  vi.resetModules();
  // Registered anew each time: a hoisted vi.mock keeps its first module across resetModules, and
  // with it the first test's translator and cart contexts.
  vi.doMock('./cart-popover', async (importOriginal) => {
    await chunk.held;
    const module = await importOriginal();
    chunk.arrive();
    return module;
  });
  const { CartDropdown } = await import('./cart-dropdown');
  const { renderWithCart, item, products } = await import('./test-utils');
  const { userFixture } = await import('../layout/test-utils');
  const user = userFixture({ sid: 'u1', balance: 100_000, cartItems: [item(products.aurora, 2)], addresses: [] });
  await renderWithCart(<CartDropdown />, { user });
}

/** Lets the chunk in and waits for its code and React's render of it, however long they take. */
const letChunkIn = () =>
  act(async () => {
    chunk.release();
    await chunk.arrived;
  });

beforeEach(() => {
  localStorage.clear();
  chunk.held = new Promise<void>((resolve) => (chunk.release = resolve));
  chunk.arrived = new Promise<void>((resolve) => (chunk.arrive = resolve));
});
afterEach(() => {
  cleanup();
  chunk.release();
});

const cartButton = () => screen.getByRole('button', { name: /^Shopping cart/ });

// Each test ends with the chunk in, so no import is left pending into the next test's modules.
describe('the header cart before its dropdown has arrived', () => {
  it('shows the button at once as a closed dialog button; once the chunk is in, it stays closed and the real button toggles it', async () => {
    await renderCart();
    await waitFor(() => expect(cartButton().getAttribute('aria-label')).toBe('Shopping cart, 2 items'));
    expect(cartButton().getAttribute('aria-haspopup')).toBe('dialog');
    expect(cartButton().getAttribute('aria-expanded')).toBe('false');
    expect(cartButton().id).toBe('');

    await letChunkIn();
    // Mantine's Popover.Target gives its button an id (the dropdown's label): the real button is in.
    await waitFor(() => expect(cartButton().id).not.toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cartButton().getAttribute('aria-label')).toBe('Shopping cart, 2 items');
    fireEvent.click(cartButton());
    await screen.findByRole('dialog');
    fireEvent.click(cartButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a press meanwhile opens the dropdown when the chunk is in; closing returns focus to the real button', async () => {
    await renderCart();
    fireEvent.click(cartButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    await letChunkIn();
    const dropdown = await screen.findByRole('dialog');
    expect(dropdown.textContent).toContain('Your cart');
    expect(dropdown.textContent).toContain('Aurora Wireless Headphones');
    expect(cartButton().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(dropdown, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(cartButton()));
  });
});
