import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { ALPHA3_CODES, alpha2Of } from './country-codes';
import { countryName, sortByCountryName } from './country-names';
import { REGION_GROUPS } from './regions';

describe('alpha-3 → alpha-2 table', () => {
  it('holds every ISO 3166-1 code i18n-iso-countries knows, each with its alpha-2 code', () => {
    const known = Object.keys(countries.getAlpha3Codes()).sort();
    expect([...ALPHA3_CODES].sort()).toEqual(known);
    for (const code of known) expect(alpha2Of(code), code).toBe(countries.alpha3ToAlpha2(code));
  });

  it('reads lower case too, and has nothing for what is not a code', () => {
    expect(alpha2Of('deu')).toBe('DE');
    expect(alpha2Of('XYZ')).toBeUndefined();
    expect(alpha2Of('')).toBeUndefined();
  });
});

describe('country names', () => {
  it('are in the locale, pt as Brazilian Portuguese', () => {
    expect(countryName('DEU', 'en')).toBe('Germany');
    expect(countryName('DEU', 'fr')).toBe('Allemagne');
    expect(countryName('DEU', 'ge')).toBe('Deutschland');
    expect(countryName('DEU', 'sp')).toBe('Alemania');
    expect(countryName('DEU', 'nl')).toBe('Duitsland');
    expect(countryName('USA', 'en')).toBe('United States');
    expect(countryName('USA', 'pt')).toBe('Estados Unidos');
  });

  it('falls back to the code when it is not one', () => {
    expect(countryName('XYZ', 'en')).toBe('XYZ');
  });

  it('name every country the location dialog offers, in every locale', () => {
    const codes = REGION_GROUPS.flatMap((g) => g.regions.flatMap((r) => r.countries));
    for (const locale of ['en', 'fr', 'sp', 'ge', 'it', 'pt', 'nl'] as const) {
      for (const code of codes) expect(countryName(code, locale), `${code} in ${locale}`).not.toBe(code);
    }
  });

  it('sort by name in the locale', () => {
    expect(sortByCountryName(['DEU', 'AUT', 'ESP'], 'en')).toEqual(['AUT', 'DEU', 'ESP']);
    // Allemagne, Autriche, Espagne
    expect(sortByCountryName(['ESP', 'AUT', 'DEU'], 'fr')).toEqual(['DEU', 'AUT', 'ESP']);
  });
});
