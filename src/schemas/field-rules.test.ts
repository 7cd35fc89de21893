import { describe, expect, it } from 'vitest';

import * as rules from './field-rules';

const {
  ADDRESS_LIMITS,
  CANADIAN_POSTCODE_PATTERN,
  COUNTRY_CODE_PATTERN,
  EMAIL_PATTERN,
  EXTENSION_PATTERN,
  INTERNATIONAL_PHONE_PATTERN,
  NEW_PASSWORD_PATTERN,
  NORTH_AMERICAN_PHONE_PATTERN,
  US_POSTCODE_PATTERN,
} = rules;

describe('length limits', () => {
  it('match product/validation.md and product/constants.md', () => {
    expect(rules.REQUIRED_TEXT_MIN).toBe(2);
    expect(rules.NAME_MAX).toBe(50);
    expect(rules.COMPANY_MAX).toBe(50);
    expect(rules.ADDRESS_LINE_MAX).toBe(50);
    expect(rules.STATE_MAX).toBe(2);
    expect(rules.STATE_MAX_CHECKOUT_OTHER).toBe(3);
    expect(rules.POSTCODE_MAX_ACCOUNT_USA).toBe(10);
    expect(rules.POSTCODE_MAX_ACCOUNT_CAN).toBe(7);
    expect(rules.POSTCODE_MAX_ACCOUNT_OTHER).toBe(9);
    expect(rules.POSTCODE_MAX_CHECKOUT).toBe(10);
    expect(rules.PHONE_MAX_ACCOUNT_NORTH_AMERICA).toBe(18);
    expect(rules.PHONE_MAX_ACCOUNT_OTHER).toBe(50);
    expect(rules.PHONE_MAX_CHECKOUT).toBe(16);
    expect(rules.EXTENSION_MAX).toBe(5);
    expect(rules.PASSWORD_MIN).toBe(8);
    expect(rules.PASSWORD_MAX).toBe(16);
    expect(rules.SUGGESTIONS_MIN_CHARS).toBe(3);
    expect(rules.COUNTRY_PLACEHOLDER).toBe('Select Country...');
  });

  it('give the API contract the widest value any form allows', () => {
    const all = Object.values(ADDRESS_LIMITS).flatMap((byCountry) => Object.values(byCountry));
    expect(rules.POSTCODE_MAX).toBe(Math.max(...all.map((limits) => limits.postcodeMax)));
    expect(rules.PHONE_MAX).toBe(Math.max(...all.map((limits) => limits.phoneMax)));
  });

  it('table per form and country type', () => {
    expect(ADDRESS_LIMITS).toEqual({
      account: {
        USA: { stateMax: 2, postcodeMax: 10, phoneMax: 18 },
        CAN: { stateMax: 2, postcodeMax: 7, phoneMax: 18 },
        OTHER: { stateMax: 2, postcodeMax: 9, phoneMax: 50 },
      },
      checkout: {
        USA: { stateMax: 2, postcodeMax: 10, phoneMax: 16 },
        CAN: { stateMax: 2, postcodeMax: 10, phoneMax: 16 },
        OTHER: { stateMax: 3, postcodeMax: 10, phoneMax: 16 },
      },
    });
  });
});

describe('pattern sources', () => {
  const exported: Record<string, unknown> = rules;
  const sources = Object.keys(exported)
    .filter((name) => name.endsWith('_PATTERN_SOURCE'))
    .map((name) => [name, String(exported[name])] as const);

  it('are exported for every pattern', () => {
    const patterns = Object.keys(rules).filter((name) => name.endsWith('_PATTERN'));
    expect(patterns.length).toBeGreaterThanOrEqual(13);
    expect(sources.map(([name]) => name).sort()).toEqual(patterns.map((name) => `${name}_SOURCE`).sort());
  });

  it.each(sources)('%s is the RegExp source and also compiles in unicode mode (ajv)', (name, source) => {
    const pattern = exported[name.replace(/_SOURCE$/, '')];
    expect(pattern).toBeInstanceOf(RegExp);
    expect((pattern as RegExp).source).toBe(source);
    expect((pattern as RegExp).flags).toBe('');
    expect(() => new RegExp(source, 'u')).not.toThrow();
  });
});

describe('EMAIL_PATTERN', () => {
  it.each(['alex@summit.example', 'a.b_c%d+e-f@mail.co.uk', 'X9@sub-domain.io', 'a@b.cd'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(['', 'alex', 'alex@', '@summit.example', 'alex@summit', 'alex@summit.c', 'alex@summit.c0m', 'al ex@summit.example', 'alex@@summit.example', 'alex!@summit.example', ' alex@summit.example'])(
    'rejects %j',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    },
  );
});

describe('NORTH_AMERICAN_PHONE_PATTERN', () => {
  it.each([
    '(555) 123-4567',
    '+1 555.123.4567',
    '1-555-123-4567',
    '55 555 123 4567',
    '5551234567',
    '555-123-4567',
    '555.123.4567',
    '555 123 4567',
    '(555)123-4567',
    '+12 (555) 123-4567',
    '+15551234567',
  ])('accepts %s', (phone) => {
    expect(NORTH_AMERICAN_PHONE_PATTERN.test(phone)).toBe(true);
  });

  it.each([
    '555-1234',
    '555-123-456',
    '555-123-45678',
    '123 555 123 4567',
    '(555 123 4567',
    '555) 123 4567',
    '555--123-4567',
    '555_123_4567',
    'phone 555-123-4567',
    '+1 555 123 4567 x12',
    '',
  ])('rejects %j', (phone) => {
    expect(NORTH_AMERICAN_PHONE_PATTERN.test(phone)).toBe(false);
  });
});

describe('INTERNATIONAL_PHONE_PATTERN', () => {
  it.each([
    '+49 30 1234567',
    '+49 (0)30 1234567',
    '030 1234567',
    '+33 1 23 45 67 89',
    '01.23.45.67.89',
    '+44 20 7946 0958',
    '(020) 7946-0958',
    '1234567',
    '+123456789012345',
  ])('accepts %s', (phone) => {
    expect(INTERNATIONAL_PHONE_PATTERN.test(phone)).toBe(true);
  });

  it.each([
    '123456',
    '+1234567890123456',
    '++49 30 1234567',
    '49 30 1234567 ext',
    '-49 30 1234567',
    '+49 30 1234567-',
    '+49/30/1234567',
    '',
  ])('rejects %j', (phone) => {
    expect(INTERNATIONAL_PHONE_PATTERN.test(phone)).toBe(false);
  });

  // The contract states this pattern alone, so it must not refuse a number the USA takes.
  it.each(['(555) 123-4567', '+1 555.123.4567', '+12 (555) 123-4567', '55 555 123 4567', '(555)123-4567'])(
    'accepts the North American %s too',
    (phone) => {
      expect(NORTH_AMERICAN_PHONE_PATTERN.test(phone)).toBe(true);
      expect(INTERNATIONAL_PHONE_PATTERN.test(phone)).toBe(true);
    },
  );
});

describe('US_POSTCODE_PATTERN', () => {
  it.each(['82001', '82001-1234', '82001 1234', '820011234'])('accepts %s', (zip) => {
    expect(US_POSTCODE_PATTERN.test(zip)).toBe(true);
  });

  it.each(['8200', '820011', '82001-123', '82001-12345', '82001_1234', '82001--1234', 'ABCDE', '82001-ABCD', ''])(
    'rejects %j',
    (zip) => {
      expect(US_POSTCODE_PATTERN.test(zip)).toBe(false);
    },
  );
});

describe('CANADIAN_POSTCODE_PATTERN', () => {
  it.each(['K1A 0B1', 'K1A-0B1', 'K1A0B1', 'k1a 0b1'])('accepts %s', (code) => {
    expect(CANADIAN_POSTCODE_PATTERN.test(code)).toBe(true);
  });

  it.each(['K1A  0B1', 'K1A_0B1', '1KA 0B1', 'K1A 0BB', 'KKA 0B1', 'K1A 0B', 'K1A 0B12', '82001', ''])('rejects %j', (code) => {
    expect(CANADIAN_POSTCODE_PATTERN.test(code)).toBe(false);
  });
});

describe('EXTENSION_PATTERN and COUNTRY_CODE_PATTERN', () => {
  it('extension: digits only (length is a separate limit)', () => {
    expect(EXTENSION_PATTERN.test('12345')).toBe(true);
    expect(EXTENSION_PATTERN.test('')).toBe(true);
    expect(EXTENSION_PATTERN.test('12a')).toBe(false);
    expect(EXTENSION_PATTERN.test('1 2')).toBe(false);
    expect(EXTENSION_PATTERN.test('-1')).toBe(false);
  });

  it('country code: three capital letters', () => {
    expect(COUNTRY_CODE_PATTERN.test('USA')).toBe(true);
    expect(COUNTRY_CODE_PATTERN.test('FRA')).toBe(true);
    expect(COUNTRY_CODE_PATTERN.test('usa')).toBe(false);
    expect(COUNTRY_CODE_PATTERN.test('US')).toBe(false);
    expect(COUNTRY_CODE_PATTERN.test('USAA')).toBe(false);
    expect(COUNTRY_CODE_PATTERN.test('Select Country...')).toBe(false);
  });
});

describe('NEW_PASSWORD_PATTERN', () => {
  it.each(['Summit#2026', 'Aa1!aaaa', 'Aa1!aaaaaaaaaaaa'])('accepts %s', (password) => {
    expect(NEW_PASSWORD_PATTERN.test(password)).toBe(true);
  });

  it.each(['Aa1!aaa', 'Aa1!aaaaaaaaaaaaa', 'SUMMIT#2026', 'summit#2026', 'Summit2026', 'Summit#Peak', 'Summit 2026'])(
    'rejects %s',
    (password) => {
      expect(NEW_PASSWORD_PATTERN.test(password)).toBe(false);
    },
  );
});
