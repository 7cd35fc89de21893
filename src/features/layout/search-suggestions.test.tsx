// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderCatalogue } from '../catalogue/test-utils';
import { HeaderSearch } from './header-search';
import { SearchDraftProvider } from './search-draft';
import { moveHighlight, SUGGESTIONS_DEBOUNCE_MS } from './search-suggestions';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const suggestion = (slug: string, name: string) => ({ slug, name, brandName: 'Aurora', image: null });

function answer(url: URL) {
  const q = url.searchParams.get('q') ?? '';
  if (url.pathname !== '/api/products/suggestions') return json({ error: 'not_found', message: 'x' }, 404);
  return json({
    items: q.startsWith('aur')
      ? [suggestion('aurora-wireless-headphones', 'Aurora Wireless Headphones'), suggestion('aurora-smart-mouse', 'Aurora Smart Mouse')]
      : [],
  });
}

async function type(text: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Search products' }), { target: { value: text } });
  await act(async () => vi.advanceTimersByTime(SUGGESTIONS_DEBOUNCE_MS));
}

describe('search suggestions', () => {
  it('asks nothing under 3 characters, then at most 5 within the chosen category, once typing rests', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = await renderCatalogue(<HeaderSearch />, { respond: answer });
    await type('au');
    expect(requests).toEqual([]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'electronics' } });
    await type('aur');
    await screen.findByRole('option', { name: /Aurora Wireless Headphones/ });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.searchParams.get('q')).toBe('aur');
    // The participant's region travels as with the product list (here the program's default).
    expect(JSON.parse(requests[0]!.searchParams.get('o')!)).toEqual({
      limit: 5,
      category: 'electronics',
      region: { location: 'USA-CONT', country: 'USA' },
    });
    const options = within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');
    expect(options).toHaveLength(2);
    // These products have no pictures: the placeholder stands beside each name.
    for (const option of options) expect(option.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('never shows the answer for an older text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderCatalogue(<HeaderSearch />, { respond: answer });
    await type('aur');
    await screen.findByRole('option', { name: /Aurora Smart Mouse/ });
    // Typing on: until the new text has rested and been answered, the old suggestions go.
    fireEvent.change(screen.getByRole('combobox', { name: 'Search products' }), { target: { value: 'zzz' } });
    expect(screen.queryByRole('option', { name: /Aurora/ })).toBeNull();
    await act(async () => vi.advanceTimersByTime(SUGGESTIONS_DEBOUNCE_MS));
    await screen.findByText('No products match');
  });

  it('is a combobox: arrow down and Enter open the product; Enter alone searches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await renderCatalogue(<HeaderSearch />, { respond: answer });
    await type('aur');
    await screen.findByRole('option', { name: /Aurora Wireless Headphones/ });
    const input = screen.getByRole('combobox', { name: 'Search products' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/products/aurora-wireless-headphones'));

    await type('aurora');
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Search products' }), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(router.state.location.href).toBe('/shop?filter_search=aurora'));
  });

  it('keeps the text when the header is built anew, and an arrow then opens on the kept suggestions', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    function Rebuilt() {
      const [build, setBuild] = useState(0);
      return (
        <SearchDraftProvider>
          <button type="button" onClick={() => setBuild(build + 1)}>
            rebuild
          </button>
          <HeaderSearch key={build} />
        </SearchDraftProvider>
      );
    }
    const { router } = await renderCatalogue(<Rebuilt />, { respond: answer });
    await type('aur');
    await screen.findByRole('option', { name: /Aurora Wireless Headphones/ });
    fireEvent.click(screen.getByRole('button', { name: 'rebuild' }));
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search products' });
    expect(input.value).toBe('aur');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Aurora Wireless Headphones/ }).id);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/products/aurora-wireless-headphones'));
  });

  it('names the highlighted option, wraps the arrows at both ends, and closes on Escape and on leaving the field', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderCatalogue(<HeaderSearch />, { respond: answer });
    await type('aur');
    const first = await screen.findByRole('option', { name: /Aurora Wireless Headphones/ });
    const second = screen.getByRole('option', { name: /Aurora Smart Mouse/ });
    const input = screen.getByRole('combobox', { name: 'Search products' });
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(second.getAttribute('aria-selected')).toBe('false');

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    // An arrow opens it again on its first suggestion (ArrowUp: on its last), as the ARIA
    // practices' list autocomplete does.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option')).toHaveLength(2);
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Aurora Wireless Headphones/ }).id);
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Aurora Smart Mouse/ }).id);
    fireEvent.keyDown(input, { key: 'Escape' });

    fireEvent.blur(input);
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.focus(input);
    expect(within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option')).toHaveLength(2);
  });

  it('opens a product on a click without the field losing focus first, and leaves Enter to an IME composing a word', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await renderCatalogue(<HeaderSearch />, { respond: answer });
    await type('aur');
    const option = await screen.findByRole('option', { name: /Aurora Smart Mouse/ });
    const input = screen.getByRole('combobox', { name: 'Search products' });

    // Enter confirming an IME candidate is not a search.
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(router.state.location.pathname).toBe('/');
    expect(within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option')).toHaveLength(2);

    // The press is cancelled, so the field keeps focus and the list stays for the click.
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.mouseMove(option);
    expect(input.getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/products/aurora-smart-mouse'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('moveHighlight', () => {
  it('steps through the suggestions and wraps at both ends; with none there is nothing to highlight', () => {
    expect(moveHighlight(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveHighlight(1, 'ArrowDown', 3)).toBe(2);
    expect(moveHighlight(2, 'ArrowDown', 3)).toBe(0);
    expect(moveHighlight(-1, 'ArrowUp', 3)).toBe(2);
    expect(moveHighlight(0, 'ArrowUp', 3)).toBe(2);
    expect(moveHighlight(2, 'ArrowUp', 3)).toBe(1);
    expect(moveHighlight(-1, 'ArrowDown', 0)).toBe(-1);
    expect(moveHighlight(-1, 'ArrowUp', 0)).toBe(-1);
  });
});
