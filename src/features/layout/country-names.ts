import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import it from 'i18n-iso-countries/langs/it.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import pt from 'i18n-iso-countries/langs/pt.json';
import { productNameLocale, type Locale } from '../../i18n/locales';

// The seven program locales' languages; sp and ge are es and de to the library, as to product data.
// Registered at the first name asked for, not on import: a registration at module level is a side
// effect, which kept these tables (about 15 kB compressed) in the first download of every page,
// /login included, through the layout area's index (issue 9).
let registered = false;
function registerLocales() {
  if (registered) return;
  for (const data of [en, fr, es, de, it, pt, nl]) countries.registerLocale(data);
  registered = true;
}

/** The country's name in the locale (alpha-3 code in, e.g. 'DEU' → 'Allemagne' in fr); the code if unknown. */
export function countryName(code: string, locale: Locale): string {
  registerLocales();
  return countries.getName(code, productNameLocale(locale)) ?? countries.getName(code, 'en') ?? code;
}

/** Codes sorted by their name in the locale. */
export function sortByCountryName(codes: readonly string[], locale: Locale): string[] {
  const collator = new Intl.Collator(productNameLocale(locale));
  return [...codes].sort((a, b) => collator.compare(countryName(a, locale), countryName(b, locale)));
}
