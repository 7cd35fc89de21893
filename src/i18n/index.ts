// The i18n foundation: the message catalogue, the translator, server message sets, Intl
// formatting, and the React provider and hooks, with the locales of src/domain/locales.ts for
// the code that translates. See docs/i18n.md for adding texts.
export { createI18n, loadLocale, type I18n } from './create-i18n';
export { addressLocale, LANGUAGE_PARAM } from '../domain/address-locale';
export type { TFunction } from './texts';
export { applyServerMessages, splitMessageId, type ServerMessageSets } from './server-messages';
export { formatDate, formatNumber, prepareNumberFormat, type DateStyle } from './format';
export { I18nProvider, useLocale, type I18nProviderProps, type LocaleContextValue } from './i18n-provider';
export { useFormat, useT } from './hooks';
export { builtInTermKey, translateBuiltInTerm, type BuiltInTermKey } from './built-in-terms';
export {
  DEFAULT_LOCALE,
  firstOfferedLocale,
  LOCALES,
  intlLocale,
  isLocale,
  normalizeLocale,
  pickLocale,
  productNameLocale,
  programLocales,
  type Locale,
  type ProductNameLocale,
} from '../domain/locales';
export { NAMESPACES, type Namespace } from './messages';
