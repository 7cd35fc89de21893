import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import {
  accountAddressByCountrySchema,
  accountAddressSchema,
  accountBookAddressSchema,
  checkoutAddressByCountrySchema,
  checkoutAddressSchema,
  countryTypeOf,
  isAccountAddressCountry,
  isAccountSaveEnabled,
  isCountryChosen,
  type AddressDraft,
} from './address';
import type { CountryType } from './field-rules';
import { validationMessages as m } from './messages';
import { allMessages, firstMessages } from './test-helpers';

const usa = {
  fullName: 'Alex Summit',
  address1: '1 Main Street',
  townCity: 'Cheyenne',
  stateCounty: 'WY',
  country: 'USA',
  postcode: '82001',
  phone: '(555) 123-4567',
};
const canada = { ...usa, townCity: 'Ottawa', stateCounty: 'ON', country: 'CAN', postcode: 'K1A 0B1' };
const france = { ...usa, townCity: 'Paris', stateCounty: 'IF', country: 'FRA', postcode: '75001' };
const byType: Record<CountryType, typeof usa> = { USA: usa, CAN: canada, OTHER: france };

const account = (type: CountryType, input: unknown) => firstMessages(accountAddressSchema(type), input);
const checkout = (type: CountryType, input: unknown) => firstMessages(checkoutAddressSchema(type), input);
const chars = (n: number) => 'x'.repeat(n);

describe('countryTypeOf and isCountryChosen', () => {
  it('sorts three-letter codes into USA, CAN and OTHER', () => {
    expect(countryTypeOf('USA')).toBe('USA');
    expect(countryTypeOf('CAN')).toBe('CAN');
    expect(countryTypeOf('FRA')).toBe('OTHER');
    expect(countryTypeOf('')).toBe('OTHER');
    expect(countryTypeOf(undefined)).toBe('OTHER');
    expect(countryTypeOf(null)).toBe('OTHER');
  });

  it('treats empty and the placeholder as no choice', () => {
    expect(isCountryChosen('USA')).toBe(true);
    expect(isCountryChosen('')).toBe(false);
    expect(isCountryChosen('  ')).toBe(false);
    expect(isCountryChosen('Select Country...')).toBe(false);
    expect(isCountryChosen(null)).toBe(false);
  });
});

describe.each(['account', 'checkout'] as const)('%s address: rules shared by every country', (form) => {
  const schemaFor = form === 'account' ? accountAddressSchema : checkoutAddressSchema;

  it.each(['USA', 'CAN', 'OTHER'] as const)('accepts a valid %s address', (type) => {
    expect(v.safeParse(schemaFor(type), byType[type]).success).toBe(true);
  });

  it('trims text fields and drops unknown keys', () => {
    const parsed = v.parse(schemaFor('USA'), { ...usa, fullName: '  Alex Summit ', postcode: ' 82001 ', extra: 1 });
    expect(parsed.fullName).toBe('Alex Summit');
    expect(parsed.postcode).toBe('82001');
    expect(parsed).not.toHaveProperty('extra');
  });

  it.each([
    ['fullName', m.fullNameRequired],
    ['address1', m.address1Required],
    ['townCity', m.townCityRequired],
    ['stateCounty', m.stateRequired],
  ] as const)('%s needs more than 1 character', (field, message) => {
    const schema = schemaFor('USA');
    expect(firstMessages(schema, { ...usa, [field]: '' })).toEqual({ [field]: message });
    expect(firstMessages(schema, { ...usa, [field]: 'A' })).toEqual({ [field]: message });
    expect(firstMessages(schema, { ...usa, [field]: '  A  ' })).toEqual({ [field]: message });
    expect(firstMessages(schema, { ...usa, [field]: 'AB' })).toEqual({});
    const { [field]: _removed, ...without } = usa;
    expect(firstMessages(schema, without)).toEqual({ [field]: message });
  });

  it.each([
    ['fullName', 50],
    ['address1', 50],
    ['address2', 50],
    ['townCity', 50],
    ['city', 50],
    ['companyName', 50],
  ] as const)('%s allows %i characters, not one more', (field, max) => {
    const schema = schemaFor('USA');
    expect(firstMessages(schema, { ...usa, [field]: chars(max) })).toEqual({});
    expect(firstMessages(schema, { ...usa, [field]: chars(max + 1) })).toEqual({ [field]: m.tooLong });
  });

  it('needs a chosen country', () => {
    const schema = schemaFor('OTHER');
    expect(firstMessages(schema, { ...france, country: '' })).toEqual({ country: 'Please select a country.' });
    expect(firstMessages(schema, { ...france, country: 'Select Country...' })).toEqual({ country: m.countryRequired });
    expect(allMessages(schema, { ...france, country: 'Select Country...' })).toEqual([m.countryRequired]);
    expect(firstMessages(schema, { ...france, country: undefined })).toEqual({ country: m.countryRequired });
    expect(firstMessages(schema, { ...france, country: 'fra' })).toEqual({ country: m.invalidCountry });
    expect(firstMessages(schema, { ...france, country: 'FR' })).toEqual({ country: m.invalidCountry });
  });

  it("refuses a country of another type than the schema's", () => {
    expect(firstMessages(schemaFor('OTHER'), { ...france, country: 'CAN' })).toEqual({ country: m.invalidCountry });
    expect(firstMessages(schemaFor('USA'), { ...usa, country: 'FRA' })).toEqual({ country: m.invalidCountry });
    expect(allMessages(schemaFor('USA'), { ...usa, country: 'usa' })).toEqual([m.invalidCountry]);
  });

  it.each(['(555) 123-4567', '+1 555.123.4567', '1-555-123-4567', '55 555 123 4567', '555-123-4567'])(
    'accepts the phone %s',
    (phone) => {
      expect(firstMessages(schemaFor('USA'), { ...usa, phone })).toEqual({});
    },
  );

  it('refuses a phone that is not North American, or too short', () => {
    const schema = schemaFor('USA');
    expect(firstMessages(schema, { ...usa, phone: '555-1234' })).toEqual({ phone: m.invalidPhone });
    expect(firstMessages(schema, { ...usa, phone: '5' })).toEqual({ phone: m.phoneRequired });
    expect(allMessages(schema, { ...usa, phone: '' })).toEqual([m.phoneRequired]);
    expect(firstMessages(schema, { ...usa, phone: undefined })).toEqual({ phone: m.phoneRequired });
    // The account book is North American whatever the country; checkout abroad is not.
    expect(firstMessages(schemaFor('OTHER'), { ...france, phone: '01 23 45 67 89' })).toEqual(
      form === 'account' ? { phone: m.invalidPhone } : {},
    );
  });

  it('checks an alternative phone only when one is given', () => {
    const schema = schemaFor('USA');
    expect(firstMessages(schema, { ...usa, alternativePhone: '' })).toEqual({});
    expect(firstMessages(schema, { ...usa, alternativePhone: null })).toEqual({});
    expect(firstMessages(schema, { ...usa, alternativePhone: '555.987.6543' })).toEqual({});
    expect(firstMessages(schema, { ...usa, alternativePhone: '555-1234' })).toEqual({ alternativePhone: m.invalidPhone });
  });

  it.each(['phoneExt', 'alternativePhoneExt'] as const)('%s takes up to 5 digits only', (field) => {
    const schema = schemaFor('USA');
    for (const ok of ['', '1', '12345', null, undefined]) {
      expect(firstMessages(schema, { ...usa, [field]: ok })).toEqual({});
    }
    for (const bad of ['123456', '12a', 'x', '1-2', '+1']) {
      expect(firstMessages(schema, { ...usa, [field]: bad })).toEqual({ [field]: m.invalidExtension });
    }
  });

  it('keeps address lines 3 and 4 for addresses outside the USA', () => {
    for (const field of ['address3', 'address4'] as const) {
      expect(firstMessages(schemaFor('USA'), { ...usa, [field]: 'Building B' })).toEqual({
        [field]: 'Address lines 3 and 4 are not used for US addresses.',
      });
      expect(firstMessages(schemaFor('USA'), { ...usa, [field]: '  ' })).toEqual({});
      expect(firstMessages(schemaFor('USA'), { ...usa, [field]: null })).toEqual({});
      expect(firstMessages(schemaFor('CAN'), { ...canada, [field]: 'Building B' })).toEqual({});
      expect(firstMessages(schemaFor('OTHER'), { ...france, [field]: chars(50) })).toEqual({});
      expect(firstMessages(schemaFor('OTHER'), { ...france, [field]: chars(51) })).toEqual({ [field]: m.tooLong });
    }
  });

  it('takes an optional email, valid when given', () => {
    const schema = schemaFor('USA');
    expect(firstMessages(schema, { ...usa, email: '' })).toEqual({});
    expect(firstMessages(schema, { ...usa, email: null })).toEqual({});
    expect(firstMessages(schema, { ...usa, email: 'alex@summit.example' })).toEqual({});
    expect(firstMessages(schema, { ...usa, email: 'alex@summit' })).toEqual({ email: m.invalidEmail });
  });

  it('takes optional custom fields as label and value', () => {
    const schema = schemaFor('USA');
    const customField1 = { label: 'Cost Centre', value: 'CC-42' };
    expect(v.parse(schema, { ...usa, customField1 }).customField1).toEqual(customField1);
    expect(firstMessages(schema, { ...usa, customField2: null })).toEqual({});
    expect(firstMessages(schema, { ...usa, customField1: { label: 'Cost Centre', value: chars(100) } })).toEqual({});
    expect(firstMessages(schema, { ...usa, customField1: { label: 'Cost Centre', value: chars(101) } })).toEqual({
      'customField1.value': m.tooLong,
    });
    expect(firstMessages(schema, { ...usa, customField1: { label: chars(51), value: '' } })).toEqual({
      'customField1.label': m.tooLong,
    });
    expect(firstMessages(schema, { ...usa, customField1: 'CC-42' })).toEqual({ customField1: m.invalidValue });
  });

  it('takes an optional id and default flag', () => {
    const schema = schemaFor('USA');
    expect(v.parse(schema, { ...usa, id: 'adr_1', default: true })).toMatchObject({ id: 'adr_1', default: true });
    expect(firstMessages(schema, { ...usa, id: 'a/b' })).toEqual({ id: m.invalidValue });
    expect(firstMessages(schema, { ...usa, default: 'yes' })).toEqual({ default: m.invalidValue });
  });

  it('refuses line breaks and other control characters in the name and every address line; other letters and marks pass', () => {
    const schema = schemaFor('OTHER');
    for (const field of ['fullName', 'address1', 'address2', 'address3', 'townCity', 'city', 'stateCounty', 'postcode', 'companyName'] as const) {
      // A state is 2 characters in the account forms: the control character is the second.
      const bads = field === 'stateCounty' ? ['A\u0000', 'A\u0085', 'A\u202E'] : ['A\r\nBcc: x', 'Ab\nc', 'Ab\u0000', 'A\tb', 'A\u0085b', 'A\u2028b', 'A\u202Eb'];
      for (const bad of bads)
        expect(firstMessages(schema, { ...france, [field]: bad }), `${field} ${JSON.stringify(bad)}`).toEqual({ [field]: m.invalidValue });
    }
    expect(firstMessages(schema, { ...france, customField1: { label: 'Cost\nCentre', value: 'x' } })).toEqual({ 'customField1.label': m.invalidValue });
    expect(firstMessages(schema, { ...france, fullName: 'Zoé Ñúñez-王芳 👩‍💻', address1: "1 rue de l'Église" })).toEqual({});
    // Around the text, white space (a pasted trailing newline) is trimmed as before.
    expect(v.parse(schema, { ...france, fullName: ' Zoé Leclerc\n' }).fullName).toBe('Zoé Leclerc');
  });

  it('refuses something that is not an object', () => {
    expect(firstMessages(schemaFor('USA'), null)).toEqual({ $: m.invalidValue });
    expect(firstMessages(schemaFor('USA'), 'USA')).toEqual({ $: m.invalidValue });
  });
});

describe('postcodes', () => {
  it.each(['82001', '82001-1234', '82001 1234', '820011234'])('USA accepts %s', (postcode) => {
    expect(account('USA', { ...usa, postcode })).toEqual({});
    expect(checkout('USA', { ...usa, postcode })).toEqual({});
  });

  it.each(['8200', '82001-123', 'ABCDE', '82001_1234'])('USA refuses %s', (postcode) => {
    expect(account('USA', { ...usa, postcode })).toEqual({ postcode: m.invalidUsPostcode });
    expect(checkout('USA', { ...usa, postcode })).toEqual({ postcode: m.invalidUsPostcode });
  });

  it('USA needs one, at most 10 characters', () => {
    expect(allMessages(accountAddressSchema('USA'), { ...usa, postcode: '' })).toEqual([m.postcodeRequired]);
    expect(account('USA', { ...usa, postcode: '82001-12345' })).toEqual({ postcode: m.tooLong });
  });

  it.each(['K1A 0B1', 'K1A-0B1', 'K1A0B1', 'k1a 0b1'])('Canada accepts %s', (postcode) => {
    expect(account('CAN', { ...canada, postcode })).toEqual({});
    expect(checkout('CAN', { ...canada, postcode })).toEqual({});
  });

  it('Canada refuses other shapes, and needs one', () => {
    expect(account('CAN', { ...canada, postcode: '1KA 0B1' })).toEqual({ postcode: m.invalidCanadianPostcode });
    expect(account('CAN', { ...canada, postcode: '82001' })).toEqual({ postcode: m.invalidCanadianPostcode });
    expect(account('CAN', { ...canada, postcode: '' })).toEqual({ postcode: m.postcodeRequired });
    // 7 in the account forms, 10 at checkout.
    expect(account('CAN', { ...canada, postcode: 'K1A 0B12' })).toEqual({ postcode: m.tooLong });
    expect(checkout('CAN', { ...canada, postcode: 'K1A 0B12' })).toEqual({ postcode: m.invalidCanadianPostcode });
  });

  it('other countries take any postcode, or none: 9 in the account forms, 10 at checkout', () => {
    for (const postcode of ['', 'SW1A 1AA', 'D02 X285', '75001', chars(9)]) {
      expect(account('OTHER', { ...france, postcode })).toEqual({});
    }
    expect(account('OTHER', { ...france, postcode: chars(10) })).toEqual({ postcode: m.tooLong });
    expect(checkout('OTHER', { ...france, postcode: chars(10) })).toEqual({});
    expect(checkout('OTHER', { ...france, postcode: chars(11) })).toEqual({ postcode: m.tooLong });
  });
});

describe('per-form limits', () => {
  it('state: 2 everywhere in the account forms', () => {
    for (const type of ['USA', 'CAN', 'OTHER'] as const) {
      expect(account(type, { ...byType[type], stateCounty: 'ABC' })).toEqual({ stateCounty: m.tooLong });
    }
  });

  it('state: 3 at checkout outside the USA and Canada', () => {
    expect(checkout('OTHER', { ...france, stateCounty: 'IDF' })).toEqual({});
    expect(checkout('OTHER', { ...france, stateCounty: 'IDFX' })).toEqual({ stateCounty: m.tooLong });
    expect(checkout('USA', { ...usa, stateCounty: 'WYO' })).toEqual({ stateCounty: m.tooLong });
    expect(checkout('CAN', { ...canada, stateCounty: 'ONT' })).toEqual({ stateCounty: m.tooLong });
  });

  it('phone: 18 for USA and Canada in the account forms, 16 at checkout', () => {
    const eighteen = '+12 (555) 123-4567';
    expect(eighteen).toHaveLength(18);
    expect(account('USA', { ...usa, phone: eighteen })).toEqual({});
    expect(account('CAN', { ...canada, phone: eighteen })).toEqual({});
    expect(account('USA', { ...usa, phone: `${eighteen}8` })).toEqual({ phone: m.tooLong });
    expect(checkout('USA', { ...usa, phone: eighteen })).toEqual({ phone: m.tooLong });
    expect(checkout('USA', { ...usa, phone: '1 (555) 123-4567' })).toEqual({});
    expect(checkout('USA', { ...usa, phone: '+1 (555) 123-4567' })).toEqual({ phone: m.tooLong });
  });

  it('phone: 50 for other countries in the account forms', () => {
    expect(account('OTHER', { ...france, phone: ` ${'5'.repeat(50)}` })).toEqual({ phone: m.invalidPhone });
    expect(account('OTHER', { ...france, phone: '5'.repeat(51) })).toEqual({ phone: m.tooLong });
    expect(checkout('OTHER', { ...france, phone: '5'.repeat(17) })).toEqual({ phone: m.tooLong });
  });
});

describe('checkout phone by country', () => {
  const germany = { ...france, townCity: 'Berlin', stateCounty: 'BE', country: 'DEU', postcode: '10115' };
  const britain = { ...france, townCity: 'London', stateCounty: 'LND', country: 'GBR', postcode: 'SW1A 1AA' };
  const byCountry = { DEU: germany, FRA: france, GBR: britain, USA: usa, CAN: canada };
  const atCheckout = (input: unknown) => firstMessages(checkoutAddressByCountrySchema(), input);

  it.each([
    ['DEU', '+49 30 1234567'],
    ['DEU', '030 1234567'],
    ['FRA', '+33 1 23456789'],
    ['FRA', '01.23.45.67.89'],
    ['GBR', '+44 20 7946 0958'],
    ['GBR', '(020) 7946-0958'],
    ['USA', '(555) 123-4567'],
    ['USA', '+1 555.123.4567'],
    ['CAN', '(613) 555-0199'],
    ['CAN', '1-613-555-0199'],
  ] as const)('%s accepts %s', (country, phone) => {
    expect(atCheckout({ ...byCountry[country], phone })).toEqual({});
    expect(atCheckout({ ...byCountry[country], phone: '', alternativePhone: phone })).toEqual({ phone: m.phoneRequired });
    expect(atCheckout({ ...byCountry[country], alternativePhone: phone })).toEqual({});
  });

  it.each([
    ['DEU', '+49 30 12', m.invalidInternationalPhone],
    ['DEU', '+49 30 12345 ext', m.invalidInternationalPhone],
    ['FRA', '++33 1 23 45 67', m.invalidInternationalPhone],
    ['GBR', '+44/20/7946/0958', m.invalidInternationalPhone],
    // Seventeen characters: over the checkout's sixteen before the pattern is asked.
    ['GBR', '+44 (0)20 7946-09', m.tooLong],
    ['USA', '+49 30 1234567', m.invalidPhone],
    ['USA', '555-1234', m.invalidPhone],
    ['CAN', '+33 1 23456789', m.invalidPhone],
    ['CAN', '613 555 019', m.invalidPhone],
  ] as const)('%s refuses %s', (country, phone, message) => {
    expect(atCheckout({ ...byCountry[country], phone })).toEqual({ phone: message });
    expect(atCheckout({ ...byCountry[country], alternativePhone: phone })).toEqual({ alternativePhone: message });
  });

  it('keeps the account book North American abroad (its Save stays USA-only)', () => {
    expect(firstMessages(accountAddressSchema('OTHER'), { ...germany, phone: '+49 30 1234567' })).toEqual({
      phone: m.invalidPhone,
    });
  });
});

describe('checkout email for claim programs', () => {
  const schema = checkoutAddressSchema('USA', { emailRequired: true });

  it('needs a valid email', () => {
    expect(firstMessages(schema, usa)).toEqual({ email: m.invalidEmail });
    expect(firstMessages(schema, { ...usa, email: '' })).toEqual({ email: m.invalidEmail });
    expect(firstMessages(schema, { ...usa, email: 'claim@' })).toEqual({ email: m.invalidEmail });
    expect(firstMessages(schema, { ...usa, email: 'claim@thanks.example' })).toEqual({});
  });

  it('is a distinct schema from the default one, which leaves email optional', () => {
    expect(schema).not.toBe(checkoutAddressSchema('USA'));
    expect(checkoutAddressSchema('USA')).toBe(checkoutAddressSchema('USA', { emailRequired: false }));
  });
});

describe('by-country schemas', () => {
  it('apply the rules of the address own country', () => {
    expect(firstMessages(accountAddressByCountrySchema, { ...canada, postcode: '82001' })).toEqual({
      postcode: m.invalidCanadianPostcode,
    });
    expect(firstMessages(accountAddressByCountrySchema, { ...usa, postcode: 'K1A 0B1' })).toEqual({
      postcode: m.invalidUsPostcode,
    });
    expect(firstMessages(accountAddressByCountrySchema, { ...france, postcode: 'anything' })).toEqual({});
    expect(firstMessages(checkoutAddressByCountrySchema(), { ...france, stateCounty: 'IDF' })).toEqual({});
    expect(firstMessages(accountAddressByCountrySchema, { ...france, stateCounty: 'IDF' })).toEqual({ stateCounty: m.tooLong });
  });

  it('report a missing country, and non-objects', () => {
    const { country: _removed, ...noCountry } = usa;
    expect(firstMessages(accountAddressByCountrySchema, noCountry)).toEqual({ country: m.countryRequired });
    expect(firstMessages(accountAddressByCountrySchema, 42)).toEqual({ $: m.invalidValue });
  });

  it('pass the claim email option on', () => {
    expect(firstMessages(checkoutAddressByCountrySchema({ emailRequired: true }), canada)).toEqual({ email: m.invalidEmail });
  });
});

describe('the account address book: USA addresses only', () => {
  it('is one predicate for the forms and the server', () => {
    expect(isAccountAddressCountry('USA')).toBe(true);
    expect(isAccountAddressCountry(' USA ')).toBe(true);
    for (const country of ['CAN', 'FRA', 'usa', '', 'Select Country...', null, undefined]) {
      expect(isAccountAddressCountry(country), String(country)).toBe(false);
    }
  });

  it('stores a valid USA address and refuses a valid one elsewhere, naming the country', () => {
    expect(firstMessages(accountBookAddressSchema, usa)).toEqual({});
    expect(allMessages(accountBookAddressSchema, canada)).toEqual([m.accountAddressUsaOnly]);
    expect(firstMessages(accountBookAddressSchema, france)).toEqual({ country: m.accountAddressUsaOnly });
    // Elsewhere the country's own rules still speak for the other fields.
    expect(firstMessages(accountBookAddressSchema, { ...canada, postcode: '82001' })).toEqual({
      country: m.accountAddressUsaOnly,
      postcode: m.invalidCanadianPostcode,
    });
  });

  it('leaves a missing or malformed country its own message', () => {
    expect(firstMessages(accountBookAddressSchema, { ...usa, country: '' })).toEqual({ country: m.countryRequired });
    expect(allMessages(accountBookAddressSchema, { ...usa, country: 'usa' })).toEqual([m.invalidCountry]);
    expect(firstMessages(accountBookAddressSchema, 42)).toEqual({ $: m.invalidValue });
  });

  it('does not touch checkout, where every permitted country ships', () => {
    expect(firstMessages(checkoutAddressByCountrySchema(), canada)).toEqual({});
    expect(firstMessages(checkoutAddressByCountrySchema(), france)).toEqual({});
  });
});

describe('isAccountSaveEnabled', () => {
  it('enables Save for a valid USA address', () => {
    expect(isAccountSaveEnabled(usa)).toBe(true);
    expect(isAccountSaveEnabled({ ...usa, country: ' USA ' })).toBe(true);
  });

  it('leaves Save disabled for other countries, even when valid', () => {
    expect(v.safeParse(accountAddressSchema('CAN'), canada).success).toBe(true);
    expect(isAccountSaveEnabled(canada)).toBe(false);
    expect(isAccountSaveEnabled(france)).toBe(false);
    expect(isAccountSaveEnabled({ ...usa, country: '' })).toBe(false);
  });

  it.each([
    ['fullName', 'A'],
    ['address1', ''],
    ['phone', '555-1234'],
    ['postcode', '8200'],
    ['townCity', ''],
    ['stateCounty', 'W'],
    ['phoneExt', '12x'],
  ] as const)('disables Save when %s is invalid', (field, value) => {
    expect(isAccountSaveEnabled({ ...usa, [field]: value })).toBe(false);
  });

  it('without the town and state requirement, ignores only those two', () => {
    const draft: AddressDraft = { ...usa, townCity: '', stateCounty: '' };
    expect(isAccountSaveEnabled(draft)).toBe(false);
    expect(isAccountSaveEnabled(draft, { requireTownAndState: false })).toBe(true);
    expect(isAccountSaveEnabled({ ...draft, postcode: '' }, { requireTownAndState: false })).toBe(false);
    expect(isAccountSaveEnabled({ ...draft, fullName: '' }, { requireTownAndState: false })).toBe(false);
  });

  it('handles an empty draft', () => {
    expect(isAccountSaveEnabled({})).toBe(false);
    expect(isAccountSaveEnabled({ country: 'USA' }, { requireTownAndState: false })).toBe(false);
  });
});
