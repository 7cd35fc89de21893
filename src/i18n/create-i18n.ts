import i18next, { type i18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { copyMessages, DEFAULT_NAMESPACE, english, loadLocaleMessages, NAMESPACES, type LocaleMessages } from './messages';
import './i18next-types';

export type { i18n as I18n } from 'i18next';

/** The locales whose built-in texts an instance holds (server message sets alone do not count). */
const loaded = new WeakMap<i18n, Set<Locale>>();

/**
 * A new i18next instance holding English and any locale given in `preloaded`; other locales come
 * with loadLocale. No backend: init with initAsync false is synchronous, so the first render
 * already has the texts it was given. `locale` is the language to show; until its texts are
 * loaded, each key falls back to English.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE, preloaded: Partial<Record<Locale, LocaleMessages>> = {}): i18n {
  const resources: Record<string, Record<string, Record<string, string>>> = { en: copyMessages(english) };
  for (const [code, messages] of Object.entries(preloaded)) resources[code] = copyMessages(messages);
  const instance = i18next.createInstance();
  loaded.set(instance, new Set(Object.keys(resources) as Locale[]));
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
    // Re-render translated components when texts arrive (a locale or server message sets), not only on a language change.
    react: { bindI18nStore: 'added', useSuspense: false },
  });
  return instance;
}

export function hasLocale(instance: i18n, locale: Locale): boolean {
  return loaded.get(instance)?.has(locale) ?? false;
}

/**
 * Fetches a locale's built-in texts into the instance (once). They go under any server message
 * sets already there: the program's texts win whichever arrives first.
 */
export async function loadLocale(instance: i18n, locale: Locale): Promise<void> {
  if (hasLocale(instance, locale)) return;
  const messages = await loadLocaleMessages(locale);
  if (hasLocale(instance, locale)) return;
  for (const ns of NAMESPACES) instance.addResourceBundle(locale, ns, { ...messages[ns] }, true, false);
  let set = loaded.get(instance);
  if (!set) loaded.set(instance, (set = new Set()));
  set.add(locale);
}
