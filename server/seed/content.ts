// Program content (pages, menus) per locale, product/home-and-layout.md rules 1-6 and product/demo.md rule 23.
// Menus and carousel tabs are built from the real category tree, so every link leads somewhere.
import { imageUrl } from '../images/urls.ts';
import { childrenOf, topLevelCategories, type SeedCategory } from './categories.ts';
import { SUMMIT_TEXT } from './content-text.ts';
import type { Locale, S } from './types.ts';

type Content = Record<string, S['ProgramContent']>;
type Page = S['ContentPage'];

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const html = (markup: string): S['HtmlSection'] => ({ type: 'html', html: markup });

export function categoryName(category: SeedCategory, locale: Locale): string {
  return locale === 'en' ? category.name : category.translations[locale];
}

const catalogLink = (category: SeedCategory) => `/shop/catalog/${category.slug}`;

/** Shop as a megamenu: each top-level category with its child categories. */
export function categoryMegamenu(locale: Locale, shopLabel: string): S['MenuItem'] {
  return {
    label: shopLabel,
    link: '/shop',
    kind: 'megamenu',
    children: topLevelCategories().map((top) => ({
      label: categoryName(top, locale),
      link: catalogLink(top),
      kind: 'menu',
      children: childrenOf(top.id).map((child) => ({ label: categoryName(child, locale), link: catalogLink(child), kind: 'link' })),
    })),
  };
}

function categoryMenu(locale: Locale, shopLabel: string): S['MenuItem'] {
  return {
    label: shopLabel,
    link: '/shop',
    kind: 'menu',
    children: topLevelCategories().map((top) => ({ label: categoryName(top, locale), link: catalogLink(top), kind: 'link' })),
  };
}

/** A products carousel; `tabs` false gives the single all-products tab. */
export function carousel(locale: Locale, title: string, source: string, limit: number, tabs = true): S['CarouselSection'] {
  return {
    type: 'productsCarousel',
    title,
    layout: 'grid-4',
    rows: 1,
    source,
    limit,
    slideSpeed: 0,
    categories: tabs ? topLevelCategories().map((c) => ({ name: categoryName(c, locale), slug: c.slug })) : [],
  };
}

const slide = (base: string, title: string, text: string, action: { text: string; link: string } | null): S['Slide'] => ({
  imageClassic: imageUrl('slides', base),
  imageFull: imageUrl('slides', base),
  imageMobile: imageUrl('slides-mobile', base),
  title,
  text,
  action,
});

const page = (url: string, title: string, sections: S['Section'][]): Page => ({ url, title, sections });

export function summitContent(locales: readonly Locale[]): Content {
  const out: Content = {};
  for (const locale of locales) {
    const t = SUMMIT_TEXT[locale];
    const [s1, s2, s3] = t.slides as [[string, string, string], [string, string, string], [string, string, string]];
    const home = page('home', t.home, [
      {
        type: 'slider',
        slideSpeed: 6,
        slides: [
          slide('summit-1', s1[0], s1[1], { text: s1[2], link: '/shop' }),
          slide('summit-2', s2[0], s2[1], { text: s2[2], link: '/shop/catalog/audio' }),
          // External: the shop opens it in a new tab [home-and-layout 4].
          slide('summit-3', s3[0], s3[1], { text: s3[2], link: 'https://learning.example/' }),
        ],
      },
      html(`<h2>${esc(t.welcomeTitle)}</h2><p>${esc(t.welcomeText)}</p>`),
      carousel(locale, t.carouselTitle, 'featured', 8),
    ]);
    const faq = t.faqs.map(([q, a]) => `<h3>${esc(q)}</h3><p>${esc(a)}</p>`).join('');
    out[locale] = {
      pages: [
        home,
        page('about', t.about, [html(`<h2>${esc(t.about)}</h2><p>${esc(t.aboutText)}</p>`)]),
        page('faq', t.faq, [html(`<h2>${esc(t.faq)}</h2>${faq}`)]),
        page('termsandconditions', t.terms, [html(`<h2>${esc(t.terms)}</h2><p>${esc(t.termsText)}</p>`)]),
        page('ordersuccess', t.orderSuccess, [html(`<h2>${esc(t.orderSuccess)}</h2><p>${esc(t.successText)}</p>`)]),
      ],
      desktopMenu: [
        categoryMegamenu(locale, t.shop),
        { label: t.about, link: '/about', kind: 'link' },
        {
          label: t.help,
          link: '/faq',
          kind: 'menu',
          children: [
            { label: t.faq, link: '/faq', kind: 'link' },
            { label: t.terms, link: '/termsandconditions', kind: 'link' },
          ],
        },
      ],
      mobileMenu: [
        { label: t.home, link: '/', kind: 'link' },
        categoryMenu(locale, t.shop),
        { label: t.about, link: '/about', kind: 'link' },
        { label: t.faq, link: '/faq', kind: 'link' },
        { label: t.terms, link: '/termsandconditions', kind: 'link' },
      ],
    };
  }
  return out;
}

const APEX = {
  en: {
    home: 'Home',
    shop: 'Shop',
    welcome: '<h2>Welcome to Apex Tiers</h2><p>Your tier unlocks one gift of your choice. Browse the collection and pick the one you like best.</p>',
    popular: 'Popular choices',
    gold: [
      ['The Gold collection', 'Hand-picked premium gifts for our Gold members.', 'Browse the collection'],
      ['Thank you for an outstanding year', 'Choose the gift that suits you best.', ''],
    ],
    goldWelcome: '<h2>Welcome, Gold member</h2><p>As a Gold member you may choose any gift from the collection, delivered free of charge.</p>',
  },
  fr: {
    home: 'Accueil',
    shop: 'Boutique',
    welcome:
      '<h2>Bienvenue sur Apex Tiers</h2><p>Votre niveau vous donne droit à un cadeau de votre choix. Parcourez la collection et choisissez celui qui vous plaît.</p>',
    popular: 'Les plus demandés',
    gold: [
      ['La collection Or', 'Des cadeaux haut de gamme choisis pour nos membres Or.', 'Voir la collection'],
      ['Merci pour cette année exceptionnelle', 'Choisissez le cadeau qui vous ressemble.', ''],
    ],
    goldWelcome:
      '<h2>Bienvenue, membre Or</h2><p>En tant que membre Or, vous pouvez choisir n’importe quel cadeau de la collection, livré gratuitement.</p>',
  },
} as const;

/** Apex Tiers: `home` for everyone, `home-gold` for the gold level's custom home page. */
export function apexContent(): Content {
  const out: Content = {};
  for (const locale of ['en', 'fr'] as const) {
    const t = APEX[locale];
    out[locale] = {
      pages: [
        page('home', t.home, [html(t.welcome), carousel(locale, t.popular, 'all', 8)]),
        page('home-gold', t.home, [
          {
            type: 'slider',
            slideSpeed: 0,
            slides: t.gold.map(([title, text, button], i) =>
              slide(`apex-gold-${i + 1}`, title, text, button ? { text: button, link: '/shop' } : null),
            ),
          },
          html(t.goldWelcome),
          carousel(locale, t.popular, 'featured', 8),
        ]),
      ],
      desktopMenu: [categoryMegamenu(locale, t.shop)],
      mobileMenu: [{ label: t.home, link: '/', kind: 'link' }, categoryMenu(locale, t.shop)],
    };
  }
  return out;
}

/** A one-locale program with a plain home page (claim, closed and rebuilding programs). */
export function simpleContent(homeHtml: string, extraPages: Page[] = [], carouselTitle?: string): Content {
  const sections: S['Section'][] = [html(homeHtml)];
  if (carouselTitle) sections.push(carousel('en', carouselTitle, 'all', 12, false));
  return {
    en: {
      pages: [page('home', 'Home', sections), ...extraPages],
      desktopMenu: [{ label: 'Shop', link: '/shop', kind: 'link' }],
      mobileMenu: [
        { label: 'Home', link: '/', kind: 'link' },
        { label: 'Shop', link: '/shop', kind: 'link' },
      ],
    },
  };
}

export { page, html };
