import type { Locale } from '../../domain/locales';
import { english } from './en';
import { fr } from './fr';
import { ge } from './ge';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import { sp } from './sp';
import type { LocaleMessages, Namespace } from './types';

/**
 * Every locale at once, for what needs them all synchronously: tests, the catalogue checks and the
 * reference server's identity-provider pages. Never imported by the app, which loads one locale
 * at a time (./index.ts); the bundle-size test would catch it growing by six languages.
 */
export const allMessages: Readonly<Record<Locale, LocaleMessages>> = { en: english, fr, sp, ge, it, pt, nl };

/** The same texts by namespace first: catalogue[ns][locale]. */
export const catalogue = Object.fromEntries(
  (Object.keys(english) as Namespace[]).map((ns) => [
    ns,
    Object.fromEntries(Object.entries(allMessages).map(([locale, messages]) => [locale, messages[ns]])),
  ]),
) as { readonly [N in Namespace]: Readonly<Record<Locale, LocaleMessages[N]>> };
