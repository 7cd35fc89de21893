// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkArrived } from '../../test/chunks';
import { AppLayout } from './app-layout';
import { LayoutSlotsProvider } from './layout-slots';
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
    // The submenus are a chunk of their own: the menu shows once it is in, however long that takes.
    await chunkArrived(() => import('./desktop-nav-menus'));
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

  // jsdom applies no media queries, so these read the markup's classes: Mantine's visibleFrom/
  // hiddenFrom set display:none below or from md, which takes a part out of the accessibility tree
  // and the tab order (the browser tests check what shows at each width).
  describe('one header for both widths, each part shown at its widths by CSS', () => {
    const DESKTOP_ONLY = 'mantine-visible-from-md';
    const PHONE_ONLY = 'mantine-hidden-from-md';
    /** Where an element shows: the nearest part (itself or an ancestor) that CSS hides at one width decides. */
    const widthClassOf = (element: HTMLElement): 'desktop' | 'phone' | null => {
      const part = element.closest(`.${DESKTOP_ONLY}, .${PHONE_ONLY}`);
      if (part === null) return null;
      return part.classList.contains(DESKTOP_ONLY) ? 'desktop' : 'phone';
    };

    it('the top bar, the menu and the desktop cart are desktop-only; burger and cart indicator phone-only', async () => {
      await renderLayout(
        <AppLayout cartSlot={<button type="button">Cart dropdown</button>} mobileCartSlot={<a href="/shop/cart">Cart indicator</a>}>
          {null}
        </AppLayout>,
      );
      const banner = screen.getByRole('banner');
      expect(widthClassOf(within(banner).getByRole('navigation', { name: 'Account and preferences' }))).toBe('desktop');
      expect(widthClassOf(within(banner).getByRole('navigation', { name: 'Main navigation' }))).toBe('desktop');
      expect(widthClassOf(within(banner).getByRole('button', { name: 'Cart dropdown' }))).toBe('desktop');
      expect(widthClassOf(within(banner).getByRole('button', { name: 'Menu' }))).toBe('phone');
      expect(widthClassOf(within(banner).getByRole('link', { name: 'Cart indicator' }))).toBe('phone');
    });

    it('one logo and one search bar, shown at both widths; no id twice', async () => {
      await renderLayout(
        <AppLayout cartSlot={<button type="button">Cart dropdown</button>} mobileCartSlot={<a href="/shop/cart">Cart indicator</a>}>
          {null}
        </AppLayout>,
      );
      const banner = screen.getByRole('banner');
      const logo = within(banner).getAllByRole('link', { name: 'Summit Rewards – home page' });
      expect(logo).toHaveLength(1);
      expect(widthClassOf(logo[0]!)).toBeNull();
      const search = within(banner).getAllByRole('search');
      expect(search).toHaveLength(1);
      expect(widthClassOf(search[0]!)).toBeNull();
      const ids = [...banner.querySelectorAll('[id]')].map((element) => element.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('without a phone indicator of its own, the one cart shows at both widths', async () => {
      await renderWithProviderCart();
      const cart = within(screen.getByRole('banner')).getAllByRole('button', { name: 'Cart from provider' });
      expect(cart).toHaveLength(1);
      expect(widthClassOf(cart[0]!)).toBeNull();
    });

    it('the drawer mounts when the burger opens it: the mobile menu and the top bar\'s controls', async () => {
      await renderWithProviderCart();
      const banner = screen.getByRole('banner');
      expect(screen.queryByRole('dialog')).toBeNull();
      fireEvent.click(within(banner).getByRole('button', { name: 'Menu' }));
      await chunkArrived(() => import('./mobile-nav'));
      const drawer = await screen.findByRole('dialog');
      expect(within(drawer).getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
      expect(within(drawer).getByRole('link', { name: 'Logout' })).toBeTruthy();
    });
  });
});
