import { normalizeLocale, type Locale } from './locales';

/**
 * The query parameter a link names its page's language in (`?lang=ge`). The mail's password links
 * carry the language the mail is written in, so the page they open speaks it too.
 */
export const LANGUAGE_PARAM = 'lang';

/** The locale an address's query names in `lang` (aliases and region variants accepted), or undefined. */
export function addressLocale(search: string | URLSearchParams): Locale | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return normalizeLocale(params.get(LANGUAGE_PARAM));
}
