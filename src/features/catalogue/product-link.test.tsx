// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from './product-card';
import { fixtures, renderCatalogue } from './test-utils';

afterEach(cleanup);

describe('a card’s product links', () => {
  it('follow a plain click within the app, both the name and the picture', async () => {
    const { router } = await renderCatalogue(<ProductCard product={fixtures.aurora} />, { path: '/shop?sort=name_asc' });
    const card = screen.getByRole('article', { name: 'Aurora Wireless Headphones' });
    const name = within(card).getByRole('link', { name: 'Aurora Wireless Headphones' });
    const picture = card.querySelector('a[aria-hidden="true"]')!;
    expect(picture.getAttribute('href')).toBe('/shop/products/aurora-wireless-headphones');
    expect(fireEvent.click(name)).toBe(false); // default prevented: the router navigates instead
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.location.pathname).toBe('/shop/products/aurora-wireless-headphones');
  });

  it('leave a click with a modifier or another button to the browser (new tab, new window)', async () => {
    const { router } = await renderCatalogue(<ProductCard product={fixtures.aurora} />, { path: '/shop' });
    const name = screen.getByRole('link', { name: 'Aurora Wireless Headphones' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(name, init), JSON.stringify(init)).toBe(true);
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('preload the product page on intent: a pointer or focus that rests, or a touch', async () => {
    const { router } = await renderCatalogue(<ProductCard product={fixtures.aurora} />, { path: '/shop' });
    const preload = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined);
    const name = screen.getByRole('link', { name: 'Aurora Wireless Headphones' });
    const delay = router.options.defaultPreloadDelay ?? 50;
    vi.useFakeTimers();
    try {
      // Passing over on the way elsewhere: nothing.
      fireEvent.mouseEnter(name);
      vi.advanceTimersByTime(delay - 1);
      fireEvent.mouseLeave(name);
      vi.advanceTimersByTime(delay);
      expect(preload).not.toHaveBeenCalled();
      // Resting: once, after the router's delay.
      fireEvent.mouseEnter(name);
      vi.advanceTimersByTime(delay);
      expect(preload).toHaveBeenCalledTimes(1);
      expect(preload.mock.calls[0]![0]).toMatchObject({
        to: '/shop/products/$productSlug',
        params: { productSlug: 'aurora-wireless-headphones' },
      });
      fireEvent.mouseLeave(name);
      // Focus likewise, and leaving it first cancels.
      fireEvent.focus(name);
      fireEvent.blur(name);
      vi.advanceTimersByTime(delay);
      expect(preload).toHaveBeenCalledTimes(1);
      fireEvent.focus(name);
      vi.advanceTimersByTime(delay);
      expect(preload).toHaveBeenCalledTimes(2);
      // A touch is intent enough at once.
      fireEvent.touchStart(name);
      expect(preload).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
