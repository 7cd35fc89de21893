import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { REGION_GROUPS } from '../domain/regions';
import { locationChoiceSchema, regionSchema } from './location';
import { validationMessages as m } from './messages';
import { allMessages, firstMessages } from './test-helpers';

describe('locationChoiceSchema', () => {
  it('accepts a region, a country, or both', () => {
    expect(v.parse(locationChoiceSchema, { location: 'USA-CONT' })).toEqual({ location: 'USA-CONT' });
    expect(v.parse(locationChoiceSchema, { country: 'FRA' })).toEqual({ country: 'FRA' });
    expect(v.safeParse(locationChoiceSchema, { location: 'EU', country: 'FRA' }).success).toBe(true);
    expect(v.safeParse(locationChoiceSchema, { location: 'EU', country: null }).success).toBe(true);
  });

  it.each([{}, { location: '', country: '' }, { location: '  ' }, { location: null, country: null }, { country: 'Select Country...' }])(
    'says "Region/Country is required!" for %j',
    (choice) => {
      expect(allMessages(locationChoiceSchema, choice)).toEqual(['Region/Country is required!']);
    },
  );

  it('refuses a malformed country or an over-long region', () => {
    expect(firstMessages(locationChoiceSchema, { country: 'france' })).toEqual({ country: m.invalidCountry });
    expect(firstMessages(locationChoiceSchema, { location: 'R'.repeat(33) })).toEqual({ location: m.invalidRegion });
    expect(firstMessages(locationChoiceSchema, { location: 'R'.repeat(32) })).toEqual({});
  });

  it('accepts every country of every region (src/domain/regions.ts)', () => {
    const codes = REGION_GROUPS.flatMap((group) => group.regions.flatMap((region) => region.countries));
    expect(codes.length).toBeGreaterThan(100);
    for (const country of codes) expect(firstMessages(locationChoiceSchema, { country }), country).toEqual({});
  });

  it('refuses something that is not an object', () => {
    expect(allMessages(locationChoiceSchema, undefined)).toEqual([m.regionRequired]);
  });
});

describe('regionSchema', () => {
  it('needs a region group of 1 to 32 characters and a three-letter country', () => {
    expect(v.parse(regionSchema, { location: 'USA-CONT', country: 'USA' })).toEqual({ location: 'USA-CONT', country: 'USA' });
    expect(firstMessages(regionSchema, { location: '', country: 'usa' })).toEqual({
      location: 'Please choose a valid region.',
      country: m.invalidRegion,
    });
    expect(firstMessages(regionSchema, { location: 'R'.repeat(33), country: 'USA' })).toEqual({ location: m.invalidRegion });
    expect(firstMessages(regionSchema, {})).toEqual({ location: m.invalidRegion, country: m.invalidRegion });
    expect(firstMessages(regionSchema, 'USA')).toEqual({ $: m.invalidRegion });
  });
});
