// The program locales [locales-and-regions 1] and the three other spellings a locale has: the aliases visitors
// and browsers use (es, de), the codes product data is translated under, and the BCP 47 tags of
// Intl and <html lang>.

export const LOCALES = ['en', 'fr', 'sp', 'ge', 'it', 'pt', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Language codes the app accepts for a program locale besides the locale itself. */
const ALIASES: Readonly<Record<string, Locale>> = { es: 'sp', de: 'ge' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The program locale an input names: a locale ('fr'), an alias ('es', 'de'), any case, with or
 * without a region ('fr-FR', 'de_AT', 'PT-br'). Undefined when it names none of them.
 */
export function normalizeLocale(input: string | null | undefined): Locale | undefined {
  if (typeof input !== 'string') return undefined;
  const language = input.trim().toLowerCase().split(/[-_]/, 1)[0] ?? '';
  if (isLocale(language)) return language;
  return ALIASES[language];
}

export type ProductNameLocale = 'en' | 'fr' | 'es' | 'de' | 'it' | 'pt' | 'nl';

const PRODUCT_NAME_LOCALE: Readonly<Record<Locale, ProductNameLocale>> = {
  en: 'en',
  fr: 'fr',
  sp: 'es',
  ge: 'de',
  it: 'it',
  pt: 'pt',
  nl: 'nl',
};

/** The code product translations (product.langs) use: sp maps to es and ge to de [locales-and-regions 5]. */
export function productNameLocale(locale: Locale): ProductNameLocale {
  return PRODUCT_NAME_LOCALE[locale];
}

// The Portuguese texts are Brazilian Portuguese, so numbers and dates follow pt-BR too.
const INTL_LOCALE: Readonly<Record<Locale, string>> = {
  en: 'en-US',
  fr: 'fr',
  sp: 'es',
  ge: 'de',
  it: 'it',
  pt: 'pt-BR',
  nl: 'nl',
};

/** The BCP 47 tag for Intl formatters and <html lang>. */
export function intlLocale(locale: Locale): string {
  return INTL_LOCALE[locale];
}

/**
 * The locales a program offers, in the program's order, aliases resolved, unknown codes and
 * repeats dropped; the default locale when nothing usable is left.
 */
export function programLocales(program: { readonly languages?: readonly string[] | null } | null | undefined): Locale[] {
  const locales: Locale[] = [];
  for (const code of program?.languages ?? []) {
    const locale = normalizeLocale(code);
    if (locale && !locales.includes(locale)) locales.push(locale);
  }
  return locales.length > 0 ? locales : [DEFAULT_LOCALE];
}

/**
 * The locale to show when `wanted` may not be offered: itself when offered, else the default
 * locale when offered, else the first offered one.
 */
export function pickLocale(wanted: Locale | undefined, offered: readonly Locale[]): Locale {
  if (wanted && offered.includes(wanted)) return wanted;
  if (offered.includes(DEFAULT_LOCALE)) return DEFAULT_LOCALE;
  return offered[0] ?? DEFAULT_LOCALE;
}

/**
 * The first of `candidates` the program offers, in order (aliases accepted; missing and unknown
 * ones skipped); else the default locale when offered, else the first offered one. The order is the
 * precedence of docs/i18n.md, "Which language shows first".
 */
export function firstOfferedLocale(candidates: readonly (string | null | undefined)[], offered: readonly Locale[]): Locale {
  for (const candidate of candidates) {
    const locale = normalizeLocale(candidate);
    if (locale && offered.includes(locale)) return locale;
  }
  return pickLocale(undefined, offered);
}
