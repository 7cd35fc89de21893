// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRouterState } from '@tanstack/react-router';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRICE_DEBOUNCE_MS } from '../../../machines/product-list/price-filter.machine';
import type { Category } from '../../api/queries/categories';
import type { ProductPage, ProductQuery } from '../../api/queries/products';
import { catalogueSearchSchema } from '../../schemas/catalogue-query';
import { responsesArrived, chunkArrived } from '../../test/chunks';
import { atPhoneWidth } from '../../test/viewport';
import { ProductListPage } from './product-list-page';
import { json, productFixture, programFixture, renderCatalogue, type RenderCatalogueOptions } from './test-utils';

// Counts the renders of the filter panel's check filters (brand, badges), to see that another page
// of the same list does not render the panel again.
const checkFilterRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./filters/check-filter', async (importOriginal) => {
  const original = await importOriginal<typeof import('./filters/check-filter')>();
  return {
    ...original,
    CheckFilter(props: Parameters<typeof original.CheckFilter>[0]) {
      checkFilterRenders.count++;
      return original.CheckFilter(props);
    },
  };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// 20 brands (more than the 15 shown at first), 2 products each; brand-00's are new.
const BRANDS = Array.from({ length: 20 }, (_, i) => ({
  slug: `brand-${String(i).padStart(2, '0')}`,
  name: `Brand ${String.fromCharCode(84 - i)}`,
}));
const PRODUCTS = BRANDS.flatMap((brand, i) =>
  [0, 1].map((n) =>
    productFixture({
      slug: `${brand.slug}-item-${n}`,
      name: `${brand.name} Item ${n}`,
      brandName: brand.name,
      brandSlug: brand.slug,
      price: 1000 * (i + 1) + n,
      badges: i === 0 ? ['new'] : [],
    }),
  ),
);

/** A little catalogue server: filters, pages and facets as the real one responds them. */
function catalogueApi(options: { fail?: () => boolean } = {}) {
  return (url: URL) => {
    if (url.pathname !== '/api/products') return json({ error: 'not_found', message: 'no' }, 404);
    if (options.fail?.()) return json({ error: 'unavailable', message: 'down' }, 503);
    const o = JSON.parse(url.searchParams.get('o') ?? '{}') as ProductQuery;
    const brands = o.filters?.brand?.split(',') ?? [];
    const badges = o.filters?.badges?.split(',') ?? [];
    const [lo, hi] = o.filters?.price?.split('-').map(Number) ?? [0, Infinity];
    const matches = PRODUCTS.filter(
      (p) =>
        (!brands.length || brands.includes(p.brandSlug!)) &&
        (!badges.length || p.badges.some((b) => badges.includes(b))) &&
        p.price >= lo! &&
        p.price <= hi! &&
        (!o.search || p.name.toLowerCase().includes(o.search.toLowerCase())),
    );
    const page: ProductPage = {
      items: matches.slice((o.page - 1) * o.limit, o.page * o.limit),
      total: matches.length,
      page: o.page,
      limit: o.limit,
      filters: [
        {
          slug: 'category',
          kind: 'category',
          label: 'Category',
          items: [
            { slug: 'electronics', name: 'Electronics', count: 25 },
            { slug: 'travel', name: 'Travel', count: 15 },
          ],
        },
        { slug: 'brand', kind: 'check', label: 'Brand', items: BRANDS.map((b, i) => ({ ...b, count: 40 - i })) },
        { slug: 'badges', kind: 'check', label: 'Badges', items: [{ slug: 'new', name: 'new', count: 2 }] },
        { slug: 'price', kind: 'range', label: 'Price', min: 1000, max: 20001 },
      ],
    };
    return json(page);
  };
}

// The page reads the address as the app's routes do, from the router's matches: a navigation
// renders them in a React transition, once its loaders are done.
function ListRoute() {
  const search = useRouterState({ select: (s) => s.matches.at(-1)!.search });
  const category = useRouterState({ select: (s) => /^\/shop\/catalog\/([^/]+)/.exec(s.location.pathname)?.[1] });
  return <ProductListPage categorySlug={category} search={v.parse(catalogueSearchSchema, search)} base="/shop" />;
}

/** The list page at `path`, with what every test reads first in: the first page's response and the filter panel. */
async function renderList(path = '/shop', options: RenderCatalogueOptions = {}) {
  const result = await renderCatalogue(<ListRoute />, { path, respond: catalogueApi(), ...options });
  // The sidebar asks for the panel's chunk once the page is idle.
  await chunkArrived(() => import('./filters/filter-panel'));
  await responsesArrived(result.queryClient);
  return result;
}

const address = (router: { state: { location: { href: string } } }) => decodeURIComponent(router.state.location.href);
const lastQuery = (requests: URL[]) =>
  JSON.parse(
    requests
      .filter((r) => r.pathname === '/api/products')
      .at(-1)!
      .searchParams.get('o')!,
  ) as ProductQuery;

// jsdom renders a whole list page slowly on a shared machine.
describe('product list page', { timeout: 30_000 }, () => {
  it('shows the title, breadcrumb, browser title, legend and the first page', async () => {
    const { requests } = await renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('/', '').trim()),
    ).toEqual(['Home', 'Shop']);
    expect(document.title).toBe('Shop Category Page — Summit Rewards');
    expect(screen.getByText('Showing 1-12 of 40 products')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(lastQuery(requests)).toEqual({ limit: 12, page: 1, sort: 'brand_asc', region: { location: 'USA-CONT', country: 'USA' } });
    expect(requests[0]!.searchParams.get('includeFilters')).toBe('true');
  });

  it('a filter is an address: ticking a brand writes it, starts at page 1, and Back undoes it from the cache', async () => {
    const { router, requests } = await renderList('/shop?page=2');
    expect(screen.getByText('Showing 13-24 of 40 products')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Brand T/ }));
    await waitFor(() => expect(address(router)).toBe('/shop?filter_brand=brand-00'));
    await screen.findByText('Showing 1-2 of 2 products');
    expect(lastQuery(requests).filters).toEqual({ brand: 'brand-00' });
    // The chip names the brand; removing it removes the filter.
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByText('Brand T')).toBeTruthy();

    const calls = requests.length;
    act(() => router.history.back());
    await waitFor(() => expect(address(router)).toBe('/shop?page=2'));
    await screen.findByText('Showing 13-24 of 40 products');
    expect(requests.length).toBe(calls);

    act(() => router.history.forward());
    await screen.findByText('Showing 1-2 of 2 products');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Brand T' }));
    await waitFor(() => expect(address(router)).toBe('/shop'));
  });

  it('two ticks in quick succession both count: the second builds on the address the first asked for', async () => {
    const { router } = await renderList();
    // The second click comes before the first's navigation has rendered (one act: no render between).
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: /Brand T/ }));
      fireEvent.click(screen.getByRole('checkbox', { name: /Brand S/ }));
    });
    await waitFor(() => expect(address(router)).toBe('/shop?filter_brand=brand-00,brand-01'));
    await screen.findByText('Showing 1-4 of 4 products');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Brand T/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Brand S/ }).checked).toBe(true);
    expect(within(screen.getByRole('list', { name: 'Active filters' })).getByText('Brand S')).toBeTruthy();
  });

  it('a price range that rests after a tick keeps the tick, and the tick keeps the range', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await renderList('/shop', { user: { sid: 'u1', name: 'Alex', email: 'a@b.example', balance: 8000 } as never });
    const max = screen.getByRole('textbox', { name: 'Maximum points' });
    fireEvent.change(max, { target: { value: '5000' } });
    fireEvent.blur(max);
    await act(async () => vi.advanceTimersByTime(PRICE_DEBOUNCE_MS - 50));
    // The tick navigates while the range is still settling; the range then commits on top of it.
    fireEvent.click(screen.getByRole('checkbox', { name: /Brand T/ }));
    await waitFor(() => expect(address(router)).toBe('/shop?filter_brand=brand-00'));
    await act(async () => vi.advanceTimersByTime(50));
    await waitFor(() => expect(address(router)).toBe('/shop?filter_brand=brand-00&filter_price=0-5000'));
    await act(async () => vi.advanceTimersByTime(PRICE_DEBOUNCE_MS * 2));
    expect(address(router)).toBe('/shop?filter_brand=brand-00&filter_price=0-5000');
  });

  it('shows the 15 most common brands by name, and all of them on request', async () => {
    await renderList();
    const brandSection = screen.getByRole('region', { name: 'Brand' });
    const names = () =>
      within(brandSection)
        .getAllByRole('checkbox')
        .map((c) =>
          c
            .closest('label, .mantine-Checkbox-root')
            ?.textContent?.replace(/\(\d+\)/, '')
            .trim(),
        );
    expect(names()).toHaveLength(15);
    expect(names()).toEqual([...names()].sort());
    expect(names()).toContain('Brand T');
    expect(names()).not.toContain('Brand A');
    fireEvent.click(within(brandSection).getByRole('button', { name: 'Show all brands' }));
    expect(names()).toHaveLength(20);
  });

  it('sends a price range only once it rests for 250 ms; Show for my points sets the maximum to the balance', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await renderList('/shop', { user: { sid: 'u1', name: 'Alex', email: 'a@b.example', balance: 8000 } as never });
    const max = screen.getByRole('textbox', { name: 'Maximum points' });
    fireEvent.change(max, { target: { value: '99999' } });
    fireEvent.blur(max);
    // Typed values are clamped to the bounds (0 to 21,000 here).
    expect((max as HTMLInputElement).value).toBe('21,000');
    fireEvent.change(max, { target: { value: '5000' } });
    fireEvent.blur(max);
    await act(async () => vi.advanceTimersByTime(PRICE_DEBOUNCE_MS - 50));
    expect(address(router)).toBe('/shop');
    await act(async () => vi.advanceTimersByTime(50));
    await waitFor(() => expect(address(router)).toBe('/shop?filter_price=0-5000'));
    fireEvent.click(screen.getByRole('switch', { name: 'Show for my points' }));
    await act(async () => vi.advanceTimersByTime(PRICE_DEBOUNCE_MS));
    await waitFor(() => expect(address(router)).toBe('/shop?filter_price=0-8000'));
    expect((screen.getByRole('switch', { name: 'Show for my points' }) as HTMLInputElement).checked).toBe(true);
  });

  it.each([
    ['ge', 'Höchstpunkte', '21.000'],
    ['fr', 'Points maximum', '21\u202f000'],
  ] as const)(
    'in %s the price fields group with the locale mark and read it back (its decimal mark differs)',
    async (locale, label, shown) => {
      await renderList('/shop', { locale, user: { sid: 'u1', name: 'Alex', email: 'a@b.example', balance: 8000 } as never });
      const max = screen.getByRole('textbox', { name: label });
      expect((max as HTMLInputElement).value).toBe(shown);
      const group = shown.charAt(2);
      fireEvent.change(max, { target: { value: `12${group}500` } });
      fireEvent.blur(max);
      expect((max as HTMLInputElement).value).toBe(`12${group}500`);
    },
  );

  it("'Show for my points' has nothing to do when every product is within the balance", async () => {
    await renderList('/shop', { user: { sid: 'u1', name: 'Alex', email: 'a@b.example', balance: 25000 } as never });
    expect((screen.getByRole('switch', { name: 'Show for my points' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('sort and page size come from the program and reset the page; pagination has first and last', async () => {
    const { router } = await renderList('/shop?page=3');
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...sort.options].map((o) => o.textContent)).toEqual([
      'Name (A-Z)',
      'Name (Z-A)',
      'Brand (A-Z)',
      'Brand (Z-A)',
      'Price (low to high)',
      'Price (high to low)',
    ]);
    const size = screen.getByRole('combobox', { name: 'Products per page' }) as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(['12', '24', '48', '96']);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'First page' })).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Last page' })).toBeTruthy();
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(address(router)).toBe('/shop?page=4'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_desc' } });
    await waitFor(() => expect(address(router)).toBe('/shop?sort=price_desc'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Products per page' }), { target: { value: '24' } });
    await waitFor(() => expect(address(router)).toBe('/shop?limit=24&sort=price_desc'));
  });

  it('another page of the same list leaves the filter panel as it was (it renders again for a tick)', async () => {
    const { router } = await renderList('/shop');
    await screen.findByRole('checkbox', { name: /Brand T/ });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    const before = checkFilterRenders.count;
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(address(router)).toBe('/shop?page=2'));
    await screen.findByText('Showing 13-24 of 40 products');
    expect(checkFilterRenders.count).toBe(before);

    fireEvent.click(screen.getByRole('checkbox', { name: /Brand T/ }));
    await waitFor(() => expect(address(router)).toBe('/shop?filter_brand=brand-00'));
    expect(checkFilterRenders.count).toBeGreaterThan(before);
  });

  it('says No matching items with Reset Filters, which clears every filter', async () => {
    const { router } = await renderList('/shop?filter_search=nothing&filter_badges=new');
    await screen.findByText('No matching items');
    expect(screen.getByText('Try resetting the filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(address(router)).toBe('/shop'));
    await screen.findByText('Showing 1-12 of 40 products');
  });

  it('a failed load offers Retry, which loads the same address again', async () => {
    let failing = true;
    await renderCatalogue(<ListRoute />, { path: '/shop', respond: catalogueApi({ fail: () => failing }) });
    await screen.findByText('The products could not be loaded.');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Showing 1-12 of 40 products');
  });

  it('plateau programs: no price filter, no price sorts, no prices; the theme fixes the layout without allowUserGrid', async () => {
    await renderList('/shop', {
      program: programFixture(
        { type: 'plateau', theme: { color1: '#4c1d95', color2: '#f5e663', color3: '#6d28d9', gridType: 'list' } },
        { allowUserGrid: false, productCounts: [] },
      ),
    });
    expect(screen.queryByRole('region', { name: 'Price' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Badges' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Brand' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Category' })).toBeTruthy();
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...sort.options].map((o) => o.value)).not.toContain('price_asc');
    expect([...(screen.getByRole('combobox', { name: 'Products per page' }) as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '12',
      '24',
      '48',
      '100',
    ]);
    expect(screen.queryByRole('group', { name: 'Layout' })).toBeNull();
    expect(screen.queryByText(/points$/)).toBeNull();
  });

  it('hides the filters entirely when the program allows none', async () => {
    await renderList('/shop', {
      program: programFixture({}, { showBrands: false, showCategories: false, showPriceSlider: false, showTags: false }),
    });
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
  });

  // jsdom applies no media queries: which width shows a part is read from Mantine's md classes.
  it('shows the filter sidebar at desktop width and, on a phone, only a Filters button whose drawer holds the same panel', async () => {
    await renderList('/shop');
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    expect(sidebar.closest('.mantine-visible-from-md')).not.toBeNull();
    expect(await within(sidebar).findByRole('region', { name: 'Brand' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filters' }).classList.contains('mantine-hidden-from-md')).toBe(true);
    cleanup();

    await atPhoneWidth(async () => {
      await renderList('/shop');
      // The sidebar is in the markup, hidden by CSS.
      const hidden = screen.getByRole('complementary', { name: 'Filters' });
      expect(hidden.closest('.mantine-visible-from-md')).not.toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      await chunkArrived(() => import('./filter-drawer'));
      const drawer = await screen.findByRole('dialog', { name: 'Filters' });
      expect(await within(drawer).findByRole('region', { name: 'Brand' })).toBeTruthy();
    });
  });

  it('a category page: its translated name, the breadcrumb through its ancestors, the way back up in the category filter', async () => {
    const tree = [
      {
        id: 'c1',
        slug: 'electronics',
        name: 'Electronics',
        items: 25,
        parent: null,
        translations: { fr: 'Électronique' },
        children: [{ id: 'c11', slug: 'audio', name: 'Audio', items: 9, parent: 'c1', children: [], translations: { fr: 'Audio et son' } }],
      },
    ] as unknown as Category[];
    await renderCatalogue(<ListRoute />, { path: '/shop/catalog/audio', respond: catalogueApi(), locale: 'fr', categories: tree });
    await screen.findByRole('heading', { level: 1, name: 'Audio et son' });
    const crumbs = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('/', '').trim()),
    ).toEqual(['Accueil', 'Boutique', 'Électronique', 'Audio et son']);
    await screen.findByText('Affichage de 1 à 12 sur 40 produits');
    // The filter panel comes once the page is idle.
    await chunkArrived(() => import('./filters/filter-panel'));
    const categories = await screen.findByRole('region', { name: 'Catégorie' });
    expect(within(categories).getByRole('link', { name: 'Tous les produits' }).getAttribute('href')).toBe('/shop');
    expect(within(categories).getByRole('link', { name: 'Électronique' }).getAttribute('href')).toBe('/shop/catalog/electronics');
    expect(within(categories).getByText('Audio et son').getAttribute('aria-current')).toBe('page');
  });
});
