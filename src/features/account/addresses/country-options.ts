import type { Locale } from '../../../i18n';
import { permittedGroups } from '../../../domain/regions';
import { sortByCountryName } from '../../layout';

/**
 * The countries an account address may name: every country of the program's permitted region
 * groups, by name in the locale, plus the address's own if it lies elsewhere (an older record).
 */
export function countryCodes(continents: readonly string[] | undefined, locale: Locale, current?: string): string[] {
  const codes = new Set<string>();
  for (const group of permittedGroups(continents)) for (const region of group.regions) for (const code of region.countries) codes.add(code);
  if (codes.size === 0) codes.add('USA');
  if (current && /^[A-Z]{3}$/.test(current)) codes.add(current);
  return sortByCountryName([...codes], locale);
}
