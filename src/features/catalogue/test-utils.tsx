// Test helpers of the catalogue area: products shaped like the fixtures of [demo 22], a program, and a
// render that wraps the real providers (Mantine with the program theme, TanStack Query with the
// program, participant and categories in the cache, i18n, a memory router) around a component,
// with an API client whose fetch answers from a handler and a fake cart actions.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { categoriesQueryKey, type Category } from '../../api/queries/categories';
import type { Product, ProductOption } from '../../api/queries/product';
import { programQueryKey, type Program } from '../../api/queries/program';
import { selfQueryKey, type User } from '../../api/queries/self';
import { ApiProvider } from '../../app/api-context';
import { createI18n, I18nProvider, type Locale } from '../../i18n';
import { buildTheme, programCssVariables } from '../../theme/program-theme';
import { CartActionsContext, type CartActions } from '../../app/cart-actions';
import '../../test/jsdom-shims';
// Every locale up front: tests switch language without waiting for a chunk.
import { allMessages } from '../../i18n/messages/all';

export function option(id: string, values: Partial<ProductOption>): ProductOption {
  return {
    optionID: id,
    optionColorValue: null,
    optionSizeValue: null,
    optionCustom1Value: null,
    optionCustom2Value: null,
    optionCustom3Value: null,
    optionImages: null,
    price: null,
    ...values,
  };
}

const image = (slug: string, n: number) => ({
  imageLowSmall: `/images/products/${slug}-${n}-s.svg`,
  imageLowMedium: `/images/products/${slug}-${n}-m.svg`,
  imageHigh: `/images/products/${slug}-${n}-h.svg`,
});

export function productFixture(overrides: Partial<Product> & Pick<Product, 'slug' | 'name'>): Product {
  return {
    productID: `p_${overrides.slug}`,
    productName: overrides.name,
    brandName: 'Aurora',
    brandSlug: 'aurora',
    productSalesCopy: null,
    badges: [],
    images: [image(overrides.slug, 1), image(overrides.slug, 2)],
    features: [],
    options: [],
    productDropShipDays: 5,
    price: 1000,
    discountPrice: null,
    costs: [],
    categories: [],
    dims: { itemHeight: 0, itemWidth: 0, itemWeight: 0 },
    resources: {},
    prop65: 'N',
    langs: {},
    ...overrides,
  } as Product;
}

/** The fixture products of [demo 22], as the server answers them. */
export const fixtures = {
  aurora: productFixture({
    slug: 'aurora-wireless-headphones',
    name: 'Aurora Wireless Headphones',
    price: 4500,
    badges: ['new'],
    productDropShipDays: 3,
    features: ['Active noise cancellation', 'Up to 30 hours of battery life', 'Bluetooth 5.3', 'Memory-foam cushions', 'Foldable'].map(
      (featureName) => ({ featureName }),
    ),
    options: ['Black', 'White', 'Blue'].map((c) => option(`aurora-${c}`, { optionColorValue: c })),
    langs: {
      fr: { productName: 'Casque sans fil Aurora' },
      es: { productName: 'Auriculares inalámbricos Aurora' },
      de: { productName: 'Aurora Kabellose Kopfhörer' },
    },
  }),
  shoe: productFixture({
    slug: 'trailblazer-running-shoe',
    name: 'Trailblazer Running Shoe',
    brandName: 'Stride',
    brandSlug: 'stride',
    price: 8000,
    options: ['Red', 'Grey'].flatMap((colour) =>
      ['6', '7', '8', '9', '10', '11', '12']
        .filter((size) => !(colour === 'Red' && size === '12'))
        .map((size) => option(`shoe-${colour}-${size}`, { optionColorValue: colour, optionSizeValue: size })),
    ),
  }),
  bottle: productFixture({
    slug: 'everyday-water-bottle',
    name: 'Everyday Water Bottle',
    brandName: 'Hydrapeak',
    price: 1200,
    prop65: 'Y',
    productSalesCopy: '<p>Keeps drinks cold for 24 hours.</p><script>window.__xss=1</script>',
    features: [{ featureName: 'Stainless steel' }, { featureName: 'Leak-proof lid' }],
    dims: { itemHeight: 10, itemWidth: 3, itemWeight: 1 },
  }),
  speaker: productFixture({
    slug: 'echo-smart-speaker',
    name: 'Echo Smart Speaker',
    price: 6000,
    options: [option('echo-only', {})],
    resources: {
      product: [
        {
          productResourceType: 'Video',
          productResourceEmbed: '<iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="Echo Smart Speaker"></iframe>',
        },
      ],
    },
  }),
  watch: productFixture({
    slug: 'heritage-chronograph-watch',
    name: 'Heritage Chronograph Watch',
    price: 36000,
    discountPrice: 30000,
    badges: ['discount'],
  }),
  pen: productFixture({
    slug: 'custom-engraved-pen',
    name: 'Custom Engraved Pen',
    price: 2500,
    optionsCustom1Label: 'Engraving Font',
    options: [option('pen-serif', { optionCustom1Value: 'Serif' }), option('pen-script', { optionCustom1Value: 'Script' })],
  }),
};

export function programFixture(overrides: Partial<Program> = {}, permissions: Partial<Program['permissions']> = {}): Program {
  return {
    type: 'points',
    fullName: 'Summit Rewards',
    status: true,
    feedStatus: { status: 'Completed' },
    ssoEnabled: false,
    theme: { color1: '#0f766e', color2: '#1d4ed8', color3: '#0e7490', gridType: 'grid' },
    permissions: {
      allowPurchase: true,
      allowAddressManagement: true,
      allowEmailUpdate: true,
      allowUserGrid: true,
      showBrands: true,
      showCategories: true,
      showPriceSlider: true,
      showTags: true,
      sortOrder: ['name_asc', 'name_desc', 'brand_asc', 'brand_desc', 'price_asc', 'price_desc'],
      productCounts: [12, 24, 48, 96],
      ...permissions,
    },
    languages: ['en', 'fr', 'sp', 'ge'],
    continents: ['USA'],
    defaultContinent: 'USA-CONT',
    defaultCountry: 'USA',
    geolocation: { enabled: false },
    showTopAccountBar: true,
    showTopCategorySearchBar: false,
    plateauLevels: [],
    content: {},
    ...overrides,
  } as Program;
}

export const categoriesFixture = [
  { id: 'c1', name: 'Electronics', slug: 'electronics', items: 5, parent: null, children: [], translations: { fr: 'Électronique' } },
  { id: 'c2', name: 'Travel', slug: 'travel', items: 3, parent: null, children: [] },
] as unknown as Category[];

/** A cart actions that records what is added; maxQuantity answers `max` (null: unbounded). */
export function fakeCartActions(max: number | null = 10): CartActions & { add: ReturnType<typeof vi.fn> } {
  return { add: vi.fn(), maxQuantity: vi.fn(() => max) } as unknown as CartActions & { add: ReturnType<typeof vi.fn> };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface RenderCatalogueOptions {
  program?: Program;
  user?: User;
  /** null: no cart (outside the signed-in app, or before the cart is built). */
  cart?: CartActions | null;
  locale?: Locale;
  path?: string;
  categories?: Category[];
  /** Answers the API calls the component makes; unanswered calls fail the test. */
  respond?: (url: URL) => Response | Promise<Response>;
}

export interface RenderCatalogueResult extends RenderResult {
  router: AnyRouter;
  queryClient: QueryClient;
  requests: URL[];
}

export async function renderCatalogue(ui: ReactElement, options: RenderCatalogueOptions = {}): Promise<RenderCatalogueResult> {
  const program = options.program ?? programFixture();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(programQueryKey, program);
  queryClient.setQueryData(
    selfQueryKey,
    options.user ?? ({ sid: 'u1', name: 'Alex Morgan', email: 'alex@summit.example', balance: 25000 } as User),
  );
  queryClient.setQueryData(categoriesQueryKey, options.categories ?? categoriesFixture);
  const requests: URL[] = [];
  const api = createApiClient({
    baseUrl: 'http://shop.test',
    tokenStore: { get: () => 'token', set: () => {}, clear: () => {} } as never,
    onUnauthorized: () => {},
    fetch: async (request) => {
      const url = new URL(request.url);
      requests.push(url);
      if (!options.respond) throw new Error(`unexpected API call: ${url.pathname}`);
      return options.respond(url);
    },
  });
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }) });
  await act(() => router.load());
  const storage = new Map<string, string>();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <I18nProvider
          i18n={createI18n(options.locale ?? 'en', allMessages)}
          languages={program.languages}
          storage={{
            getItem: (k) => storage.get(k) ?? null,
            setItem: (k, v) => void storage.set(k, v),
            removeItem: (k) => void storage.delete(k),
          }}
        >
          <MantineProvider theme={buildTheme(program)} cssVariablesResolver={programCssVariables} env="test">
            <CartActionsContext.Provider value={options.cart === undefined ? fakeCartActions() : options.cart}>
              <RouterProvider router={router} />
            </CartActionsContext.Provider>
          </MantineProvider>
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient, requests };
}
