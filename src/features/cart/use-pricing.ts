import type { Program } from '../../api/queries/program';
import { useLocale, type Locale } from '../../i18n';
import type { Region } from '../../schemas/location';
// The layout keeps the participant's location; its effective value (a stored choice the program
// still permits, else the program's default) is what prices follow.
import { useRegion } from '../layout/use-region';

/** Prices follow the participant's region [locales-and-regions 13], names their language. */
export function usePricing(program: Pick<Program, 'continents' | 'defaultContinent' | 'defaultCountry'>): {
  region: Region;
  locale: Locale;
} {
  const [region] = useRegion(program);
  const { locale } = useLocale();
  return { region, locale };
}
