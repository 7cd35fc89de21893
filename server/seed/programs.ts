// The demo programs and the host names that choose them [demo 7-12]. Each `config` is a
// complete Program document of openapi.yaml; GET /api/programs serves it as stored, except that
// oktaConfig.serviceURL may be a path ('/oidc') which the server prefixes with the request origin.
import { imageUrl } from '../images/urls.ts';
import { apexContent, simpleContent, summitContent } from './content.ts';
import type { Locale, S } from './types.ts';

type Program = S['Program'];

export interface SeedProgram {
  slug: string;
  hosts: string[];
  config: Program;
}

const ALL_SORTS: S['SortOrder'][] = ['name_asc', 'name_desc', 'brand_asc', 'brand_desc', 'price_asc', 'price_desc'];
/** Plateau and claim programs show no points, so nothing sorts by them. */
const NAME_SORTS: S['SortOrder'][] = ['name_asc', 'name_desc', 'brand_asc', 'brand_desc'];
const SUMMIT_LOCALES: Locale[] = ['en', 'fr', 'sp', 'ge', 'it', 'pt', 'nl'];

interface Palette {
  accent: string;
  button: string;
  link: string;
}

/** Logo, favicon and background drawn by server/images in the program's accent colour. */
function theme(slug: string, name: string, palette: Palette, gridType: S['Theme']['gridType'] = 'grid'): S['Theme'] {
  // The logo draws its name as the word mark: logos/summit-rewards.svg says "Summit Rewards".
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    logo: imageUrl('logos', base, palette.accent),
    mobileLogo: imageUrl('logos', `${base}-mobile`, palette.accent),
    loginLogo: imageUrl('logos', base, palette.accent),
    favIcon: imageUrl('favicon', slug, palette.accent),
    backgroundImage: imageUrl('backgrounds', slug, palette.accent),
    placeholderImage: null,
    gridType,
    color1: palette.accent,
    color2: palette.button,
    color3: palette.link,
  };
}

const permissions = (overrides: Partial<S['Permissions']> = {}): S['Permissions'] => ({
  allowPurchase: true,
  allowAddressManagement: true,
  allowEmailUpdate: true,
  allowUserGrid: true,
  showBrands: true,
  showCategories: true,
  showPriceSlider: true,
  showTags: true,
  sortOrder: ALL_SORTS,
  productCounts: [12, 24, 48, 96],
  ...overrides,
});

/** The footer of the gift programs (plateau, claim), which have no points to speak of. */
const GIFT_FOOTER = (fullName: string) => `${fullName} gifts have no cash value and cannot be exchanged.`;

/** What most programs share; each program below states only how it differs (the demo's Hostile Sandbox too). */
export function base(slug: string, fullName: string, palette: Palette): Program {
  return {
    type: 'points',
    fullName,
    status: true,
    feedStatus: { status: 'Completed' },
    ssoEnabled: false,
    oktaConfig: null,
    learningLoginUrl: null,
    // No external script in the demo: nothing is fetched from the internet.
    assetEmbedScriptUrl: null,
    theme: theme(slug, fullName, palette),
    adminMessage: null,
    messageAlign: null,
    messageSize: null,
    footerText: `${fullName} points have no cash value.`,
    footerTextAlign: 'Center',
    footerTextSize: 'Small',
    footerImageVisible: false,
    footerImage: null,
    contacts: { address: '1 Rewards Plaza, Denver, CO 80202', email: `help@${slug}.example`, phone: '(555) 010-2026' },
    languages: ['en'],
    continents: ['USA', 'NA'],
    defaultContinent: 'USA-CONT',
    defaultCountry: 'USA',
    geolocation: { enabled: false },
    showTopAccountBar: true,
    showTopCategorySearchBar: false,
    ableToPasswordReset: true,
    defaultEmail: null,
    terms: 'checkbox',
    customField1: null,
    customField2: null,
    customFieldVisible1: false,
    customFieldVisible2: false,
    customFieldVisible3: false,
    customFieldVisible4: false,
    customFieldEdit1: false,
    customFieldEdit2: false,
    customFieldEdit3: false,
    customFieldEdit4: false,
    checkoutSelectDifferentProductRedirectHome: false,
    plateauLevels: [],
    permissions: permissions(),
    content: {},
    translations: {},
  };
}

/**
 * Summit's texts in its other six languages [locales-and-regions 4]: the German shop shows the
 * German admin message, footer and custom field labels; English is the plain fields'.
 */
const SUMMIT_TEXTS: S['Program']['translations'] = {
  fr: {
    adminMessage: '<strong>Points doublés</strong> pour chaque formation terminée avant le 31 décembre !',
    footerText: 'Les points Summit Rewards n’ont aucune valeur monétaire.',
    customField1: 'Centre de coûts',
    customField2: 'Matricule',
  },
  sp: {
    adminMessage: '<strong>Puntos dobles</strong> por cada curso completado antes del 31 de diciembre.',
    footerText: 'Los puntos de Summit Rewards no tienen valor en efectivo.',
    customField1: 'Centro de costes',
    customField2: 'Número de empleado',
  },
  ge: {
    adminMessage: '<strong>Doppelte Punkte</strong> für jede bis zum 31. Dezember abgeschlossene Schulung!',
    footerText: 'Summit-Rewards-Punkte haben keinen Barwert.',
    customField1: 'Kostenstelle',
    customField2: 'Personalnummer',
  },
  it: {
    adminMessage: '<strong>Punti doppi</strong> per ogni corso completato entro il 31 dicembre!',
    footerText: 'I punti Summit Rewards non hanno valore in denaro.',
    customField1: 'Centro di costo',
    customField2: 'Matricola',
  },
  pt: {
    adminMessage: '<strong>Pontos em dobro</strong> em cada curso concluído até 31 de dezembro!',
    footerText: 'Os pontos Summit Rewards não têm valor em dinheiro.',
    customField1: 'Centro de custo',
    customField2: 'Matrícula',
  },
  nl: {
    adminMessage: '<strong>Dubbele punten</strong> voor elke training die vóór 31 december is afgerond!',
    footerText: 'Summit Rewards-punten hebben geen geldwaarde.',
    customField1: 'Kostenplaats',
    customField2: 'Personeelsnummer',
  },
};

function summit(): SeedProgram {
  const config: Program = {
    ...base('summit', 'Summit Rewards', { accent: '#0f766e', button: '#1d4ed8', link: '#0e7490' }),
    ssoEnabled: true,
    // A path: the server serves its development identity provider at /oidc on whatever origin
    // the request came to (server/modules/program.ts publicProgram).
    oktaConfig: { serviceURL: '/oidc', clientId: 'storefront' },
    learningLoginUrl: 'https://learning.example/login',
    // The product page loads it; served by the shop itself (public/asset-embed), so the CSP's 'self' allows it.
    assetEmbedScriptUrl: '/asset-embed/embed.js',
    adminMessage: '<strong>Double points</strong> on every training course completed before 31 December!',
    messageAlign: 'Center',
    messageSize: 'Large',
    footerImageVisible: true,
    footerImage: imageUrl('logos', 'summit-rewards-footer', '#0f766e'),
    contacts: { address: '1600 Summit Avenue, Denver, CO 80202', email: 'help@summit.example', phone: '(555) 201-2026' },
    languages: SUMMIT_LOCALES,
    continents: ['USA', 'NA', 'EU'],
    geolocation: { enabled: true },
    terms: 'checkbox',
    customField1: 'Cost Centre',
    customField2: 'Employee ID',
    customFieldVisible1: true,
    customFieldEdit1: true,
    customFieldVisible2: true,
    customFieldEdit2: false,
    content: summitContent(SUMMIT_LOCALES),
    translations: SUMMIT_TEXTS,
  };
  return { slug: 'summit', hosts: ['localhost', '127.0.0.1', 'points.localhost'], config };
}

function apex(): SeedProgram {
  const b = base('apex', 'Apex Tiers', { accent: '#4c1d95', button: '#f5e663', link: '#6d28d9' });
  const config: Program = {
    ...b,
    type: 'plateau',
    // color2 is a pale yellow on purpose: white text on it is unreadable, so the theme must pick dark text.
    theme: { ...b.theme, gridType: 'list' },
    adminMessage: 'Choose one gift from your tier’s collection.',
    // Plateau programs show no points anywhere [demo 35], the footer included.
    footerText: GIFT_FOOTER(b.fullName),
    messageAlign: 'Left',
    messageSize: 'Small',
    languages: ['en', 'fr'],
    ableToPasswordReset: false,
    plateauLevels: [
      { id: 'gold', customHomePage: 'home-gold', levelMessage: 'Welcome, Gold member' },
      { id: 'silver', customHomePage: null, levelMessage: 'Welcome, Silver member' },
    ],
    // An empty list: the shop falls back to 12, 24, 48 and 100 per page.
    permissions: permissions({ allowUserGrid: false, showPriceSlider: false, sortOrder: NAME_SORTS, productCounts: [] }),
    content: apexContent(),
    // French for the French shop; gift programs name no points in any language [demo 35].
    translations: {
      fr: {
        adminMessage: 'Choisissez un cadeau dans la collection de votre niveau.',
        footerText: 'Les cadeaux Apex Tiers n’ont aucune valeur monétaire et ne peuvent pas être échangés.',
        levelMessages: { gold: 'Bienvenue, membre Gold', silver: 'Bienvenue, membre Silver' },
      },
    },
  };
  return { slug: 'apex', hosts: ['tiered.localhost'], config };
}

function thanks(): SeedProgram {
  const config: Program = {
    ...base('thanks', 'Thank You Gifts', { accent: '#be185d', button: '#9d174d', link: '#a21caf' }),
    type: 'claim',
    // Claim programs show no points anywhere [demo 35], the footer included.
    footerText: GIFT_FOOTER('Thank You Gifts'),
    continents: ['USA'],
    showTopAccountBar: false,
    ableToPasswordReset: false,
    terms: 'Dropdown',
    // Choose a different gift at checkout leads home (the code's welcome page), not to the shop.
    checkoutSelectDifferentProductRedirectHome: true,
    permissions: permissions({ allowEmailUpdate: true, showPriceSlider: false, sortOrder: NAME_SORTS, productCounts: [12, 24, 48] }),
    content: simpleContent(
      '<h2>Thank you!</h2><p>Your code entitles you to one gift from our collection. Choose your gift, tell us where to send it, and we will do the rest.</p>',
      [],
      'Choose your gift',
    ),
  };
  return { slug: 'thanks', hosts: ['claim.localhost'], config };
}

function winter(): SeedProgram {
  const config: Program = {
    ...base('winter', 'Winter Wonders', { accent: '#0369a1', button: '#0284c7', link: '#075985' }),
    // Closed: signed-out visitors see the closed page. No `closed` content page, so the default text shows.
    status: false,
    content: simpleContent('<h2>Winter Wonders</h2><p>Cosy rewards for the cold season.</p>'),
  };
  return { slug: 'winter', hosts: ['closed.localhost'], config };
}

function spring(): SeedProgram {
  const config: Program = {
    ...base('spring', 'Spring Catalog', { accent: '#4d7c0f', button: '#65a30d', link: '#3f6212' }),
    // Rebuilding: no `siterebuilding` content page, so the default text shows.
    feedStatus: { status: 'Created Products' },
    content: simpleContent('<h2>Spring Catalog</h2><p>Fresh rewards for a new season.</p>'),
  };
  return { slug: 'spring', hosts: ['rebuilding.localhost'], config };
}

/** In id order: serial ids are 1 … n on a fresh database. */
export function seedPrograms(): SeedProgram[] {
  return [summit(), apex(), thanks(), winter(), spring()];
}

/** Small per-locale message sets (GET /api/languages) that override the app's built-in texts. */
export function messageSets(program: SeedProgram): { locale: Locale; messages: Record<string, string> }[] {
  const name = program.config.fullName;
  const welcome: Record<Locale, string> = {
    en: `Welcome to ${name}`,
    fr: `Bienvenue sur ${name}`,
    sp: `Bienvenido a ${name}`,
    ge: `Willkommen bei ${name}`,
    it: `Benvenuto in ${name}`,
    pt: `Bem-vindo ao ${name}`,
    nl: `Welkom bij ${name}`,
  };
  return program.config.languages.map((locale) => ({ locale, messages: { welcome: welcome[locale], programName: name } }));
}
