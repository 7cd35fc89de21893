import type { components } from '../api/schema.gen.ts';
import { productNameLocale, type Locale } from './locales';

type Langs = Pick<components['schemas']['Product'], 'langs'>;

/**
 * [locales-and-regions 5]: the product's name in the participant's language where the catalogue
 * translates it (sp reads es, ge reads de); undefined where it does not, and each caller falls back
 * to the name it has (the product's own, or the one an order kept). The shop and the mails both read it.
 */
export function translatedProductName(product: Langs | null | undefined, locale: Locale): string | undefined {
  const translated = product?.langs?.[productNameLocale(locale)]?.productName;
  return translated?.trim() ? translated : undefined;
}
