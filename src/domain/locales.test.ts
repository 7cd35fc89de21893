import { describe, expect, it } from 'vitest';
import { addressLocale } from './address-locale';
import { DEFAULT_LOCALE, firstOfferedLocale, intlLocale, LOCALES, normalizeLocale, pickLocale, productNameLocale, programLocales } from './locales';

describe('locales', () => {
  it('are the seven of product/locales-and-regions.md rule 1, default en', () => {
    expect(LOCALES).toEqual(['en', 'fr', 'sp', 'ge', 'it', 'pt', 'nl']);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it.each([
    ['en', 'en'],
    ['sp', 'sp'],
    ['ge', 'ge'],
    ['es', 'sp'],
    ['de', 'ge'],
    ['ES', 'sp'],
    ['De', 'ge'],
    ['fr-FR', 'fr'],
    ['de-AT', 'ge'],
    ['es_MX', 'sp'],
    ['pt-BR', 'pt'],
    [' NL ', 'nl'],
    ['en-US', 'en'],
  ])('normalizeLocale(%j) is %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  it.each(['', 'xx', 'english', 'zh-CN', 'e', null, undefined])('normalizeLocale(%j) names no locale', (input) => {
    expect(normalizeLocale(input)).toBeUndefined();
  });

  it('maps product-name locales sp to es and ge to de, the others unchanged', () => {
    expect(LOCALES.map(productNameLocale)).toEqual(['en', 'fr', 'es', 'de', 'it', 'pt', 'nl']);
  });

  it('gives BCP 47 tags for Intl and <html lang>', () => {
    expect(LOCALES.map(intlLocale)).toEqual(['en-US', 'fr', 'es', 'de', 'it', 'pt-BR', 'nl']);
    for (const locale of LOCALES) expect(Intl.getCanonicalLocales(intlLocale(locale))).toEqual([intlLocale(locale)]);
  });

  it("limits to the program's languages, in its order, aliases resolved, unknown and repeats dropped", () => {
    expect(programLocales({ languages: ['fr', 'en'] })).toEqual(['fr', 'en']);
    expect(programLocales({ languages: ['de', 'ge', 'es', 'xx'] })).toEqual(['ge', 'sp']);
    expect(programLocales({ languages: [] })).toEqual(['en']);
    expect(programLocales(null)).toEqual(['en']);
  });

  it('picks the wanted locale when offered, else en, else the first offered', () => {
    expect(pickLocale('fr', ['en', 'fr'])).toBe('fr');
    expect(pickLocale('nl', ['en', 'fr'])).toBe('en');
    expect(pickLocale('nl', ['fr', 'ge'])).toBe('fr');
    expect(pickLocale(undefined, ['ge'])).toBe('ge');
  });

  it('takes the first candidate the program offers, in order, aliases resolved; else as pickLocale', () => {
    expect(firstOfferedLocale(['fr', 'ge', 'en'], ['en', 'ge'])).toBe('ge');
    expect(firstOfferedLocale([undefined, null, 'de', 'fr'], ['en', 'ge', 'fr'])).toBe('ge');
    expect(firstOfferedLocale(['xx', 'nl'], ['en', 'fr'])).toBe('en');
    expect(firstOfferedLocale([], ['fr', 'ge'])).toBe('fr');
  });

  it("reads the language an address's lang parameter names", () => {
    expect(addressLocale('?token=a&email=b&lang=ge')).toBe('ge');
    expect(addressLocale(new URLSearchParams('lang=de-AT'))).toBe('ge');
    expect(addressLocale('?lang=ES')).toBe('sp');
    for (const search of ['', '?lang=', '?lang=xx', '?language=fr', '?lang=%3Cscript%3E']) expect(addressLocale(search), search).toBeUndefined();
  });
});
