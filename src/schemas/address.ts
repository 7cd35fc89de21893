import * as v from 'valibot';

import { optionalEmailSchema } from './email';
import { fieldObject } from './field-object';
import {
  ADDRESS_LIMITS,
  ADDRESS_LINE_MAX,
  CANADIAN_POSTCODE_PATTERN,
  COMPANY_MAX,
  COUNTRY_CODE_PATTERN,
  COUNTRY_PLACEHOLDER,
  CUSTOM_FIELD_LABEL_MAX,
  CUSTOM_FIELD_VALUE_MAX,
  EXTENSION_MAX,
  EXTENSION_PATTERN,
  ID_MAX,
  ID_PATTERN,
  INTERNATIONAL_PHONE_PATTERN,
  NAME_MAX,
  NORTH_AMERICAN_PHONE_PATTERN,
  REQUIRED_TEXT_MIN,
  SINGLE_LINE_PATTERN,
  TOWN_CITY_MAX,
  US_POSTCODE_PATTERN,
  type AddressForm,
  type CountryType,
} from './field-rules';
import { validationMessages as m, type ValidationMessage } from './messages';

/** Which postcode and length rules [validation 9-11, 15] apply to a three-letter country code. */
export function countryTypeOf(country: string | null | undefined): CountryType {
  if (country === 'USA') return 'USA';
  if (country === 'CAN') return 'CAN';
  return 'OTHER';
}

/** False for an empty select and for its 'Select Country...' placeholder. */
export function isCountryChosen(country: string | null | undefined): boolean {
  const code = country?.trim() ?? '';
  return code !== '' && code !== COUNTRY_PLACEHOLDER;
}

// A field stops at its first failure, so an empty phone says "enter your phone", not also
// "not a valid phone".
function firstIssueOnly<TSchema extends v.GenericSchema>(schema: TSchema): TSchema {
  return v.config(schema, { abortPipeEarly: true });
}

function requiredText(max: number, requiredMessage: ValidationMessage) {
  return firstIssueOnly(
    v.pipe(
      v.string(requiredMessage),
      v.trim(),
      v.minLength(REQUIRED_TEXT_MIN, requiredMessage),
      v.maxLength(max, m.tooLong),
      v.regex(SINGLE_LINE_PATTERN, m.invalidValue),
    ),
  );
}

// Optional fields take null as well: stored records and the API contract use it for "none".
function optionalText(max: number) {
  return v.nullish(firstIssueOnly(v.pipe(v.string(m.invalidValue), v.trim(), v.maxLength(max, m.tooLong), v.regex(SINGLE_LINE_PATTERN, m.invalidValue))));
}

/**
 * Which number a phone field takes: North American for USA and Canada everywhere; at checkout an
 * international number for every other country (a parcel abroad is delivered to a local phone).
 * The account book stays North American, as it stores USA addresses only.
 */
function phoneRuleFor(form: AddressForm, countryType: CountryType): readonly [RegExp, ValidationMessage] {
  return form === 'checkout' && countryType === 'OTHER'
    ? [INTERNATIONAL_PHONE_PATTERN, m.invalidInternationalPhone]
    : [NORTH_AMERICAN_PHONE_PATTERN, m.invalidPhone];
}

function phone(max: number, [pattern, invalid]: readonly [RegExp, ValidationMessage]) {
  return firstIssueOnly(
    v.pipe(
      v.string(m.phoneRequired),
      v.trim(),
      v.minLength(REQUIRED_TEXT_MIN, m.phoneRequired),
      v.maxLength(max, m.tooLong),
      v.regex(pattern, invalid),
    ),
  );
}

// An alternative number, when given, is held to the same rule as the main one [validation 7].
function optionalPhone(max: number, [pattern, invalid]: readonly [RegExp, ValidationMessage]) {
  return v.nullish(
    firstIssueOnly(
      v.pipe(
        v.string(invalid),
        v.trim(),
        v.maxLength(max, m.tooLong),
        v.check((value) => value === '' || pattern.test(value), invalid),
      ),
    ),
  );
}

const extensionSchema = v.nullish(
  firstIssueOnly(
    v.pipe(
      v.string(m.invalidExtension),
      v.trim(),
      v.regex(EXTENSION_PATTERN, m.invalidExtension),
      v.maxLength(EXTENSION_MAX, m.invalidExtension),
    ),
  ),
);

function postcode(countryType: CountryType, max: number) {
  if (countryType === 'OTHER') {
    // "Other countries: postcode free": any text, or none (not every country has postcodes).
    return firstIssueOnly(v.pipe(v.string(m.invalidValue), v.trim(), v.maxLength(max, m.tooLong), v.regex(SINGLE_LINE_PATTERN, m.invalidValue)));
  }
  const [pattern, invalid] =
    countryType === 'USA'
      ? [US_POSTCODE_PATTERN, m.invalidUsPostcode]
      : [CANADIAN_POSTCODE_PATTERN, m.invalidCanadianPostcode];
  return firstIssueOnly(
    v.pipe(
      v.string(m.postcodeRequired),
      v.trim(),
      v.nonEmpty(m.postcodeRequired),
      v.maxLength(max, m.tooLong),
      v.regex(pattern, invalid),
    ),
  );
}

// [validation 12]: address lines 3 and 4 exist only outside the USA; a US address must leave them empty.
function extraAddressLine(countryType: CountryType) {
  if (countryType !== 'USA') return optionalText(ADDRESS_LINE_MAX);
  return v.nullish(firstIssueOnly(v.pipe(v.string(m.invalidValue), v.trim(), v.empty(m.addressLinesNotForUsa))));
}

/**
 * [validation 16]: the account address book takes USA addresses only (the forms leave Save disabled for any
 * other country). One predicate for the forms' Save and the server's refusal.
 */
export function isAccountAddressCountry(country: string | null | undefined): boolean {
  return countryTypeOf(country?.trim()) === 'USA';
}

// Typed alike so that both variants build one object schema type.
const countrySchema: v.GenericSchema<string, string> = firstIssueOnly(
  v.pipe(
    v.string(m.countryRequired),
    v.trim(),
    v.check((code: string) => isCountryChosen(code), m.countryRequired),
    v.regex(COUNTRY_CODE_PATTERN, m.invalidCountry),
  ),
);

// On the field itself, not after the object: the server stops a pipe at its first failure, and a
// country abroad must be named whatever else is wrong with the address.
const accountBookCountrySchema: v.GenericSchema<string, string> = firstIssueOnly(
  v.pipe(countrySchema, v.check((code: string) => isAccountAddressCountry(code), m.accountAddressUsaOnly)),
);

const customFieldSchema = v.nullish(
  fieldObject(
    {
      label: v.pipe(v.string(m.invalidValue), v.trim(), v.maxLength(CUSTOM_FIELD_LABEL_MAX, m.tooLong), v.regex(SINGLE_LINE_PATTERN, m.invalidValue)),
      value: v.pipe(v.string(m.invalidValue), v.trim(), v.maxLength(CUSTOM_FIELD_VALUE_MAX, m.tooLong), v.regex(SINGLE_LINE_PATTERN, m.invalidValue)),
    },
    m.invalidValue,
  ),
);

export interface AddressSchemaOptions {
  /** Claim programs need a valid email with the checkout address [validation 17]. */
  readonly emailRequired?: boolean;
}

/** `book`: what the account address book stores, USA addresses only (the server's variant). */
function buildAddressSchema(form: AddressForm, countryType: CountryType, emailRequired: boolean, book: boolean) {
  const limits = ADDRESS_LIMITS[form][countryType];
  const phoneRule = phoneRuleFor(form, countryType);
  return v.pipe(
    fieldObject(
      {
        id: v.optional(v.pipe(v.string(m.invalidValue), v.maxLength(ID_MAX, m.invalidValue), v.regex(ID_PATTERN, m.invalidValue))),
        default: v.nullish(v.boolean(m.invalidValue)),
        fullName: requiredText(NAME_MAX, m.fullNameRequired),
        email: optionalEmailSchema,
        phone: phone(limits.phoneMax, phoneRule),
        phoneExt: extensionSchema,
        alternativePhone: optionalPhone(limits.phoneMax, phoneRule),
        alternativePhoneExt: extensionSchema,
        country: book ? accountBookCountrySchema : countrySchema,
        townCity: requiredText(TOWN_CITY_MAX, m.townCityRequired),
        city: optionalText(TOWN_CITY_MAX),
        stateCounty: requiredText(limits.stateMax, m.stateRequired),
        postcode: postcode(countryType, limits.postcodeMax),
        address1: requiredText(ADDRESS_LINE_MAX, m.address1Required),
        address2: optionalText(ADDRESS_LINE_MAX),
        address3: extraAddressLine(countryType),
        address4: extraAddressLine(countryType),
        companyName: optionalText(COMPANY_MAX),
        customField1: customFieldSchema,
        customField2: customFieldSchema,
      },
      m.invalidValue,
    ),
    // Guards callers that pick the schema by hand: a Canadian address must not slip through
    // the free-postcode rules of 'OTHER'. A malformed country already has its own issue.
    v.forward(
      v.partialCheck(
        [['country']],
        (input) => !COUNTRY_CODE_PATTERN.test(input.country) || countryTypeOf(input.country) === countryType,
        m.invalidCountry,
      ),
      ['country'],
    ),
    // Kept as a check rather than a second email schema so every variant has one input type.
    v.forward(
      v.partialCheck([['email']], (input) => !emailRequired || (input.email ?? '') !== '', m.invalidEmail),
      ['email'],
    ),
  );
}

type AddressSchema = ReturnType<typeof buildAddressSchema>;

// Schemas are immutable, so build each variant once rather than on every keystroke.
const cache = new Map<string, AddressSchema>();

function cachedAddressSchema(form: AddressForm, countryType: CountryType, options: AddressSchemaOptions, book = false) {
  const emailRequired = options.emailRequired ?? false;
  const key = `${form}:${countryType}:${emailRequired}:${book}`;
  let schema = cache.get(key);
  if (schema === undefined) {
    schema = buildAddressSchema(form, countryType, emailRequired, book);
    cache.set(key, schema);
  }
  return schema;
}

/** The two account address forms (add and edit). */
export function accountAddressSchema(countryType: CountryType, options: AddressSchemaOptions = {}): AddressSchema {
  return cachedAddressSchema('account', countryType, options);
}

/** The checkout shipping address. */
export function checkoutAddressSchema(countryType: CountryType, options: AddressSchemaOptions = {}): AddressSchema {
  return cachedAddressSchema('checkout', countryType, options);
}

function countryOf(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null || !('country' in input)) return undefined;
  return typeof input.country === 'string' ? input.country.trim() : undefined;
}

/** An account address checked by the rules of its own country (for the server). */
export const accountAddressByCountrySchema = v.lazy((input) => accountAddressSchema(countryTypeOf(countryOf(input))));

/**
 * What the account address book stores (for the server): the account rules of the address's own
 * country, and a USA country (a missing or malformed one keeps its own message).
 */
export const accountBookAddressSchema = v.lazy((input) => cachedAddressSchema('account', countryTypeOf(countryOf(input)), {}, true));

/** A checkout address checked by the rules of its own country (for the server). */
export function checkoutAddressByCountrySchema(options: AddressSchemaOptions = {}) {
  return v.lazy((input) => checkoutAddressSchema(countryTypeOf(countryOf(input)), options));
}

export type AddressInput = v.InferInput<AddressSchema>;
export type Address = v.InferOutput<AddressSchema>;
/** A form's values while being edited: any field may still be missing. */
export type AddressDraft = Partial<AddressInput>;

export interface AccountSaveOptions {
  /** The full check also needs town/city and state; the quick check leaves them out [validation 5, 17]. */
  readonly requireTownAndState?: boolean;
}

const TOWN_AND_STATE: readonly PropertyKey[] = ['townCity', 'stateCounty'];

/**
 * [validation 16]: in the account address forms Save is enabled only for USA addresses, and only when the
 * address is valid; other countries leave Save disabled there.
 */
export function isAccountSaveEnabled(address: AddressDraft, options: AccountSaveOptions = {}): boolean {
  if (!isAccountAddressCountry(address.country)) return false;
  const result = v.safeParse(accountAddressSchema('USA'), address);
  if (result.success) return true;
  if (options.requireTownAndState ?? true) return false;
  return result.issues.every((issue) => {
    const key = issue.path?.[0]?.key;
    return typeof key === 'string' && TOWN_AND_STATE.includes(key);
  });
}
