import i18next, { type i18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { catalogueFor, DEFAULT_NAMESPACE, NAMESPACES } from './messages';
import './i18next-types';

export type { i18n as I18n } from 'i18next';

/**
 * A new i18next instance with the whole built-in catalogue. No backend: the texts are in the
 * bundle, and init with initAsync false is synchronous, so the first render already has them.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): i18n {
  const resources: Record<string, Record<string, Record<string, string>>> = {};
  for (const code of LOCALES) resources[code] = catalogueFor(code);
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources,
    ns: NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    // Keys are flat ids with dots ('signIn.failed.claim'), not paths into nested objects.
    keySeparator: false,
    nsSeparator: ':',
    returnNull: false,
    // React escapes text; escaping here too would show &amp; and the like.
    interpolation: { escapeValue: false },
    // Re-render translated components when server message sets arrive, not only on a language change.
    react: { bindI18nStore: 'added', useSuspense: false },
  });
  return instance;
}
