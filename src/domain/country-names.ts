import { intlLocale, type Locale } from './locales';
import { alpha2Of } from './country-codes';

// Country names are the browser's own (CLDR, through Intl.DisplayNames), in the locale the app
// formats numbers and dates in (pt is pt-BR). Shipping name tables for seven languages cost every
// signed-in page about 18 kB of compressed script (docs/performance.md).
const displayNames = new Map<string, Intl.DisplayNames>();
function namesIn(language: string): Intl.DisplayNames {
  let names = displayNames.get(language);
  if (!names) {
    // fallback 'none': an unknown code responses undefined rather than itself, so the caller decides.
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    displayNames.set(language, names);
  }
  return names;
}

/** The country's name in the locale (alpha-3 code in, e.g. 'DEU' → 'Allemagne' in fr); the code if unknown. */
export function countryName(code: string, locale: Locale): string {
  const alpha2 = alpha2Of(code);
  return (alpha2 && namesIn(intlLocale(locale)).of(alpha2)) || code;
}

/** Codes sorted by their name in the locale. */
export function sortByCountryName(codes: readonly string[], locale: Locale): string[] {
  const collator = new Intl.Collator(intlLocale(locale));
  return [...codes].sort((a, b) => collator.compare(countryName(a, locale), countryName(b, locale)));
}
