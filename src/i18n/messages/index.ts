import type { Locale } from '../locales';
import { english } from './en';
import type { LocaleMessages, Namespace } from './types';

export type { LocaleMessages, Messages, Namespace } from './types';
export { english };

/**
 * The built-in texts live in a folder per locale (en/, fr/, …), a file per namespace. English is
 * in the entry bundle: it is the fallback and the shape the others are checked against. Each other
 * locale is a chunk of its own, fetched when it is chosen, so a participant downloads one language
 * rather than seven. A new namespace is one file in every locale folder and a line in each index.
 */
export const NAMESPACES = Object.keys(english) as Namespace[];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** The English texts per namespace: the shape t()'s types check ids and placeholders against. */
export type CatalogueResources = typeof english;

export function isNamespace(value: string): value is Namespace {
  return Object.hasOwn(english, value);
}

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<LocaleMessages>> = {
  fr: () => import('./fr').then((m) => m.fr),
  sp: () => import('./sp').then((m) => m.sp),
  ge: () => import('./ge').then((m) => m.ge),
  it: () => import('./it').then((m) => m.it),
  pt: () => import('./pt').then((m) => m.pt),
  nl: () => import('./nl').then((m) => m.nl),
};

/** One locale's texts: English at once, any other from its chunk. */
export function loadLocaleMessages(locale: Locale): Promise<LocaleMessages> {
  return locale === 'en' ? Promise.resolve(english) : loaders[locale]();
}
