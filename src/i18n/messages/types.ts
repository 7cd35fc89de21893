import type { Locale } from '../locales';

/**
 * Every locale's texts for the keys of the English set `E`. Use with `satisfies` on the catalogue
 * object, so a locale that misses a key, or has one English lacks, fails to compile:
 *
 *   const en = { 'area.key': 'English text' } as const;
 *   export const area = { en, fr: { 'area.key': '…' }, … } satisfies Translations<typeof en>;
 */
export type Translations<E> = { readonly [L in Locale]: { readonly [K in keyof E]: string } };
