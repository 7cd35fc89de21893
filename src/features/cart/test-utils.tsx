// Test helpers of the cart and checkout areas: catalogue fixtures like those of [demo 22], a fake API that
// records what the app sends, and a render that wraps the real providers (Mantine with toasts,
// TanStack Query with the program and participant cached, i18n, a session, a memory router with the
// shop's paths, and the CartProvider the signed-in app puts around its pages).
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type StaticDataRouteOption,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { fakeFetch, json } from '../../../tests/unit/api/fake-fetch';
import { createApiClient } from '../../api/client';
import type { Order } from '../../api/queries/orders';
import type { Product } from '../../api/queries/product';
import { programQueryKey, type Program } from '../../api/queries/program';
import { selfQueryKey, type User } from '../../api/queries/self';
import { createTokenStore } from '../../api/token-store';
import { ApiProvider } from '../../app/api-context';
import { SessionContext, type Session } from '../../app/boot/session-context';
import { createI18n, I18nProvider } from '../../i18n';
import { buildTheme, programCssVariables } from '../../theme/program-theme';
import { memoryStorage, programFixture, userFixture } from '../layout/test-utils';
import { CartProvider } from './cart-provider';
// Every locale up front: tests switch language without waiting for a chunk.
import { allMessages } from '../../i18n/messages/all';

export { programFixture };

const option = (productId: string, slug: string, colour: string | null, extra: Record<string, unknown> = {}) => ({
  optionID: `${productId}_${(colour ?? 'x').toLowerCase()}`,
  optionColorValue: colour,
  optionSizeValue: null,
  optionCustom1Value: null,
  optionCustom2Value: null,
  optionCustom3Value: null,
  optionImages: { optionImageHigh: `/images/products/${slug}-${(colour ?? 'x').toLowerCase()}.svg` },
  price: null,
  ...extra,
});

function product(productID: string, slug: string, name: string, price: number, extra: Partial<Product> = {}): Product {
  return {
    productID,
    slug,
    type: 'standard',
    name,
    productName: name,
    brandName: 'Brand',
    badges: [],
    images: [
      {
        imageLowSmall: `/images/products/${slug}-s.svg`,
        imageLowMedium: `/images/products/${slug}-m.svg`,
        imageHigh: `/images/products/${slug}.svg`,
      },
    ],
    features: [],
    options: [],
    price,
    discountPrice: null,
    costs: [],
    categories: [],
    prop65: 'N',
    productDropShipDays: 4,
    langs: {},
    ...extra,
  } as Product;
}

/** The fixture products of [demo 22], as GET /api/products/{slug} responses them (what the cart reads). */
export const products = {
  aurora: product('p_000001', 'aurora-wireless-headphones', 'Aurora Wireless Headphones', 4500, {
    options: ['Black', 'White', 'Blue'].map((c) => option('p_000001', 'aurora-wireless-headphones', c)) as Product['options'],
    langs: { fr: { productName: 'Casque sans fil Aurora' } },
    productDropShipDays: 3,
  }),
  bottle: product('p_000003', 'everyday-water-bottle', 'Everyday Water Bottle', 1200),
  watch: product('p_000005', 'heritage-chronograph-watch', 'Heritage Chronograph Watch', 30000),
  // A product whose catalogue row came without pictures.
  card: product('p_000007', 'plain-gift-card', 'Plain Gift Card', 500, { images: [] }),
  pen: product('p_000006', 'custom-engraved-pen', 'Custom Engraved Pen', 2500, {
    optionsCustom1Label: 'Engraving Font',
    options: [
      option('p_000006', 'custom-engraved-pen', null, { optionID: 'p_000006_serif', optionCustom1Value: 'Serif' }),
    ] as Product['options'],
  }),
} satisfies Record<string, Product>;

const bySlug = new Map<string, Product>(Object.values(products).map((p) => [p.slug, p]));

export interface FakeApi {
  /** Every request the app made, as "METHOD /path". */
  calls: () => string[];
  /** The JSON bodies of the cart pushes, in order. */
  pushes: () => unknown[];
  /** Responses POST /api/orders; default: placed as ord_1. */
  placeOrder: ReturnType<typeof vi.fn<(request: Request) => Response | Promise<Response>>>;
  order: Order | null;
}

export interface RenderCartOptions {
  program?: Program;
  user?: User;
  path?: string;
  /** Runs before the first render (to seed storage, say). */
  before?: () => void;
}

/**
 * The shop's paths the cart and checkout navigate between; pages are rendered by the test itself.
 * The checkout's name their page of the purchase, as the app's routes do.
 */
const PATHS: Record<string, StaticDataRouteOption> = {
  '/': {},
  '/shop': {},
  '/shop/cart': {},
  '/shop/checkout': { checkoutPage: 'checkout' },
  '/shop/checkout/summary': { checkoutPage: 'summary' },
  '/shop/checkout/success/$orderId': { checkoutPage: 'success' },
  '/shop/products/$productSlug': {},
};

export async function renderWithCart(ui: ReactElement, options: RenderCartOptions = {}) {
  const program = options.program ?? programFixture();
  const user = options.user ?? userFixture({ sid: 'u_buyer021_summit', balance: 100_000, cartItems: [], addresses: [] });
  options.before?.();

  const api: FakeApi = {
    calls: () => fake.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`),
    pushes: () => pushed,
    placeOrder: vi.fn(() => json({ success: true, id: 'ord_1' })),
    order: null,
  };
  const pushed: unknown[] = [];
  const fake = fakeFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname.startsWith('/api/products/')) {
      const found = bySlug.get(pathname.slice('/api/products/'.length));
      return found ? json(found) : json({ error: 'not_found', message: 'No such product.' }, 404);
    }
    if (request.method === 'PUT' && pathname === `/api/users/${user.sid}/cart`) {
      const body = (await request.json()) as unknown;
      pushed.push(body);
      return json(body);
    }
    if (request.method === 'POST' && pathname === '/api/orders') return api.placeOrder(request);
    if (request.method === 'GET' && pathname.startsWith('/api/orders/') && api.order) return json(api.order);
    if (request.method === 'GET' && pathname === '/api/self') return json(user);
    return json({ error: 'not_found', message: pathname }, 404);
  });
  const tokenStore = createTokenStore({ local: memoryStorage(), session: memoryStorage() });
  tokenStore.set('t', { persist: 'local' });
  const client = createApiClient({ baseUrl: 'http://shop.test', tokenStore, onUnauthorized: () => {}, fetch: fake.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(programQueryKey, program);
  queryClient.setQueryData(selfQueryKey, user);

  const session: Session & { signOut: ReturnType<typeof vi.fn> } = { tokenStore, signedIn: vi.fn(), signOut: vi.fn(async () => undefined) };

  const rootRoute = createRootRoute({
    component: () => (
      <CartProvider>
        {ui}
        <Outlet />
      </CartProvider>
    ),
  });
  const routes = Object.entries(PATHS).map(([path, staticData]) =>
    createRoute({ getParentRoute: () => rootRoute, path, staticData, component: () => null }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [options.path ?? '/shop/cart'] }),
  });
  await act(() => router.load());

  const result = render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={client}>
        <I18nProvider i18n={createI18n('en', allMessages)} languages={program.languages} storage={memoryStorage()}>
          <MantineProvider theme={buildTheme(program)} cssVariablesResolver={programCssVariables} env="test">
            <Notifications />
            <SessionContext.Provider value={session}>
              <RouterProvider router={router} />
            </SessionContext.Provider>
          </MantineProvider>
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient, api, session, pathname: () => router.state.location.pathname };
}

/** A cart line as the participant's record keeps it. */
export const item = (p: Product, quantity = 1, optionId: string | null = p.options[0]?.optionID ?? null) => ({
  productId: p.productID,
  productSlug: p.slug,
  optionId,
  quantity,
});
