import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { StorageLike } from '../api/token-store';
import { writeLocaleCookie } from '../lib/locale-cookie';
import { browserLocalStorage, readStoredState, subscribeStoredState, updateStoredState } from '../schemas/stored-state';
import { hasLocale, loadLocale, type I18n } from './create-i18n';
import { DEFAULT_LOCALE, firstOfferedLocale, intlLocale, LOCALES, normalizeLocale, programLocales, type Locale } from '../domain/locales';

export interface LocaleContextValue {
  /** The locale showing: the chosen one when the program offers it, else its fallback. A chosen
   * locale whose texts are still loading is not showing yet: the previous one stays until they are in. */
  locale: Locale;
  /**
   * False while the language to show has changed by itself (the first one, or a signed-in
   * participant's own) and its texts are not in yet, so boot can wait rather than flash another
   * language. A switch the participant makes keeps the page, in the current language, meanwhile.
   */
  ready: boolean;
  /** The locales the participant can choose from: the program's, or all seven without a program. */
  locales: readonly Locale[];
  /** Chooses a locale (aliases and region variants accepted) and keeps the choice; false when not offered. */
  setLocale: (next: string) => boolean;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);
const I18nContext = createContext<I18n | null>(null);

export interface I18nProviderProps {
  i18n: I18n;
  /** The program's languages; undefined while there is no program, which offers every locale. */
  languages?: readonly string[] | undefined;
  /** Where the choice is kept; defaults to localStorage. */
  storage?: StorageLike | undefined;
  /** The signed-in participant's own language (their record's); none signed out. */
  participantLanguage?: string | null | undefined;
  children: ReactNode;
}

/**
 * Holds the locale, keeps the participant's choice in the stored state so it survives a reload and
 * follows other tabs, limits it to the program's languages, and sets <html lang> to match. The
 * locale shown is the first the program offers of (docs/i18n.md, "Which language shows first"):
 * the choice made in this browser; the signed-in participant's own language; the language the app
 * started in (`i18n`'s: a link's `lang`, src/main.tsx); the default.
 */
export function I18nProvider({ i18n, languages, storage, participantLanguage, children }: I18nProviderProps) {
  const store = useMemo(() => storage ?? browserLocalStorage(), [storage]);
  const [chosen, setChosen] = useState<Locale | undefined>(() => readStoredState(store).locale);
  const [started] = useState<Locale>(() => i18n.language);
  const languagesKey = languages?.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content: a refetched program gives a new array with the same languages
  const locales = useMemo(() => (languages ? programLocales({ languages }) : [...LOCALES]), [languagesKey]);
  const wanted = firstOfferedLocale([chosen, participantLanguage, started], locales);
  const [locale, setShown] = useState<Locale>(() => (hasLocale(i18n, wanted) ? wanted : DEFAULT_LOCALE));
  // The last wanted locale whose load has settled (in, or failed), and the last one the participant
  // switched to: a switch keeps the page while its texts load [locales-and-regions 8].
  const [settled, setSettled] = useState<Locale | null>(() => (hasLocale(i18n, wanted) ? wanted : null));
  const [switchedTo, setSwitchedTo] = useState<Locale | null>(null);
  const ready = settled === wanted || switchedTo === wanted;

  // Each locale but English is a chunk: fetch it, then show it. Until then the current language
  // stays, so a page never shows half one language and half another. A chunk that cannot load
  // (offline) leaves the current language rather than a blank.
  useLayoutEffect(() => {
    let live = true;
    // The translator switches with the state, not a commit later: the render that leaves the
    // loading view is in the new language from its first frame.
    const show = () => {
      i18n.setLanguage(wanted);
      setShown(wanted);
      setSettled(wanted);
    };
    if (hasLocale(i18n, wanted)) {
      show();
    } else {
      loadLocale(i18n, wanted).then(
        () => {
          if (live) show();
        },
        () => live && setSettled(wanted),
      );
    }
    return () => {
      live = false;
    };
  }, [i18n, wanted]);

  // Before paint, so the first frame is already in the right language and <html lang> agrees.
  useLayoutEffect(() => {
    i18n.setLanguage(locale);
    if (typeof document !== 'undefined') document.documentElement.lang = intlLocale(locale);
  }, [i18n, locale]);

  useEffect(
    () =>
      subscribeStoredState(
        (state) => {
          if (!state.locale) return;
          setChosen(state.locale);
          setSwitchedTo(state.locale);
        },
        { storage: store },
      ),
    [store],
  );

  const setLocale = useCallback(
    (next: string) => {
      const asked = normalizeLocale(next);
      if (!asked || !locales.includes(asked)) return false;
      setChosen(asked);
      setSwitchedTo(asked);
      updateStoredState(store, { locale: asked });
      writeLocaleCookie(asked);
      return true;
    },
    [locales, store],
  );

  const value = useMemo(() => ({ locale, locales, ready, setLocale }), [locale, locales, ready, setLocale]);
  return (
    <I18nContext.Provider value={i18n}>
      <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
    </I18nContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale() needs an <I18nProvider> above it');
  return value;
}

/** The translator of the provider above (useT is the hook components want). */
export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT() needs an <I18nProvider> above it');
  return value;
}
