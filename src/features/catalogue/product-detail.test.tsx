// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPEAT_DELAY_MS, REPEAT_INTERVAL_MS } from '../../../machines/product-list/quantity.machine';
import { ProductDetail } from './product-detail';
import { ProductTabs } from './product-tabs';
import { fakeCartActions, fixtures, renderCatalogue } from './test-utils';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const addButton = () => screen.getByRole('button', { name: 'Add To Cart' }) as HTMLButtonElement;
const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;

describe('product detail: gallery', () => {
  it('a product without pictures shows the placeholder in the gallery, named for the product, with nothing to zoom', async () => {
    await renderCatalogue(<ProductDetail product={{ ...fixtures.bottle, images: [] }} titleOrder={1} />);
    const gallery = screen.getByRole('group', { name: 'Product images' });
    const picture = within(gallery).getByRole('img', { name: 'Everyday Water Bottle: no picture' });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(within(gallery).queryByRole('button')).toBeNull();
  });

  it('a picture that does not load is replaced by the placeholder, named as missing', async () => {
    await renderCatalogue(<ProductDetail product={fixtures.bottle} titleOrder={1} />);
    const picture = screen.getByRole('img', { name: 'Everyday Water Bottle, image 1 of 2' });
    fireEvent.error(picture);
    expect(screen.getByRole('img', { name: 'Everyday Water Bottle: no picture' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });
});

describe('product detail: options', () => {
  it('three colours are radio buttons; Add To Cart waits for a choice, with the hint meanwhile', async () => {
    const cart = fakeCartActions();
    await renderCatalogue(<ProductDetail product={fixtures.aurora} titleOrder={1} />, { cart });
    const colour = screen.getByRole('radiogroup', { name: 'Color' });
    expect(
      within(colour)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Black', 'White', 'Blue']);
    expect(screen.getByText('Choose the option to select the item')).toBeTruthy();
    expect(addButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(screen.queryByText('Choose the option to select the item')).toBeNull();
    expect(addButton().disabled).toBe(false);
    fireEvent.click(addButton());
    expect(cart.add).toHaveBeenCalledWith({ product: fixtures.aurora, option: fixtures.aurora.options[2], quantity: 1 });
  });

  it('seven sizes are a dropdown; Red / 12 says the selection is not available', async () => {
    await renderCatalogue(<ProductDetail product={fixtures.shoe} titleOrder={1} />);
    const size = screen.getByRole('combobox', { name: 'Size' }) as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(['', '6', '7', '8', '9', '10', '11', '12']);
    expect(screen.getByRole('radiogroup', { name: 'Color' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Red' }));
    fireEvent.change(size, { target: { value: '12' } });
    expect(screen.getByRole('alert').textContent).toBe('Current Option Selection is not Available');
    expect(addButton().disabled).toBe(true);
    fireEvent.change(size, { target: { value: '11' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(addButton().disabled).toBe(false);
  });

  it('labels a custom option as the product names it', async () => {
    await renderCatalogue(<ProductDetail product={fixtures.pen} titleOrder={1} />);
    expect(within(screen.getByRole('radiogroup', { name: 'Engraving Font' })).getAllByRole('radio')).toHaveLength(2);
  });

  it('a product with one option needs no choice; one without options shows its sales copy, sanitized', async () => {
    await renderCatalogue(<ProductDetail product={fixtures.speaker} titleOrder={1} />);
    expect(screen.queryByText('Choose the option to select the item')).toBeNull();
    expect(addButton().disabled).toBe(false);
    cleanup();
    await renderCatalogue(<ProductDetail product={fixtures.bottle} titleOrder={1} />);
    expect(await screen.findByText('Keeps drinks cold for 24 hours.')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('In Stock')).toBeTruthy();
    expect(screen.getByText('Ships in 5 days')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Everyday Water Bottle' })).toBeTruthy();
  });
});

describe('product detail: quantity', () => {
  it('clamps typed quantities to what the cart allows; empty disables Add To Cart', async () => {
    const cart = fakeCartActions(4);
    await renderCatalogue(<ProductDetail product={fixtures.bottle} titleOrder={1} />, { cart });
    expect(cart.maxQuantity).toHaveBeenCalledWith(fixtures.bottle, null);
    fireEvent.change(quantity(), { target: { value: '40' } });
    expect(quantity().value).toBe('4');
    fireEvent.change(quantity(), { target: { value: '' } });
    expect(addButton().disabled).toBe(true);
    fireEvent.change(quantity(), { target: { value: '0' } });
    expect(quantity().value).toBe('1');
    fireEvent.change(quantity(), { target: { value: '3' } });
    fireEvent.click(addButton());
    expect(cart.add).toHaveBeenCalledWith({ product: fixtures.bottle, option: null, quantity: 3 });
  });

  it('steps with the buttons and repeats while one is held (after 300 ms, then every 50 ms)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    await renderCatalogue(<ProductDetail product={fixtures.bottle} titleOrder={1} />, { cart: fakeCartActions(50) });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    fireEvent.pointerDown(plus, { button: 0 });
    expect(quantity().value).toBe('2');
    await act(async () => vi.advanceTimersByTime(REPEAT_DELAY_MS + 4 * REPEAT_INTERVAL_MS));
    expect(quantity().value).toBe('6');
    fireEvent.pointerUp(plus);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(quantity().value).toBe('6');
    fireEvent.keyDown(quantity(), { key: 'ArrowDown' });
    expect(quantity().value).toBe('5');
  });

  it('disables the purchase when the cart allows none, and shows none without a cart', async () => {
    await renderCatalogue(<ProductDetail product={fixtures.watch} titleOrder={1} />, { cart: fakeCartActions(0) });
    expect(addButton().disabled).toBe(true);
    cleanup();
    await renderCatalogue(<ProductDetail product={fixtures.watch} titleOrder={1} />, { cart: null });
    expect(screen.queryByRole('button', { name: 'Add To Cart' })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});

describe('product tabs', () => {
  it('description (only with options), Details with features and non-zero dimensions, Videos only with a video', async () => {
    await renderCatalogue(<ProductTabs product={fixtures.bottle} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Details']);
    expect(screen.getByText('Stainless steel')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Height' }).nextElementSibling?.textContent).toBe('10 in');
    expect(screen.getByRole('rowheader', { name: 'Weight' }).nextElementSibling?.textContent).toBe('1 lb');
    cleanup();
    await renderCatalogue(<ProductTabs product={fixtures.speaker} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Description', 'Details', 'Videos']);
    // No dimension is shown when every one is 0.
    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.queryByText('Dimensions')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    const frame = screen.getByTitle('Video: Echo Smart Speaker') as HTMLIFrameElement;
    expect(frame.src).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation');
  });
});
