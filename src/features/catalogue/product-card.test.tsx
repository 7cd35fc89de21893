// @vitest-environment jsdom
import { Badge } from '@mantine/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BADGE_COLOURS } from './product-badges';
import { ProductCard } from './product-card';
import { QuickViewContext } from './quick-view-context';
import { fakeCartActions, fixtures, productFixture, programFixture, renderCatalogue } from './test-utils';

afterEach(cleanup);

describe('ProductCard', () => {
  it('shows badges, image, brand, name, exactly 3 of 5 features, ships-within days and the price in points', async () => {
    await renderCatalogue(<ProductCard product={fixtures.aurora} />);
    const card = screen.getByRole('article', { name: 'Aurora Wireless Headphones' });
    expect(within(card).getByText('New')).toBeTruthy();
    expect(within(card).getByText('Aurora')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Aurora Wireless Headphones' }).getAttribute('href')).toBe(
      '/shop/products/aurora-wireless-headphones',
    );
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Active noise cancellation', 'Up to 30 hours of battery life', 'Bluetooth 5.3']);
    expect(within(card).getByText('Ships within 3 days')).toBeTruthy();
    expect(within(card).getByText('4,500 points')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('a product without pictures shows the placeholder where its picture would be: the program’s, else the shop’s own', async () => {
    const bare = productFixture({ slug: 'bare', name: 'Bare Product', images: [] });
    await renderCatalogue(<ProductCard product={bare} />);
    const picture = screen.getByRole('article', { name: 'Bare Product' }).querySelector('img')!;
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(picture.dataset.placeholder).toBe('true');
    // Decorative, as the product's own picture is: the card's name says what it is.
    expect(picture.getAttribute('alt')).toBe('');
    cleanup();
    const program = programFixture({ theme: { ...programFixture().theme, placeholderImage: '/program-assets/summit/none.png?v=1' } });
    await renderCatalogue(<ProductCard product={bare} layout="long" />, { program });
    expect(screen.getByRole('article', { name: 'Bare Product' }).querySelector('img')!.getAttribute('src')).toBe('/program-assets/summit/none.png?v=1');
  });

  // The card draws its badges as plain spans; they must look as Mantine's filled Badge would.
  it.each(['#0f766e', '#fde047'])('draws each badge in the colours of Mantine’s filled Badge (accent %s)', async (color1) => {
    const program = programFixture({ theme: { ...programFixture().theme, color1 } });
    const all = productFixture({ slug: 'all-badges', name: 'All Badges', badges: ['discount', 'featured', 'new'] });
    await renderCatalogue(
      <>
        <ProductCard product={all} />
        {(['discount', 'featured', 'new'] as const).map((kind) => (
          <Badge key={kind} data-testid={kind} color={BADGE_COLOURS[kind]} variant="filled">
            {kind}
          </Badge>
        ))}
      </>,
      { program },
    );
    const card = screen.getByRole('article', { name: 'All Badges' });
    const colours: Record<string, string> = {};
    for (const [kind, label] of [
      ['discount', 'Sale'],
      ['featured', 'Featured'],
      ['new', 'New'],
    ] as const) {
      const drawn = within(card).getByText(label).style;
      const mantine = screen.getByTestId(kind).style;
      expect(drawn.getPropertyValue('--card-badge-bg')).toBe(mantine.getPropertyValue('--badge-bg'));
      expect(drawn.getPropertyValue('--card-badge-color')).toBe(mantine.getPropertyValue('--badge-color'));
      expect(drawn.getPropertyValue('--card-badge-bg')).not.toBe('');
      colours[kind] = drawn.getPropertyValue('--card-badge-color');
    }
    // Automatic contrast: dark text on the light accent, light text on the dark one.
    expect(colours.featured).toBe(color1 === '#fde047' ? 'var(--mantine-color-black)' : 'var(--mantine-color-white)');
  });

  it('fetches the first card’s image at once (the largest paint), sized so nothing shifts', async () => {
    await renderCatalogue(<ProductCard product={fixtures.bottle} eager />);
    const img = screen.getByRole('article').querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '400']);
  });

  it('shows the discounted price with the list price struck through', async () => {
    await renderCatalogue(<ProductCard product={fixtures.watch} />);
    expect(screen.getByText('30,000 points')).toBeTruthy();
    expect(screen.getByText('Was 36,000 points')).toBeTruthy();
    expect(screen.getByText('Sale')).toBeTruthy();
  });

  it('names the product in the participant’s language (ge reads de)', async () => {
    await renderCatalogue(<ProductCard product={fixtures.aurora} />, { locale: 'ge' });
    expect(screen.getByRole('link', { name: 'Aurora Kabellose Kopfhörer' })).toBeTruthy();
  });

  it('adds a product without options, or with one, straight to the cart', async () => {
    const cart = fakeCartActions();
    await renderCatalogue(
      <>
        <ProductCard product={fixtures.bottle} />
        <ProductCard product={fixtures.speaker} />
      </>,
      { cart },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Everyday Water Bottle to cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Echo Smart Speaker to cart' }));
    expect(cart.add.mock.calls).toEqual([
      [{ product: fixtures.bottle, option: null, quantity: 1 }],
      [{ product: fixtures.speaker, option: fixtures.speaker.options[0], quantity: 1 }],
    ]);
  });

  it('opens quick view instead for a product with more than one option', async () => {
    const cart = fakeCartActions();
    const openQuickView = vi.fn();
    await renderCatalogue(
      <QuickViewContext.Provider value={openQuickView}>
        <ProductCard product={fixtures.shoe} />
      </QuickViewContext.Provider>,
      { cart },
    );
    const button = screen.getByRole('button', { name: 'Choose options of Trailblazer Running Shoe' });
    expect(button.textContent).toBe('Add To Cart');
    fireEvent.click(button);
    expect(openQuickView).toHaveBeenCalledWith(fixtures.shoe);
    expect(cart.add).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Quick view of Trailblazer Running Shoe' }));
    expect(openQuickView).toHaveBeenCalledTimes(2);
  });

  it('disables Add To Cart when the cart allows none (more than the balance)', async () => {
    await renderCatalogue(<ProductCard product={fixtures.watch} />, { cart: fakeCartActions(0) });
    expect((screen.getByRole('button', { name: 'Add Heritage Chronograph Watch to cart' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows no price and no purchase without allowPurchase, and no price in plateau programs', async () => {
    await renderCatalogue(<ProductCard product={fixtures.bottle} />, { program: programFixture({}, { allowPurchase: false }) });
    expect(screen.queryByText('1,200 points')).toBeNull();
    expect(screen.queryByRole('button', { name: /to cart/ })).toBeNull();
    cleanup();
    await renderCatalogue(<ProductCard product={fixtures.bottle} />, { program: programFixture({ type: 'plateau' }) });
    expect(screen.queryByText('1,200 points')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Everyday Water Bottle to cart' })).toBeTruthy();
    cleanup();
    await renderCatalogue(<ProductCard product={fixtures.bottle} />, { cart: null });
    expect(screen.queryByRole('button', { name: /to cart/ })).toBeNull();
  });

  it('lays out as a list or a long row', async () => {
    await renderCatalogue(<ProductCard product={fixtures.aurora} layout="long" />);
    // The long row keeps name, brand and price, and drops the features.
    expect(screen.getByRole('link', { name: 'Aurora Wireless Headphones' })).toBeTruthy();
    expect(screen.queryByText('Active noise cancellation')).toBeNull();
    expect(screen.getByText('4,500 points')).toBeTruthy();
  });
});
