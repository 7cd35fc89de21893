import { useMantineTheme } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import type { Product, ProductOption } from '../../api/queries/product';
import { useProgram } from '../../app/boot/use-program';
import { unitPrice } from '../../domain/pricing';
import { useFormat, useLocale, useT, type Locale } from '../../i18n';
import { useRegion } from '../layout';
import { badgeStyles } from './product-badges';
import { useQuickView, type OpenQuickView } from './quick-view-context';
import { useShopRules, type ShopRules } from './use-shop-rules';

/**
 * What every product card reads: the program's rules, the cart, the region's prices, texts and
 * number formats, quick view. Worked out once per list rather than once per card, because a page
 * of 96 cards each subscribing to the program, the region and the texts was most of the time a
 * filter click took to show.
 */
export interface CardEnvironmentValue extends ShopRules {
  locale: Locale;
  t: ReturnType<typeof useT<'shop'>>;
  tc: ReturnType<typeof useT<'common'>>;
  number: (value: number) => string;
  price: (product: Product, option?: ProductOption | null) => number;
  openQuickView: OpenQuickView | null;
  /** A product page's address, its click (a router navigation) and its preload on intent. */
  productHref: (slug: string) => string;
  openProduct: (slug: string) => void;
  preloadProduct: (slug: string) => void;
  /** How long a pointer or focus rests on a link before its page is preloaded (the router's setting). */
  preloadDelayMs: number;
  /** Each badge's colours, as Mantine's filled Badge works them out (the card draws a plain span). */
  badgeStyle: Record<Product['badges'][number], CSSProperties>;
}

const PRODUCT_PAGE = '/shop/products/$productSlug';

const CardEnvironmentContext = createContext<CardEnvironmentValue | null>(null);

export function CardEnvironment({ children }: { children: ReactNode }) {
  const rules = useShopRules();
  const { locale } = useLocale();
  const t = useT('shop');
  const tc = useT('common');
  const { number } = useFormat();
  const [region] = useRegion(useProgram());
  const openQuickView = useQuickView();
  const navigate = useNavigate();
  const router = useRouter();
  const theme = useMantineTheme();
  const value = useMemo<CardEnvironmentValue>(() => {
    // A product's address is the same on every page of the list: built once per slug.
    const hrefs = new Map<string, string>();
    return {
      ...rules,
      locale,
      t,
      tc,
      number,
      price: (product, option = null) => unitPrice(product, option, region),
      openQuickView,
      productHref: (slug) => {
        let href = hrefs.get(slug);
        if (href === undefined) {
          href = router.buildLocation({ to: PRODUCT_PAGE, params: { productSlug: slug } }).href;
          hrefs.set(slug, href);
        }
        return href;
      },
      openProduct: (slug) => void navigate({ to: PRODUCT_PAGE, params: { productSlug: slug } }),
      // A failed preload is only a lost head start: the click loads the page again and shows its error.
      preloadProduct: (slug) => void router.preloadRoute({ to: PRODUCT_PAGE, params: { productSlug: slug } }).catch(() => undefined),
      preloadDelayMs: router.options.defaultPreloadDelay ?? 50,
      badgeStyle: badgeStyles(theme),
    };
    // `rules` is a fresh object each render; its fields are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    rules.isPoints,
    rules.canPurchase,
    rules.showPrices,
    rules.cart,
    locale,
    t,
    tc,
    number,
    region,
    openQuickView,
    navigate,
    router,
    theme,
  ]);
  return <CardEnvironmentContext.Provider value={value}>{children}</CardEnvironmentContext.Provider>;
}

export function useCardEnvironment(): CardEnvironmentValue | null {
  return useContext(CardEnvironmentContext);
}
