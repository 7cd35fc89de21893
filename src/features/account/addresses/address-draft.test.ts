import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../../../schemas';
import {
  addressRequest,
  addressValues,
  canSaveAddress,
  customFieldSettings,
  draftOf,
  fieldMessages,
  maxLengths,
  newAddressValues,
  serverFieldMessages,
  showsExtraLines,
  type Address,
  type AddressFormValues,
  type CustomFieldSetting,
} from './address-draft';

const SUMMIT = {
  defaultCountry: 'USA',
  customField1: 'Cost Centre',
  customField2: 'Employee ID',
  customFieldVisible1: true,
  customFieldVisible2: true,
  customFieldEdit1: true,
  customFieldEdit2: false,
};
const CUSTOM: CustomFieldSetting[] = customFieldSettings(SUMMIT, 'en');

const usa = (overrides: Partial<AddressFormValues> = {}): AddressFormValues => ({
  ...newAddressValues(SUMMIT, { name: 'Alex Morgan', email: 'alex@summit.example' }),
  address1: '1600 Summit Avenue',
  townCity: 'Denver',
  stateCounty: 'CO',
  postcode: '80202',
  phone: '(555) 201-4410',
  ...overrides,
});

describe('starting values', () => {
  it('a new address starts in the program country with the participant’s name and email', () => {
    const values = newAddressValues(SUMMIT, { name: 'Alex Morgan', email: 'alex@summit.example' });
    expect(values).toMatchObject({ fullName: 'Alex Morgan', email: 'alex@summit.example', country: 'USA', default: false, address1: '' });
    expect(newAddressValues(SUMMIT, { name: 'A', email: 'a@b.co', customField1: 'CC-1', customField2: 'E-2' })).toMatchObject({
      customField1: 'CC-1',
      customField2: 'E-2',
    });
    // A plateau id or a claim code is no email address.
    expect(newAddressValues({ defaultCountry: null }, { name: 'Gift Recipient', email: 'THANKS-0041' })).toMatchObject({
      email: '',
      country: 'USA',
    });
  });

  it('an address from the book keeps its values, custom fields as their value', () => {
    const address: Address = {
      id: 'adr_1',
      default: true,
      fullName: 'Alex Morgan',
      phone: '(555) 201-4410',
      country: 'USA',
      townCity: 'Denver',
      stateCounty: 'CO',
      postcode: '80202',
      address1: '1600 Summit Avenue',
      address2: null,
      companyName: 'Summit Outfitters',
      customField1: { label: 'Cost Centre', value: 'CC-4410' },
    };
    expect(addressValues(address)).toMatchObject({
      address2: '',
      companyName: 'Summit Outfitters',
      customField1: 'CC-4410',
      customField2: '',
      default: true,
    });
  });

  it('shows custom fields per the program’s visible flags, editable per its edit flags', () => {
    expect(CUSTOM).toEqual([
      { field: 'customField1', label: 'Cost Centre', editable: true },
      { field: 'customField2', label: 'Employee ID', editable: false },
    ]);
    expect(customFieldSettings({ ...SUMMIT, customFieldVisible2: false, customField1: null }, 'en')).toEqual([]);
  });

  it('labels them in the shop’s language, else in the program’s default one (product/locales-and-regions.md rule 4)', () => {
    const translated = { ...SUMMIT, translations: { ge: { customField1: 'Kostenstelle' } } };
    expect(customFieldSettings(translated, 'ge').map((f) => f.label)).toEqual(['Kostenstelle', 'Employee ID']);
    expect(customFieldSettings(translated, 'fr').map((f) => f.label)).toEqual(['Cost Centre', 'Employee ID']);
  });
});

describe('the account-form rules (product/validation.md rules 5-19)', () => {
  it('a valid US address has no messages and may be saved', () => {
    const draft = draftOf(usa(), CUSTOM);
    expect(fieldMessages(draft)).toEqual({});
    expect(canSaveAddress(draft)).toBe(true);
  });

  it.each([
    ['fullName', 'A', m.fullNameRequired],
    ['address1', ' 1 ', m.address1Required],
    ['townCity', '', m.townCityRequired],
    ['stateCounty', 'C', m.stateRequired],
    ['stateCounty', 'COL', m.tooLong],
    ['phone', '', m.phoneRequired],
    ['phone', '12345', m.invalidPhone],
    ['postcode', '', m.postcodeRequired],
    ['postcode', '8020', m.invalidUsPostcode],
    ['phoneExt', '12a', m.invalidExtension],
    ['phoneExt', '123456', m.invalidExtension],
    ['alternativePhone', '555', m.invalidPhone],
    ['alternativePhoneExt', 'x', m.invalidExtension],
    ['email', 'alex@', m.invalidEmail],
    ['companyName', 'c'.repeat(51), m.tooLong],
    ['country', '', m.countryRequired],
  ] as const)('%s = %j says its message and blocks Save', (field, value, message) => {
    const draft = draftOf(usa({ [field]: value }), CUSTOM);
    const id = fieldMessages(draft)[field];
    expect(id && m[id]).toBe(message);
    expect(canSaveAddress(draft)).toBe(false);
  });

  it('accepts the North American phone forms and a 5+4 ZIP code', () => {
    for (const phone of ['555-201-4410', '555.201.4410', '(555) 201-4410', '+1 555 201 4410', '15552014410'])
      expect(fieldMessages(draftOf(usa({ phone }), CUSTOM)).phone, phone).toBeUndefined();
    for (const postcode of ['80202', '80202-1234', '80202 1234', '802021234'])
      expect(fieldMessages(draftOf(usa({ postcode }), CUSTOM)).postcode, postcode).toBeUndefined();
  });

  it('Save is for USA addresses only: a valid Canadian or French address leaves it disabled', () => {
    const canada = draftOf(usa({ country: 'CAN', townCity: 'Ottawa', stateCounty: 'ON', postcode: 'K1A 0B1' }), CUSTOM);
    expect(fieldMessages(canada)).toEqual({});
    expect(canSaveAddress(canada)).toBe(false);
    const france = draftOf(
      usa({ country: 'FRA', townCity: 'Paris', stateCounty: 'IF', postcode: '75001', address3: 'Bâtiment B' }),
      CUSTOM,
    );
    expect(fieldMessages(france)).toEqual({});
    expect(canSaveAddress(france)).toBe(false);
  });

  it('Canada takes the Canadian postcode, other countries any postcode up to 9', () => {
    const canada = (postcode: string) => fieldMessages(draftOf(usa({ country: 'CAN', stateCounty: 'ON', postcode }), CUSTOM)).postcode;
    expect(canada('K1A-0B1')).toBeUndefined();
    expect(canada('12345')).toBe('invalidCanadianPostcode');
    const other = (postcode: string) => fieldMessages(draftOf(usa({ country: 'DEU', stateCounty: 'BE', postcode }), CUSTOM)).postcode;
    expect(other('')).toBeUndefined();
    expect(other('x'.repeat(9))).toBeUndefined();
    expect(other('x'.repeat(10))).toBe('tooLong');
  });

  it('address lines 3 and 4 are for addresses outside the USA only; a hidden value does not block Save', () => {
    expect(showsExtraLines('USA')).toBe(false);
    expect(showsExtraLines('CAN')).toBe(true);
    const draft = draftOf(usa({ address3: 'typed under Canada', address4: 'x' }), CUSTOM);
    expect(draft.address3).toBeNull();
    expect(canSaveAddress(draft)).toBe(true);
  });

  it('maximum lengths follow the country (postcode 10/7/9, phone 18/18/50, state 2, extensions 5)', () => {
    expect(maxLengths('USA')).toMatchObject({
      postcode: 10,
      phone: 18,
      stateCounty: 2,
      phoneExt: 5,
      fullName: 50,
      companyName: 50,
      address1: 50,
    });
    expect(maxLengths('CAN')).toMatchObject({ postcode: 7, phone: 18 });
    expect(maxLengths('FRA')).toMatchObject({ postcode: 9, phone: 50, alternativePhone: 50 });
  });
});

describe('the request', () => {
  it('is the trimmed address with empty optional fields as null and custom fields labelled', () => {
    const body = addressRequest(draftOf(usa({ fullName: '  Alex Morgan ', address2: '', customField1: 'CC-1', default: true }), CUSTOM));
    expect(body).toMatchObject({
      fullName: 'Alex Morgan',
      address2: null,
      address3: null,
      customField1: { label: 'Cost Centre', value: 'CC-1' },
      customField2: null,
      default: true,
      country: 'USA',
    });
    expect(body).not.toHaveProperty('id');
  });

  it('maps a 400’s fields back to the form’s messages', () => {
    expect(
      serverFieldMessages([
        { field: 'postcode', message: m.invalidUsPostcode },
        { field: 'customField1.value', message: m.tooLong },
        { field: 'phone', message: 'Something the schemas never say' },
      ]),
    ).toEqual({ postcode: 'invalidUsPostcode', customField1: 'tooLong', phone: 'invalidValue' });
  });
});
