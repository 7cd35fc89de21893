import type { english } from './en';

export type Namespace = keyof typeof english;

/**
 * One locale's texts for the keys of the English set `E`. Use with `satisfies` on a locale's
 * namespace object, so a locale that misses a key, or has one English lacks, fails to compile:
 *
 *   export const area = { 'area.key': '…' } satisfies Messages<typeof en>;
 */
export type Messages<E> = { readonly [K in keyof E]: string };

/** A whole locale: every namespace, with exactly the English keys. */
export type LocaleMessages = { readonly [N in Namespace]: Messages<(typeof english)[N]> };
