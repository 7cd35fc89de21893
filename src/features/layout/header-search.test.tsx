// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderSearch } from './header-search';
import { renderLayout } from './test-utils';

afterEach(cleanup);

describe('HeaderSearch', () => {
  it('offers the top-level categories in the current locale', async () => {
    await renderLayout(<HeaderSearch />, { locale: 'fr' });
    const select = screen.getByRole('combobox', { name: 'Catégorie' });
    const options = [...(select as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual(['Toutes les catégories', 'Électronique', 'Travel']);
  });

  it('submits to /shop with filter_search', async () => {
    const { router } = await renderLayout(<HeaderSearch />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search products' }), { target: { value: 'headphones' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(router.state.location.search).toEqual({ filter_search: 'headphones' });
    expect(router.state.location.href).toBe('/shop?filter_search=headphones');
  });

  it('submits to the chosen category with filter_search', async () => {
    const { router } = await renderLayout(<HeaderSearch />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'electronics' } });
    const input = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.change(input, { target: { value: 'speaker' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/catalog/electronics'));
    expect(router.state.location.href).toBe('/shop/catalog/electronics?filter_search=speaker');
  });

  it('takes the suggestions input in place of the text input', async () => {
    const { router } = await renderLayout(
      <HeaderSearch renderQueryInput={(p) => <button type="button" onClick={() => p.onSubmit('from a suggestion')}>{p.label}</button>} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search products' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ filter_search: 'from a suggestion' }));
  });
});
