import type { Locale } from '../../domain/locales';
import type { english } from './en';
import { bootEnglish } from './en/at-boot';
import type { LocaleMessages, Namespace } from './types';

export type { LocaleMessages, Messages, Namespace } from './types';
export { bootEnglish };
export {
  isSignedInEnglishRegistered,
  loadSignedInEnglish,
  registerSignedInEnglish,
  SIGNED_IN_NAMESPACES,
  signedInEnglishText,
} from './signed-in-english';

/**
 * The built-in texts live in a folder per locale (en/, fr/, …), a file per namespace. English is
 * the fallback and the shape the others are checked against: its namespaces every page reads are
 * in the entry bundle, those only signed-in pages read come with the signed-in frame. Each other
 * locale is a chunk of its own, fetched when it is chosen, so a participant downloads one language
 * rather than seven. A new namespace is one file in every locale folder, a line in each index and
 * its name here (the catalogue test checks this list against the English folder).
 */
export const NAMESPACES = [
  'common',
  'validation',
  'auth',
  'pages',
  'shell',
  'sso',
  'account',
  'cart',
  'shop',
] as const satisfies readonly Namespace[];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** The English texts per namespace: the shape t()'s types check ids and placeholders against. */
export type CatalogueResources = typeof english;

const namespaceSet: ReadonlySet<string> = new Set(NAMESPACES);

export function isNamespace(value: string): value is Namespace {
  return namespaceSet.has(value);
}

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<LocaleMessages>> = {
  fr: () => import('./fr').then((m) => m.fr),
  sp: () => import('./sp').then((m) => m.sp),
  ge: () => import('./ge').then((m) => m.ge),
  it: () => import('./it').then((m) => m.it),
  pt: () => import('./pt').then((m) => m.pt),
  nl: () => import('./nl').then((m) => m.nl),
};

/** One locale's texts from its chunk (not English: its two halves load as described above). */
export function loadLocaleMessages(locale: Exclude<Locale, 'en'>): Promise<LocaleMessages> {
  return loaders[locale]();
}
