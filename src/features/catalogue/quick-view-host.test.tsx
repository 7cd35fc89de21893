// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUICK_VIEW_DELAY_MS } from '../../../machines/product-list/quick-view.machine';
import { chunkArrived } from '../../test/chunks';
import { ProductCard } from './product-card';
import { QuickViewHost } from './quick-view-host';
import { fakeCartActions, fixtures, json, renderCatalogue } from './test-utils';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('quick view', () => {
  it('opens 350 ms after it is asked for, with the card’s product, and closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const cart = fakeCartActions();
    await renderCatalogue(
      <QuickViewHost>
        <ProductCard product={fixtures.shoe} />
      </QuickViewHost>,
      { cart, respond: () => json(fixtures.shoe) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Quick view of Trailblazer Running Shoe' }));
    await act(async () => vi.advanceTimersByTime(QUICK_VIEW_DELAY_MS - 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => vi.advanceTimersByTime(100));
    await chunkArrived(() => import('./quick-view-modal'));
    const dialog = await screen.findByRole('dialog', { name: 'Trailblazer Running Shoe' });
    // The body is the product's: options, More Details to its page.
    expect(screen.getByRole('combobox', { name: 'Size' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More Details' }).getAttribute('href')).toBe('/shop/products/trailblazer-running-shoe');
    fireEvent.click(screen.getByRole('radio', { name: 'Grey' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Size' }), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(cart.add).toHaveBeenCalledWith({
      product: fixtures.shoe,
      option: fixtures.shoe.options.find((o) => o.optionID === 'shoe-Grey-9'),
      quantity: 1,
    });
    // Added: quick view closes itself.
    await waitFor(() => expect(dialog.isConnected && screen.queryByRole('dialog')).toBeFalsy());
  });

  it('the card’s Add To Cart opens it for a product with several options', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderCatalogue(
      <QuickViewHost>
        <ProductCard product={fixtures.pen} />
      </QuickViewHost>,
      { respond: () => json(fixtures.pen) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Choose options of Custom Engraved Pen' }));
    await act(async () => vi.advanceTimersByTime(QUICK_VIEW_DELAY_MS));
    await chunkArrived(() => import('./quick-view-modal'));
    await screen.findByRole('dialog', { name: 'Custom Engraved Pen' });
    expect(screen.getByRole('radiogroup', { name: 'Engraving Font' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
