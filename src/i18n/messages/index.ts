import type { Locale } from '../locales';
import { account } from './account';
import { auth } from './auth';
import { cart } from './cart';
import { common } from './common';
import { pages } from './pages';
import { shell } from './shell';
import { shop } from './shop';
import { sso } from './sso';
import { validation } from './validation';

/** Every namespace of the built-in catalogue. A new area namespace is one more file and one line here. */
export const catalogue = { common, validation, auth, pages, shell, sso, account, cart, shop } as const;

export type Namespace = keyof typeof catalogue;
export const NAMESPACES = Object.keys(catalogue) as Namespace[];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** The English texts per namespace: the shape i18next's types check keys and placeholders against. */
export type CatalogueResources = { [N in Namespace]: (typeof catalogue)[N]['en'] };

export function isNamespace(value: string): value is Namespace {
  return Object.hasOwn(catalogue, value);
}

/**
 * A fresh copy of one locale's texts, namespace → key → text. Fresh because i18next merges server
 * message sets into the object it is given, and the catalogue modules must stay as written.
 */
export function catalogueFor(locale: Locale): Record<Namespace, Record<string, string>> {
  const resources = {} as Record<Namespace, Record<string, string>>;
  for (const ns of NAMESPACES) resources[ns] = { ...catalogue[ns][locale] };
  return resources;
}
