import * as v from 'valibot';
import type { CheckoutDraft } from '../../../machines/checkout/checkout.types';
import type { Program } from '../../api/queries/program';
import type { User } from '../../api/queries/self';
import { programText } from '../../domain/program-texts';
import type { Locale } from '../../i18n';
import { countryTypeOf } from '../../schemas/address';
import { createOrderRequestSchema, type OrderRequest } from '../../schemas/order';
import { messageIdOf, type ValidationMessageId } from '../../schemas/messages';
import type { Region } from '../../schemas/location';

/** The shipping address fields of the checkout form (what an order's address keeps, [api-calls 15]). */
export const ADDRESS_FIELDS = [
  'fullName',
  'address1',
  'address2',
  'address3',
  'address4',
  'townCity',
  'stateCounty',
  'postcode',
  'country',
  'phone',
  'email',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const CUSTOM_FIELDS = ['customField1', 'customField2', 'customField3', 'customField4'] as const;
export type CustomField = (typeof CUSTOM_FIELDS)[number];

export type CheckoutField = AddressField | CustomField;

export type CheckoutProgram = Pick<
  Program,
  | 'type'
  | 'continents'
  | 'defaultContinent'
  | 'defaultCountry'
  | 'terms'
  | 'defaultEmail'
  | 'permissions'
  | 'customField1'
  | 'customField2'
  | 'customFieldVisible1'
  | 'customFieldVisible2'
  | 'customFieldVisible3'
  | 'customFieldVisible4'
  | 'customFieldEdit1'
  | 'customFieldEdit2'
  | 'customFieldEdit3'
  | 'customFieldEdit4'
> &
  Partial<Pick<Program, 'translations'>>;

export interface CustomFieldRule {
  field: CustomField;
  index: 1 | 2 | 3 | 4;
  /** The program's label (fields 1 and 2 have one), else null. */
  label: string | null;
  editable: boolean;
}

/**
 * The custom checkout fields the program shows (visible per flag, editable per edit flag [checkout 7]),
 * labelled in `locale` [locales-and-regions 4]; without one, in the program's default language.
 */
export function visibleCustomFields(program: CheckoutProgram, locale?: Locale): CustomFieldRule[] {
  const label = (field: 'customField1' | 'customField2') => (locale ? programText(program, locale, field) : (program[field] ?? null));
  const rules: CustomFieldRule[] = [
    { field: 'customField1', index: 1, label: label('customField1'), editable: program.customFieldEdit1 ?? false },
    { field: 'customField2', index: 2, label: label('customField2'), editable: program.customFieldEdit2 ?? false },
    { field: 'customField3', index: 3, label: null, editable: program.customFieldEdit3 ?? false },
    { field: 'customField4', index: 4, label: null, editable: program.customFieldEdit4 ?? false },
  ];
  const visible = [program.customFieldVisible1, program.customFieldVisible2, program.customFieldVisible3, program.customFieldVisible4];
  return rules.filter((_, i) => visible[i] === true);
}

/** Claim programs need a valid email with the order [validation 17]; with allowEmailUpdate it is the claim email. */
export const needsEmail = (program: Pick<Program, 'type'>) => program.type === 'claim';

/** Address lines 3 and 4 exist only outside the USA [validation 12]. */
export const hasExtraAddressLines = (country: string | undefined) => countryTypeOf(country) !== 'USA';

const text = (value: string | null | undefined) => value ?? '';

/**
 * The form's first values: the default address (else the first one), the participant's custom
 * fields and claim email, and the region's country when no address names one. The claim-email
 * field (claim programs with allowEmailUpdate) starts with the participant's own claim email, else
 * the program's defaultEmail, else the address's email; it stays editable.
 */
export function initialDraft(
  user: Pick<User, 'email' | 'addresses' | 'claimEmail' | 'customField1' | 'customField2' | 'customField3' | 'customField4'>,
  program: CheckoutProgram,
  region: Region,
): CheckoutDraft {
  const address = user.addresses.find((a) => a.default) ?? user.addresses[0];
  const fields: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) fields[field] = text(address?.[field] as string | null | undefined);
  fields.country ||= region.country;
  if (program.type === 'claim') {
    const programDefault = program.permissions.allowEmailUpdate ? text(program.defaultEmail) : '';
    fields.email = text(user.claimEmail) || programDefault || text(fields.email);
  } else fields.email ||= user.email.includes('@') ? user.email : '';
  for (const { field } of visibleCustomFields(program)) fields[field] = text(user[field]);
  return { fields, termsAccepted: false };
}

const optional = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);

export interface OrderBodyInput {
  draft: CheckoutDraft;
  program: CheckoutProgram;
  items: OrderRequest['items'];
  region: Region;
  /** Informational only: the server prices the order itself. */
  total?: number | undefined;
}

/** The body of POST /api/orders the form stands for (fields hidden for this country or program left out). */
export function orderBodyOf({ draft, program, items, region, total }: OrderBodyInput): unknown {
  const f = draft.fields;
  const extraLines = hasExtraAddressLines(f.country);
  const shippingAddress = {
    fullName: f.fullName ?? '',
    address1: f.address1 ?? '',
    address2: optional(f.address2),
    address3: extraLines ? optional(f.address3) : undefined,
    address4: extraLines ? optional(f.address4) : undefined,
    townCity: f.townCity ?? '',
    stateCounty: f.stateCounty ?? '',
    postcode: f.postcode ?? '',
    country: f.country ?? '',
    phone: f.phone ?? '',
    email: optional(f.email),
  };
  const custom: Partial<Record<CustomField, string>> = {};
  for (const { field } of visibleCustomFields(program)) {
    const value = optional(f[field]);
    if (value !== undefined) custom[field] = value;
  }
  const claimEmail = program.type === 'claim' && program.permissions.allowEmailUpdate ? optional(f.email) : undefined;
  return withoutUndefined({ items, shippingAddress: withoutUndefined(shippingAddress), claimEmail, ...custom, region, total });
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const orderSchemas = new WeakMap<CheckoutProgram, ReturnType<typeof createOrderRequestSchema>>();

/**
 * The server's rules for this program: claim addresses need a valid email, and the shipping
 * country must lie in the region the order is priced in [checkout 3-4]. One schema per settings
 * object, since the form checks its draft on every render.
 */
export function orderSchemaFor(program: CheckoutProgram) {
  let schema = orderSchemas.get(program);
  if (!schema) {
    schema = createOrderRequestSchema({ emailRequired: needsEmail(program), program });
    orderSchemas.set(program, schema);
  }
  return schema;
}

/** The form field a schema issue belongs to ('shippingAddress.postcode' → postcode, claimEmail → email). */
function fieldOf(path: string | null): CheckoutField | null {
  if (path === null) return null;
  const key = path.startsWith('shippingAddress.') ? path.slice('shippingAddress.'.length) : path === 'claimEmail' ? 'email' : path;
  return (ADDRESS_FIELDS as readonly string[]).includes(key) || (CUSTOM_FIELDS as readonly string[]).includes(key)
    ? (key as CheckoutField)
    : null;
}

export interface DraftCheck {
  valid: boolean;
  /** The first message of each field that fails, by the field's name. */
  errors: Partial<Record<CheckoutField, ValidationMessageId>>;
  body: OrderRequest | null;
}

/** The draft against the valibot checkout rules of its own country [validation 17], as the server applies them. */
export function checkDraft(input: OrderBodyInput): DraftCheck {
  const result = v.safeParse(orderSchemaFor(input.program), orderBodyOf(input));
  if (result.success) return { valid: true, errors: {}, body: result.output };
  const errors: DraftCheck['errors'] = {};
  for (const issue of result.issues) {
    const field = fieldOf(v.getDotPath(issue));
    const id = messageIdOf(issue.message);
    if (field && id && errors[field] === undefined) errors[field] = id;
  }
  return { valid: false, errors, body: null };
}
