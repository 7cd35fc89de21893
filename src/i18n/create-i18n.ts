import { DEFAULT_LOCALE, type Locale } from '../domain/locales';
import {
  bootEnglish,
  isSignedInEnglishRegistered,
  loadLocaleMessages,
  SIGNED_IN_NAMESPACES,
  type LocaleMessages,
  type Namespace,
} from './messages';
import { Texts } from './texts';

export type I18n = Texts;

/** The locales whose built-in texts an instance holds (server message sets alone do not count). */
const loaded = new WeakMap<Texts, Set<Locale>>();

/** Instances given every English namespace up front (tests, the server's pages). */
const withAllEnglish = new WeakSet<Texts>();

/** Adds a locale's built-in texts, for every namespace it has, under anything already there. */
function addTexts(instance: Texts, locale: Locale, messages: Partial<LocaleMessages>): void {
  for (const [ns, texts] of Object.entries(messages)) instance.add(locale, ns, texts, { overwrite: false });
}

function addLocale(instance: Texts, locale: Locale, messages: LocaleMessages): void {
  addTexts(instance, locale, messages);
  // Every instance has its set from createI18n, the only maker of instances.
  loaded.get(instance)?.add(locale);
}

/**
 * A new translator holding the English every page reads (the signed-in namespaces come with the
 * signed-in frame: messages/signed-in-english.ts) and any locale given in `preloaded`; other
 * locales come with loadLocale. Synchronous, so the first render already has the texts it was
 * given. `locale` is the language to show; until its texts are loaded, each id falls back to
 * English.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE, preloaded: Partial<Record<Locale, LocaleMessages>> = {}): I18n {
  const instance = new Texts(locale);
  addTexts(instance, DEFAULT_LOCALE, bootEnglish);
  loaded.set(instance, new Set([DEFAULT_LOCALE]));
  if (preloaded.en) withAllEnglish.add(instance);
  for (const [code, messages] of Object.entries(preloaded) as [Locale, LocaleMessages][]) addLocale(instance, code, messages);
  return instance;
}

export function hasLocale(instance: I18n, locale: Locale): boolean {
  return loaded.get(instance)?.has(locale) ?? false;
}

/**
 * Whether a namespace's English can be read now: always for those in the entry bundle; for the
 * signed-in ones, once their chunk is in (or when the instance was given all English).
 */
export function hasEnglish(instance: I18n, ns: Namespace): boolean {
  return !SIGNED_IN_NAMESPACES.has(ns) || withAllEnglish.has(instance) || isSignedInEnglishRegistered(ns);
}

/**
 * Fetches a locale's built-in texts into the instance (once). They go under any server message
 * sets already there: the program's texts win whichever arrives first.
 */
export async function loadLocale(instance: I18n, locale: Locale): Promise<void> {
  // English is there from createI18n on (its signed-in half comes with the signed-in frame).
  if (locale === 'en' || hasLocale(instance, locale)) return;
  const messages = await loadLocaleMessages(locale);
  if (!hasLocale(instance, locale)) addLocale(instance, locale, messages);
}
