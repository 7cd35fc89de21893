// Test helpers of the layout area: a program fixture and a render that wraps the real providers
// (Mantine with the program theme, TanStack Query with the program, user and categories already in
// the cache, i18n limited to the program's languages, and a memory router around the component).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ApiClient } from '../../api/client';
import { categoriesQueryKey, type Category } from '../../api/queries/categories';
import { programQueryKey, type Program } from '../../api/queries/program';
import { selfQueryKey, type User } from '../../api/queries/self';
import type { StorageLike } from '../../api/token-store';
import { ApiProvider } from '../../app/api-context';
import { createI18n, I18nProvider, type Locale } from '../../i18n';
import { buildTheme, programCssVariables } from '../../theme/program-theme';
import '../../test/jsdom-shims';
// Every locale up front: tests switch language without waiting for a chunk.
import { allMessages } from '../../i18n/messages/all';

const link = (label: string, href: string) => ({ kind: 'link' as const, label, link: href });

/** A points program like Summit Rewards, with what the layout reads; override per test. */
export function programFixture(overrides: Partial<Program> = {}): Program {
  const menus = {
    pages: [],
    desktopMenu: [
      {
        kind: 'megamenu' as const,
        label: 'Shop',
        link: '/shop',
        children: [
          {
            kind: 'menu' as const,
            label: 'Electronics',
            link: '/shop/catalog/electronics',
            children: [link('Audio', '/shop/catalog/audio')],
          },
          { kind: 'menu' as const, label: 'Travel', link: '/shop/catalog/travel', children: [link('Luggage', '/shop/catalog/luggage')] },
        ],
      },
      link('About us', '/about'),
      { kind: 'menu' as const, label: 'Help', link: '/faq', children: [link('FAQ', '/faq'), link('Terms', '/termsandconditions')] },
    ],
    mobileMenu: [link('Home', '/'), link('About us', '/about')],
  };
  return {
    type: 'points',
    fullName: 'Summit Rewards',
    status: true,
    feedStatus: { status: 'Completed' },
    ssoEnabled: false,
    theme: { logo: '/logo.svg', mobileLogo: '/logo-mobile.svg', color1: '#0f766e', color2: '#1d4ed8', color3: '#0e7490', gridType: 'grid' },
    permissions: {
      allowPurchase: true,
      allowAddressManagement: true,
      allowEmailUpdate: true,
      allowUserGrid: true,
      showBrands: true,
      showCategories: true,
      showPriceSlider: true,
      showTags: true,
      sortOrder: ['name_asc'],
      productCounts: [12],
    },
    adminMessage: '<strong>Double points</strong> this month',
    messageAlign: 'Center',
    messageSize: 'Large',
    footerText: 'Summit Rewards points have no cash value.',
    footerTextAlign: 'Center',
    footerTextSize: 'Small',
    footerImageVisible: false,
    footerImage: null,
    contacts: { address: '1600 Summit Avenue, Denver, CO 80202', email: 'help@summit.example', phone: '(555) 201-2026' },
    languages: ['en', 'fr', 'ge'],
    continents: ['USA', 'NA', 'EU'],
    defaultContinent: 'USA-CONT',
    defaultCountry: 'USA',
    geolocation: { enabled: true },
    showTopAccountBar: true,
    showTopCategorySearchBar: false,
    plateauLevels: [],
    content: { en: menus },
    ...overrides,
  } as Program;
}

export function userFixture(overrides: Partial<User> = {}): User {
  return { sid: 'u1', name: 'Alex Morgan', email: 'alex@summit.example', balance: 25000, levelId: null, ...overrides } as User;
}

export const categoriesFixture = [
  { id: 'c1', name: 'Electronics', slug: 'electronics', items: 5, parent: null, children: [], translations: { fr: 'Électronique' } },
  { id: 'c2', name: 'Travel', slug: 'travel', items: 3, parent: null, children: [] },
] as Category[];

export function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

export interface RenderLayoutOptions {
  program?: Program;
  /** undefined leaves the user out of the cache. */
  user?: User | undefined;
  categories?: Category[];
  locale?: Locale;
  /** Where the memory router starts. */
  path?: string;
  /** More answers for the cache, put in before the first render (an order for its page, say). */
  seed?: (queryClient: QueryClient) => void;
  /** The API client; by default one that fails every call (every query is seeded). */
  api?: ApiClient;
}

export interface RenderLayoutResult extends RenderResult {
  router: AnyRouter;
  queryClient: QueryClient;
  localeStorage: ReturnType<typeof memoryStorage>;
}

// Every query the layout makes is seeded; a call that still reaches the client is a test bug.
const failingApi = new Proxy({} as ApiClient, {
  get: (_target, method) => () => Promise.reject(new Error(`unexpected API call: ${String(method)}`)),
});

export async function renderLayout(ui: ReactElement, options: RenderLayoutOptions = {}): Promise<RenderLayoutResult> {
  const program = options.program ?? programFixture();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(programQueryKey, program);
  if ('user' in options ? options.user : true) queryClient.setQueryData(selfQueryKey, options.user ?? userFixture());
  queryClient.setQueryData(categoriesQueryKey, options.categories ?? categoriesFixture);
  options.seed?.(queryClient);

  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }),
  });
  await act(() => router.load());

  const localeStorage = memoryStorage();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={options.api ?? failingApi}>
        <I18nProvider i18n={createI18n(options.locale ?? 'en', allMessages)} languages={program.languages} storage={localeStorage}>
          <MantineProvider theme={buildTheme(program)} cssVariablesResolver={programCssVariables} env="test">
            <RouterProvider router={router} />
          </MantineProvider>
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient, localeStorage };
}
