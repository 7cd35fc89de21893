// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppLayout } from './app-layout';
import { LayoutSlotsProvider } from './layout-slots';
import { atPhoneWidth } from '../../test/viewport';
import { programFixture, renderLayout, userFixture } from './test-utils';

afterEach(cleanup);

/** The layout with a cart button given through the slots provider (no phone slot of its own). */
const renderWithProviderCart = () =>
  renderLayout(
    <LayoutSlotsProvider cartSlot={<button type="button">Cart from provider</button>}>
      <AppLayout>{null}</AppLayout>
    </LayoutSlotsProvider>,
  );

describe('AppLayout', () => {
  it('has a skip link, the landmarks and the page in <main id="main">', async () => {
    await renderLayout(
      <AppLayout>
        <p>Page body</p>
      </AppLayout>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(within(main).getByText('Page body')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Summit Rewards – home page' }).getAttribute('href')).toBe('/');
  });

  it('renders the desktop menu with its menu and megamenu submenus', async () => {
    await renderLayout(<AppLayout>{null}</AppLayout>);
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    expect(within(nav).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about');
    fireEvent.click(within(nav).getByRole('button', { name: 'Shop' }));
    const panel = await screen.findByRole('menu');
    expect(within(panel).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Shop', 'Electronics', 'Audio', 'Travel', 'Luggage']);
    expect(within(panel).getByRole('menuitem', { name: 'Audio' }).getAttribute('href')).toBe('/shop/catalog/audio');
  });

  it('marks the active nav link with aria-current', async () => {
    await renderLayout(<AppLayout>{null}</AppLayout>, { path: '/about' });
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    expect(within(nav).getByRole('link', { name: 'About us' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the search bar unless showTopCategorySearchBar is set', async () => {
    await renderLayout(<AppLayout>{null}</AppLayout>);
    expect(screen.getAllByRole('search').length).toBeGreaterThan(0);
    cleanup();
    await renderLayout(<AppLayout>{null}</AppLayout>, { program: programFixture({ showTopCategorySearchBar: true }) });
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('shows the location trigger only with geolocation enabled', async () => {
    await renderLayout(<AppLayout>{null}</AppLayout>, { program: programFixture({ geolocation: { enabled: false } }) });
    expect(screen.queryByRole('button', { name: /Ship to/ })).toBeNull();
  });

  it("shows a tiered participant's level message", async () => {
    const program = programFixture({
      type: 'plateau',
      plateauLevels: [
        { id: 'gold', levelMessage: 'Welcome, Gold member', customHomePage: 'home-gold' },
        { id: 'silver', levelMessage: 'Welcome, Silver member', customHomePage: null },
      ],
    });
    await renderLayout(<AppLayout>{null}</AppLayout>, { program, user: userFixture({ levelId: 'gold' }) });
    expect(screen.getByRole('region', { name: 'Your level' }).textContent).toBe('Welcome, Gold member');
  });

  it('renders the cart slot from props or from the provider', async () => {
    await renderWithProviderCart();
    expect(screen.getAllByRole('button', { name: 'Cart from provider' })).toHaveLength(1);
    cleanup();
    await renderLayout(<AppLayout cartSlot={<span>Cart from props</span>}>{null}</AppLayout>);
    expect(screen.getAllByText('Cart from props')).toHaveLength(1);
  });

  describe('builds only the header for the viewport width', () => {
    it('desktop: top bar, search, cart and menu; no burger', async () => {
      await renderWithProviderCart();
      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('navigation', { name: 'Account and preferences' })).toBeTruthy();
      expect(within(banner).getAllByRole('search')).toHaveLength(1);
      expect(within(banner).getAllByRole('button', { name: 'Cart from provider' })).toHaveLength(1);
      expect(within(banner).getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
      expect(within(banner).queryByRole('button', { name: 'Menu' })).toBeNull();
    });

    it('phone: burger, logo, the cart (the desktop slot without a phone one) and search; the rest in the drawer', () =>
      atPhoneWidth(async () => {
        await renderWithProviderCart();
        const banner = screen.getByRole('banner');
        expect(within(banner).queryByRole('navigation', { name: 'Account and preferences' })).toBeNull();
        expect(within(banner).queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
        expect(within(banner).getAllByRole('search')).toHaveLength(1);
        expect(within(banner).getAllByRole('button', { name: 'Cart from provider' })).toHaveLength(1);
        fireEvent.click(within(banner).getByRole('button', { name: 'Menu' }));
        const drawer = await screen.findByRole('dialog');
        expect(within(drawer).getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
      }));
  });
});
