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

/** The English texts per namespace: the shape i18next's types check keys and placeholders against. */
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

/**
 * A fresh copy of one locale's texts, namespace → key → text. Fresh because i18next merges server
 * message sets into the object it is given, and the catalogue modules must stay as written.
 */
export function copyMessages(messages: LocaleMessages): Record<Namespace, Record<string, string>> {
  const resources = {} as Record<Namespace, Record<string, string>>;
  for (const ns of NAMESPACES) resources[ns] = { ...messages[ns] };
  return resources;
}
