import type { Locale, TFunction } from '../../i18n';
import { countryName } from '../../domain/country-names';
import { regionByCode, type RegionChoice, type RegionCode, type RegionGroupCode } from '../../domain/regions';

export type ShellT = TFunction<'shell'>;

export function regionLabel(t: ShellT, code: RegionCode | RegionGroupCode): string {
  return t(`region.${code}`);
}

/**
 * How a location reads in one line: the country when the region has several (EU + DEU → Germany),
 * else the region (USA-CONT → Continental USA).
 */
export function placeLabel(t: ShellT, locale: Locale, choice: RegionChoice): string {
  const region = regionByCode(choice.location);
  if (!region || region.countries.length > 1) return countryName(choice.country, locale);
  return regionLabel(t, region.code);
}
