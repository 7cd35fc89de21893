import * as v from 'valibot';
import type { Program } from '../../../api/queries/program';
import type { User } from '../../../api/queries/self';
import type { components } from '../../../api/schema.gen';
import { programText } from '../../../domain/program-texts';
import type { Locale } from '../../../i18n';
import {
  accountAddressSchema,
  ADDRESS_LIMITS,
  ADDRESS_LINE_MAX,
  COMPANY_MAX,
  countryTypeOf,
  CUSTOM_FIELD_VALUE_MAX,
  EMAIL_MAX,
  EXTENSION_MAX,
  isAccountSaveEnabled,
  messageIdOf,
  NAME_MAX,
  TOWN_CITY_MAX,
  type AddressDraft,
  type CountryType,
  type ValidationMessageId,
} from '../../../schemas';

export type Address = components['schemas']['Address'];
export type AddressInput = components['schemas']['AddressInput'];

/** The text inputs of the account address forms, in the order they are shown. */
export const TEXT_FIELDS = [
  'fullName',
  'companyName',
  'address1',
  'address2',
  'address3',
  'address4',
  'townCity',
  'stateCounty',
  'postcode',
  'phone',
  'phoneExt',
  'alternativePhone',
  'alternativePhoneExt',
  'email',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type CustomField = 'customField1' | 'customField2';
/** Every field a form shows and a message can sit on. */
export type FormField = TextField | 'country' | CustomField;

/** What the form holds while it is edited: plain strings, so every input is controlled. */
export interface AddressFormValues extends Record<TextField, string> {
  country: string;
  customField1: string;
  customField2: string;
  default: boolean;
  /** Kept as it came, not shown: the account forms ask for town/city only. */
  city: string | null;
}

/** Custom fields 1 and 2 of an address: the program's label, shown per its visible and edit flags. */
export interface CustomFieldSetting {
  field: CustomField;
  label: string;
  editable: boolean;
}

/** The custom fields an address shows, labelled in `locale` [locales-and-regions 4]; the label is saved with the value. */
export function customFieldSettings(
  program: Pick<
    Program,
    'customField1' | 'customField2' | 'customFieldVisible1' | 'customFieldVisible2' | 'customFieldEdit1' | 'customFieldEdit2'
  > &
    Partial<Pick<Program, 'translations'>>,
  locale: Locale,
): CustomFieldSetting[] {
  const out: CustomFieldSetting[] = [];
  const label1 = programText(program, locale, 'customField1');
  const label2 = programText(program, locale, 'customField2');
  if (label1 && program.customFieldVisible1)
    out.push({ field: 'customField1', label: label1, editable: Boolean(program.customFieldEdit1) });
  if (label2 && program.customFieldVisible2)
    out.push({ field: 'customField2', label: label2, editable: Boolean(program.customFieldEdit2) });
  return out;
}

const text = (value: string | null | undefined) => value ?? '';

/**
 * A new address: the program's default country, and the participant's name, email and custom
 * field values (a read-only one can only ever hold what the participant's record says).
 */
export function newAddressValues(
  program: Pick<Program, 'defaultCountry'>,
  user: (Pick<User, 'name' | 'email'> & Partial<Pick<User, 'customField1' | 'customField2'>>) | undefined,
): AddressFormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>;
  const email = user?.email && user.email.includes('@') ? user.email : '';
  return {
    ...values,
    fullName: user?.name ?? '',
    email,
    country: program.defaultCountry ?? 'USA',
    customField1: user?.customField1 ?? '',
    customField2: user?.customField2 ?? '',
    default: false,
    city: null,
  };
}

/** An address from the book, as the edit form starts. */
export function addressValues(address: Address): AddressFormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(address[f])])) as Record<TextField, string>;
  return {
    ...values,
    country: address.country,
    customField1: text(address.customField1?.value),
    customField2: text(address.customField2?.value),
    default: address.default,
    city: address.city ?? null,
  };
}

/** [validation 12]: address lines 3 and 4 are for addresses outside the USA only. */
export function showsExtraLines(country: string): boolean {
  return countryTypeOf(country) !== 'USA';
}

/**
 * The address the schema judges: lines 3 and 4 dropped for the USA (the form hides them, so a
 * value typed under another country must not block Save unseen); custom fields as label and value.
 */
export function draftOf(values: AddressFormValues, customFields: readonly CustomFieldSetting[]): AddressDraft {
  const { default: isDefault, customField1: _c1, customField2: _c2, city, ...fields } = values;
  const draft: AddressDraft = { ...fields, default: isDefault, city };
  if (!showsExtraLines(values.country)) {
    draft.address3 = null;
    draft.address4 = null;
  }
  for (const { field, label } of customFields) {
    draft[field] = values[field].trim() === '' ? null : { label, value: values[field] };
  }
  return draft;
}

/** The first message per field, by the account rules of the address's own country. */
export function fieldMessages(draft: AddressDraft): Partial<Record<FormField, ValidationMessageId>> {
  const result = v.safeParse(accountAddressSchema(countryTypeOf(draft.country)), draft);
  const messages: Partial<Record<FormField, ValidationMessageId>> = {};
  for (const issue of result.issues ?? []) {
    const key = issue.path?.[0]?.key;
    const id = messageIdOf(issue.message);
    if (typeof key !== 'string' || id === undefined) continue;
    messages[key as FormField] ??= id;
  }
  return messages;
}

/** [validation 16]: Save only for a valid USA address (the full check, with town and state). */
export function canSaveAddress(draft: AddressDraft): boolean {
  return isAccountSaveEnabled(draft, { requireTownAndState: true });
}

/** The request body: the schema's output (trimmed), empty optional fields as null. */
export function addressRequest(draft: AddressDraft): AddressInput {
  const parsed = v.parse(accountAddressSchema(countryTypeOf(draft.country)), draft);
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) body[key] = value === '' ? null : value;
  const { id: _id, ...rest } = body;
  return rest as AddressInput;
}

/** Maximum lengths [validation 15] in the account forms, per country: what each input lets one type. */
export function maxLengths(country: string): Record<TextField | CustomField, number> {
  const limits = ADDRESS_LIMITS.account[countryTypeOf(country) as CountryType];
  return {
    fullName: NAME_MAX,
    companyName: COMPANY_MAX,
    address1: ADDRESS_LINE_MAX,
    address2: ADDRESS_LINE_MAX,
    address3: ADDRESS_LINE_MAX,
    address4: ADDRESS_LINE_MAX,
    townCity: TOWN_CITY_MAX,
    stateCounty: limits.stateMax,
    postcode: limits.postcodeMax,
    phone: limits.phoneMax,
    phoneExt: EXTENSION_MAX,
    alternativePhone: limits.phoneMax,
    alternativePhoneExt: EXTENSION_MAX,
    email: EMAIL_MAX,
    customField1: CUSTOM_FIELD_VALUE_MAX,
    customField2: CUSTOM_FIELD_VALUE_MAX,
  };
}

/** A 400's `fields` as form messages: the server speaks the schemas' texts, so they map back to ids. */
export function serverFieldMessages(
  fields: readonly { field: string; message: string }[] | undefined,
): Partial<Record<FormField, ValidationMessageId>> {
  const out: Partial<Record<FormField, ValidationMessageId>> = {};
  for (const { field, message } of fields ?? []) {
    const key = field.split('.')[0] as FormField;
    out[key] ??= messageIdOf(message) ?? 'invalidValue';
  }
  return out;
}
