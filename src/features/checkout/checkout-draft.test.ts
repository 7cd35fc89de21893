import { describe, expect, it } from 'vitest';
import type { User } from '../../api/queries/self';
import { regionOfCountry } from '../../domain/regions';
import { validationMessages as m } from '../../schemas/messages';
import { checkDraft, initialDraft, orderBodyOf, visibleCustomFields, type CheckoutProgram, type OrderBodyInput } from './checkout-draft';

const summit: CheckoutProgram = {
  type: 'points',
  continents: ['USA', 'NA', 'EU'],
  defaultContinent: 'USA-CONT',
  terms: 'checkbox',
  permissions: { allowEmailUpdate: true, allowAddressManagement: true, allowPurchase: true } as CheckoutProgram['permissions'],
  customField1: 'Cost Centre',
  customField2: 'Employee ID',
  customFieldVisible1: true,
  customFieldVisible2: true,
  customFieldVisible3: false,
  customFieldVisible4: false,
  customFieldEdit1: true,
  customFieldEdit2: false,
  customFieldEdit3: false,
  customFieldEdit4: false,
};
const claim: CheckoutProgram = { ...summit, type: 'claim', terms: 'Dropdown', customFieldVisible1: false, customFieldVisible2: false };
const usa = { location: 'USA-CONT', country: 'USA' };
const items = [{ productId: 'p_000003', optionId: null, quantity: 1 }];

const usAddress = {
  fullName: 'Alex Morgan',
  address1: '1600 Summit Avenue',
  address2: '',
  address3: '',
  address4: '',
  townCity: 'Denver',
  stateCounty: 'CO',
  postcode: '80202',
  country: 'USA',
  phone: '(555) 201-4410',
  email: '',
};

/** A draft priced in the region of its own country (the address rules apart from where it ships). */
const input = (fields: Record<string, string>, program: CheckoutProgram = summit, region = regionFor(fields.country)): OrderBodyInput => ({
  draft: { fields: { ...usAddress, ...fields }, termsAccepted: true },
  program,
  items,
  region,
  total: 1200,
});
function regionFor(country = 'USA') {
  return { location: regionOfCountry(country)?.code ?? usa.location, country };
}
const errorsOf = (fields: Record<string, string>, program?: CheckoutProgram) => checkDraft(input(fields, program)).errors;

describe('where the order ships (product/checkout.md rules 3-4)', () => {
  const french = { country: 'FRA', stateCounty: 'IDF', postcode: '75001', phone: '+33 1 23 45 67' };

  it("a country outside the region the cart is priced in is the country field's error", () => {
    expect(checkDraft(input(french, summit, usa)).errors).toEqual({ country: 'countryOutsideRegion' });
    expect(checkDraft(input(french, summit, usa)).valid).toBe(false);
    expect(checkDraft(input(french, summit, { location: 'EU', country: 'FRA' })).valid).toBe(true);
  });

  it('a region the program does not offer never makes a valid draft', () => {
    const usaOnly = { ...summit, continents: ['USA'] };
    expect(checkDraft(input(french, usaOnly, { location: 'EU', country: 'FRA' })).valid).toBe(false);
  });
});

describe('checkout rules (product/validation.md rules 7-17) per country', () => {
  it('accepts a complete US address', () => {
    expect(checkDraft(input({})).valid).toBe(true);
  });

  it('names every required field with its message', () => {
    const empty = Object.fromEntries(Object.keys(usAddress).map((k) => [k, '']));
    expect(errorsOf(empty)).toEqual({
      fullName: 'fullNameRequired',
      address1: 'address1Required',
      townCity: 'townCityRequired',
      stateCounty: 'stateRequired',
      country: 'countryRequired',
      phone: 'phoneRequired',
    });
    // The postcode rule follows the country: required in the USA and Canada only.
    expect(errorsOf({ ...empty, country: 'USA' })).toMatchObject({ postcode: 'postcodeRequired' });
  });

  it('needs more than one character in name, address, town, state and phone', () => {
    expect(errorsOf({ fullName: 'A', address1: 'B', townCity: 'C', stateCounty: 'D', phone: '5' })).toEqual({
      fullName: 'fullNameRequired',
      address1: 'address1Required',
      townCity: 'townCityRequired',
      stateCounty: 'stateRequired',
      phone: 'phoneRequired',
    });
  });

  it('US postcodes: 5 digits or 5+4 with an optional space or hyphen', () => {
    for (const postcode of ['80202', '80202-1234', '80202 1234', '802021234']) expect(errorsOf({ postcode })).toEqual({});
    for (const postcode of ['8020', '802021', 'K1A 0B1', '80202-12'])
      expect(errorsOf({ postcode })).toEqual({ postcode: 'invalidUsPostcode' });
  });

  it('Canadian postcodes: letter-digit-letter, optional space or hyphen, digit-letter-digit', () => {
    const canada = { country: 'CAN', stateCounty: 'ON' };
    for (const postcode of ['K1A 0B1', 'K1A-0B1', 'k1a0b1']) expect(errorsOf({ ...canada, postcode })).toEqual({});
    for (const postcode of ['80202', 'K1A 0B', '1A1 0B1'])
      expect(errorsOf({ ...canada, postcode })).toEqual({ postcode: 'invalidCanadianPostcode' });
  });

  it('other countries: the postcode is free (up to 10) and the state may have 3 characters', () => {
    const france = { country: 'FRA', stateCounty: 'IDF', postcode: '' };
    expect(errorsOf(france)).toEqual({});
    expect(errorsOf({ ...france, postcode: 'ANYTHING-1' })).toEqual({});
    expect(errorsOf({ ...france, postcode: 'ANYTHING-12' })).toEqual({ postcode: 'tooLong' });
    expect(errorsOf({ ...france, stateCounty: 'IDFX' })).toEqual({ stateCounty: 'tooLong' });
    expect(errorsOf({ stateCounty: 'COL' })).toEqual({ stateCounty: 'tooLong' });
  });

  it('the North American phone pattern, at most 16 characters at checkout', () => {
    for (const phone of ['555-201-4410', '(555) 201-4410', '555.201.4410', '+1 555 201 4410', '5552014410'])
      expect(errorsOf({ phone })).toEqual({});
    expect(errorsOf({ phone: '201-4410' })).toEqual({ phone: 'invalidPhone' });
    expect(errorsOf({ phone: '+1 (555) 201-4410' })).toEqual({ phone: 'tooLong' });
  });

  it('name and address lines stop at 50 characters', () => {
    expect(errorsOf({ fullName: 'n'.repeat(50) })).toEqual({});
    expect(errorsOf({ fullName: 'n'.repeat(51), address1: 'a'.repeat(51) })).toEqual({ fullName: 'tooLong', address1: 'tooLong' });
  });

  it('address lines 3 and 4 are sent only outside the USA', () => {
    const us = orderBodyOf(input({ address3: 'Building B', address4: 'Floor 2' })) as { shippingAddress: Record<string, unknown> };
    expect(us.shippingAddress).not.toHaveProperty('address3');
    expect(checkDraft(input({ address3: 'Building B' })).valid).toBe(true);
    const fr = orderBodyOf(input({ country: 'FRA', address3: 'Bâtiment B' })) as { shippingAddress: Record<string, unknown> };
    expect(fr.shippingAddress.address3).toBe('Bâtiment B');
  });

  it('a country must be chosen, not the placeholder', () => {
    expect(errorsOf({ country: 'Select Country...' })).toMatchObject({ country: 'countryRequired' });
  });

  it('an email, when given, must be valid: "Please Enter valid email address"', () => {
    expect(errorsOf({ email: 'nope' })).toEqual({ email: 'invalidEmail' });
    expect(m.invalidEmail).toBe('Please Enter valid email address');
    expect(errorsOf({ email: 'alex@summit.example' })).toEqual({});
  });

  it('claim programs need a valid email, sent as the claim email with allowEmailUpdate', () => {
    expect(errorsOf({ email: '' }, claim)).toEqual({ email: 'invalidEmail' });
    const check = checkDraft(input({ email: 'gift@thanks.example' }, claim));
    expect(check.valid).toBe(true);
    expect(check.body).toMatchObject({ claimEmail: 'gift@thanks.example', shippingAddress: { email: 'gift@thanks.example' } });
    const noUpdate = { ...claim, permissions: { ...claim.permissions, allowEmailUpdate: false } };
    expect(checkDraft(input({ email: 'gift@thanks.example' }, noUpdate)).body).not.toHaveProperty('claimEmail');
  });

  it('custom fields: only the visible ones are sent, at most 100 characters', () => {
    const body = orderBodyOf(input({ customField1: 'CC-4410', customField2: 'E-1', customField3: 'hidden' })) as Record<string, unknown>;
    expect(body).toMatchObject({ customField1: 'CC-4410', customField2: 'E-1' });
    expect(body).not.toHaveProperty('customField3');
    expect(errorsOf({ customField1: 'c'.repeat(101) })).toEqual({ customField1: 'tooLong' });
  });
});

describe('custom fields per flag', () => {
  it('shows fields per visible flag and lets edit per edit flag', () => {
    expect(visibleCustomFields(summit)).toEqual([
      { field: 'customField1', index: 1, label: 'Cost Centre', editable: true },
      { field: 'customField2', index: 2, label: 'Employee ID', editable: false },
    ]);
    expect(visibleCustomFields({ ...summit, customFieldVisible1: false, customFieldVisible4: true, customFieldEdit4: true })).toEqual([
      { field: 'customField2', index: 2, label: 'Employee ID', editable: false },
      { field: 'customField4', index: 4, label: null, editable: true },
    ]);
  });

  it('labels fields 1 and 2 in the shop’s language, else in the program’s default one', () => {
    const translated = { ...summit, translations: { ge: { customField2: 'Personalnummer' } } };
    expect(visibleCustomFields(translated, 'ge').map((r) => r.label)).toEqual(['Cost Centre', 'Personalnummer']);
    expect(visibleCustomFields(translated, 'it').map((r) => r.label)).toEqual(['Cost Centre', 'Employee ID']);
  });
});

describe('initialDraft', () => {
  const user = {
    email: 'alex@summit.example',
    claimEmail: null,
    customField1: 'CC-4410',
    customField2: 'E-20417',
    customField3: 'x',
    customField4: null,
    addresses: [
      { ...usAddress, id: 'a2', default: false, townCity: 'San Francisco', email: 'other@summit.example' },
      { ...usAddress, id: 'a1', default: true, email: 'alex@summit.example' },
    ],
  } as unknown as User;

  it('prefills the default address and the visible custom fields; terms start unaccepted', () => {
    const draft = initialDraft(user, summit, usa);
    expect(draft.termsAccepted).toBe(false);
    expect(draft.fields).toMatchObject({
      fullName: 'Alex Morgan',
      townCity: 'Denver',
      email: 'alex@summit.example',
      customField1: 'CC-4410',
      customField2: 'E-20417',
    });
    expect(draft.fields).not.toHaveProperty('customField3');
  });

  it('without addresses: the region’s country and, for points, the participant’s email', () => {
    const draft = initialDraft({ ...user, addresses: [] }, summit, { location: 'NA', country: 'CAN' });
    expect(draft.fields.country).toBe('CAN');
    expect(draft.fields.email).toBe('alex@summit.example');
    expect(draft.fields.fullName).toBe('');
  });

  it('claim: the claim email first; a claim code is no email', () => {
    const code = { ...user, email: 'THANKS-0016', addresses: [] } as unknown as User;
    expect(initialDraft(code, claim, usa).fields.email).toBe('');
    expect(initialDraft({ ...code, claimEmail: 'gift@thanks.example' }, claim, usa).fields.email).toBe('gift@thanks.example');
  });

  it("claim: the program's defaultEmail when the participant has none, only where the claim-email field shows", () => {
    const code = { ...user, email: 'THANKS-0016', addresses: [] } as unknown as User;
    const withDefault = { ...claim, defaultEmail: 'gifts@thanks.example' };
    expect(initialDraft(code, withDefault, usa).fields.email).toBe('gifts@thanks.example');
    // The participant's own claim email and a stored address's email come before and after it.
    expect(initialDraft({ ...code, claimEmail: 'mine@thanks.example' }, withDefault, usa).fields.email).toBe('mine@thanks.example');
    expect(initialDraft({ ...code, addresses: user.addresses }, withDefault, usa).fields.email).toBe('gifts@thanks.example');
    const noUpdate = { ...withDefault, permissions: { ...claim.permissions, allowEmailUpdate: false } };
    expect(initialDraft(code, noUpdate, usa).fields.email).toBe('');
    expect(initialDraft(code, { ...summit, defaultEmail: 'gifts@thanks.example' }, usa).fields.email).toBe('');
  });
});
