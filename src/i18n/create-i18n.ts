import { DEFAULT_LOCALE, type Locale } from './locales';
import { english, loadLocaleMessages, NAMESPACES, type LocaleMessages } from './messages';
import { Texts } from './texts';

export type I18n = Texts;

/** The locales whose built-in texts an instance holds (server message sets alone do not count). */
const loaded = new WeakMap<Texts, Set<Locale>>();

function addLocale(instance: Texts, locale: Locale, messages: LocaleMessages): void {
  for (const ns of NAMESPACES) instance.add(locale, ns, messages[ns], { overwrite: false });
  let set = loaded.get(instance);
  if (!set) loaded.set(instance, (set = new Set()));
  set.add(locale);
}

/**
 * A new translator holding English and any locale given in `preloaded`; other locales come with
 * loadLocale. Synchronous, so the first render already has the texts it was given. `locale` is
 * the language to show; until its texts are loaded, each id falls back to English.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE, preloaded: Partial<Record<Locale, LocaleMessages>> = {}): I18n {
  const instance = new Texts(locale);
  addLocale(instance, DEFAULT_LOCALE, english);
  for (const [code, messages] of Object.entries(preloaded) as [Locale, LocaleMessages][]) addLocale(instance, code, messages);
  return instance;
}

export function hasLocale(instance: I18n, locale: Locale): boolean {
  return loaded.get(instance)?.has(locale) ?? false;
}

/**
 * Fetches a locale's built-in texts into the instance (once). They go under any server message
 * sets already there: the program's texts win whichever arrives first.
 */
export async function loadLocale(instance: I18n, locale: Locale): Promise<void> {
  if (hasLocale(instance, locale)) return;
  const messages = await loadLocaleMessages(locale);
  if (!hasLocale(instance, locale)) addLocale(instance, locale, messages);
}
