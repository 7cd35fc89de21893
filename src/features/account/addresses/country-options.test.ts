import { describe, expect, it } from 'vitest';
import { countryCodes } from './country-options';

describe('countryCodes', () => {
  it('lists every country of the permitted groups once, by name in the locale', () => {
    const summit = countryCodes(['USA', 'NA', 'EU'], 'en');
    expect(summit).toContain('USA');
    expect(summit).toContain('CAN');
    expect(summit).toContain('FRA');
    expect(new Set(summit).size).toBe(summit.length);
    expect(summit.indexOf('CAN')).toBeLessThan(summit.indexOf('FRA'));
    expect(countryCodes(['USA'], 'en')).toEqual(expect.arrayContaining(['USA', 'VIR', 'PRI']));
    expect(countryCodes(['USA'], 'en')).not.toContain('CAN');
  });

  it('keeps an address’s own country even outside the program’s groups', () => {
    expect(countryCodes(['USA'], 'en', 'JPN')).toContain('JPN');
    expect(countryCodes(['USA'], 'en', 'Select Country...')).not.toContain('Select Country...');
  });

  it('falls back to the USA when the program permits no group', () => {
    expect(countryCodes([], 'en')).toEqual(['USA']);
  });
});
