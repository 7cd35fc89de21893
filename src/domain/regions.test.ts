import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGION, permittedGroups, REGION_GROUPS, regionByCode, regionOfCountry } from './regions';

countries.registerLocale(en);

describe('region groups', () => {
  it('are the ten groups of product/locales-and-regions.md rule 9, USA split into five regions', () => {
    expect(REGION_GROUPS.map((g) => g.code)).toEqual(['USA', 'NA', 'SA', 'AF', 'AS', 'OC', 'EU', 'NON-EU', 'ISC', 'ME']);
    expect(REGION_GROUPS[0]!.regions.map((r) => r.code)).toEqual(['USA-CONT', 'USA-HI', 'USA-AK', 'USA-VI', 'USA-PR']);
  });

  it.each(REGION_GROUPS.flatMap((g) => g.regions).map((r) => [r.code, r] as const))('%s has valid alpha-3 countries', (_, region) => {
    expect(region.countries.length).toBeGreaterThan(0);
    for (const code of region.countries) {
      expect(countries.isValid(code), code).toBe(true);
      expect(countries.alpha3ToAlpha2(code), code).toBeDefined();
      expect(countries.getName(code, 'en'), code).toBeTruthy();
    }
  });

  it('puts each country outside the USA group in exactly one group', () => {
    const seen = new Map<string, string>();
    for (const group of REGION_GROUPS.filter((g) => g.code !== 'USA')) {
      for (const code of group.regions.flatMap((r) => r.countries)) {
        expect(seen.get(code), `${code} in ${group.code} and ${seen.get(code)}`).toBeUndefined();
        seen.set(code, group.code);
      }
    }
    // The 27 member states, whatever else the EU group holds.
    expect(regionByCode('EU')!.countries.filter((c) => c !== 'ALA')).toHaveLength(27);
  });

  it('finds regions by code and by country, limited to permitted groups', () => {
    expect(regionByCode(DEFAULT_REGION.location)?.countries).toContain(DEFAULT_REGION.country);
    expect(regionOfCountry('USA')?.code).toBe('USA-CONT');
    expect(regionOfCountry('DEU')?.code).toBe('EU');
    expect(regionOfCountry('DEU', permittedGroups(['USA', 'NA']))).toBeUndefined();
    expect(permittedGroups(['EU', 'USA', 'XX']).map((g) => g.code)).toEqual(['USA', 'EU']);
  });
});
