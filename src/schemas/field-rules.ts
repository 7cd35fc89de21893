// Every length limit and pattern from product/validation.md and product/constants.md, as plain values. openapi.yaml repeats
// them (a test compares the two), so each pattern is kept as a source string that is valid
// both as an ECMAScript RegExp and as an OpenAPI `pattern`: anchored, no flags, no escapes
// that unicode-mode engines (ajv compiles with `u`) would reject.

import { CONTROL_CHARACTER_CLASS } from '../domain/control-characters';

/** At least 2 characters [validation 5, 7] for full name, address1, town/city, state and phone. */
export const REQUIRED_TEXT_MIN = 2;

export const NAME_MAX = 50;
export const COMPANY_MAX = 50;
export const ADDRESS_LINE_MAX = 50;
// Town/city is an address line in every carrier form we print to [validation 15].
export const TOWN_CITY_MAX = 50;

export const STATE_MAX = 2;
/** Checkout only, for countries that are neither USA nor Canada. */
export const STATE_MAX_CHECKOUT_OTHER = 3;

export const POSTCODE_MAX_ACCOUNT_USA = 10;
export const POSTCODE_MAX_ACCOUNT_CAN = 7;
export const POSTCODE_MAX_ACCOUNT_OTHER = 9;
export const POSTCODE_MAX_CHECKOUT = 10;
/** The widest postcode any form accepts: what the API contract can promise for all countries. */
export const POSTCODE_MAX = 10;

export const PHONE_MAX_ACCOUNT_NORTH_AMERICA = 18;
export const PHONE_MAX_ACCOUNT_OTHER = 50;
export const PHONE_MAX_CHECKOUT = 16;
/** The widest phone any form accepts: what the API contract can promise for all countries. */
export const PHONE_MAX = 50;

export const EXTENSION_MAX = 5;

export const CUSTOM_FIELD_LABEL_MAX = 50;
export const CUSTOM_FIELD_VALUE_MAX = 100;
export const ORDER_CUSTOM_FIELD_MAX = 100;

/** Server-made ids (product, option, address, order, sid) and the client's cart line ids. */
export const ID_MAX = 64;
export const SLUG_MAX = 120;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
/** Sign-in accepts older passwords set before the 8..16 rule, so only a sanity bound. */
export const LOGIN_PASSWORD_MAX = 128;

/** RFC 5321 limits a forward path to 254 characters; user ids share the same field. */
export const EMAIL_MAX = 254;
export const LOGIN_ID_MAX = 254;
export const CLAIM_CODE_MAX = 64;
export const RESET_TOKEN_MAX = 512;

export const PROFILE_NAME_MIN = 2;

export const SUGGESTIONS_MIN_CHARS = 3;

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;
export const ORDER_ITEMS_MAX = 100;
export const CART_ITEMS_MAX = 200;

export const REGION_LOCATION_MAX = 32;

/** Identity-provider tokens (JWTs) run to a few kilobytes; this bounds, not shapes, them. */
export const SIGN_ON_TOKEN_MAX = 8192;

export const IDEMPOTENCY_KEY_MIN = 8;
export const IDEMPOTENCY_KEY_MAX = 128;

export const SEARCH_TEXT_MAX = 100;
export const PAGE_SIZE_MAX = 1000;
export const PAGE_MAX = 100_000;
export const FILTERS_MAX = 10;
export const FILTER_VALUE_MAX = 2000;
export const SUGGESTIONS_LIMIT = 5;
export const SUGGESTIONS_LIMIT_MAX = 20;

/** The country select's first entry; choosing it means no country was chosen. */
export const COUNTRY_PLACEHOLDER = 'Select Country...';

export const EMAIL_PATTERN_SOURCE = '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$';
export const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE);

// Optional 1-2 digit country code (with optional +), then 3-3-4 digits. Parentheses must
// enclose the area code as a pair, so '(555 123 4567' is not accepted.
export const NORTH_AMERICAN_PHONE_PATTERN_SOURCE =
  '^(?:\\+?[0-9]{1,2}[ .-]?)?(?:\\([0-9]{3}\\)|[0-9]{3})[ .-]?[0-9]{3}[ .-]?[0-9]{4}$';
export const NORTH_AMERICAN_PHONE_PATTERN = new RegExp(NORTH_AMERICAN_PHONE_PATTERN_SOURCE);

// Checkout outside the USA and Canada: an optional '+', then 7 to 15 digits (E.164's most)
// with spaces, dots, hyphens or parentheses between them; it starts with a digit or '(' and
// ends with a digit. Each repetition ends on a digit and separators are never digits, so the
// match cannot backtrack explosively. Every North American number also matches, which makes
// this the widest rule: the one the API contract states.
export const INTERNATIONAL_PHONE_PATTERN_SOURCE = '^\\+?\\(?[0-9](?:[ .()-]*[0-9]){6,14}$';
export const INTERNATIONAL_PHONE_PATTERN = new RegExp(INTERNATIONAL_PHONE_PATTERN_SOURCE);

export const US_POSTCODE_PATTERN_SOURCE = '^[0-9]{5}(?:[ -]?[0-9]{4})?$';
export const US_POSTCODE_PATTERN = new RegExp(US_POSTCODE_PATTERN_SOURCE);

// Either case: participants type 'k1a 0b1' and Canada Post reads it the same.
export const CANADIAN_POSTCODE_PATTERN_SOURCE = '^[A-Za-z][0-9][A-Za-z][ -]?[0-9][A-Za-z][0-9]$';
export const CANADIAN_POSTCODE_PATTERN = new RegExp(CANADIAN_POSTCODE_PATTERN_SOURCE);

// Length is checked apart (EXTENSION_MAX) so the two failures can be told apart in the API.
export const EXTENSION_PATTERN_SOURCE = '^[0-9]*$';
export const EXTENSION_PATTERN = new RegExp(EXTENSION_PATTERN_SOURCE);

export const ID_PATTERN_SOURCE = '^[A-Za-z0-9_-]+$';
export const ID_PATTERN = new RegExp(ID_PATTERN_SOURCE);

export const SLUG_PATTERN_SOURCE = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SLUG_PATTERN = new RegExp(SLUG_PATTERN_SOURCE);

// A program's slug: in its hosts' settings, in admin paths and in staff roles.
export const PROGRAM_SLUG_PATTERN_SOURCE = '^[a-z0-9][a-z0-9-]{0,62}$';
export const PROGRAM_SLUG_PATTERN = new RegExp(PROGRAM_SLUG_PATTERN_SOURCE);

export const IDEMPOTENCY_KEY_PATTERN_SOURCE = '^[A-Za-z0-9_-]+$';
export const IDEMPOTENCY_KEY_PATTERN = new RegExp(IDEMPOTENCY_KEY_PATTERN_SOURCE);

export const COUNTRY_CODE_PATTERN_SOURCE = '^[A-Z]{3}$';
export const COUNTRY_CODE_PATTERN = new RegExp(COUNTRY_CODE_PATTERN_SOURCE);

// One class per password message; a "special character" is anything neither a letter, a
// digit nor white space, so accented letters count as special (the rule is about ASCII).
export const PASSWORD_LOWERCASE_PATTERN_SOURCE = '[a-z]';
export const PASSWORD_LOWERCASE_PATTERN = new RegExp(PASSWORD_LOWERCASE_PATTERN_SOURCE);
export const PASSWORD_CAPITAL_PATTERN_SOURCE = '[A-Z]';
export const PASSWORD_CAPITAL_PATTERN = new RegExp(PASSWORD_CAPITAL_PATTERN_SOURCE);
export const PASSWORD_SPECIAL_PATTERN_SOURCE = '[^A-Za-z0-9\\s]';
export const PASSWORD_SPECIAL_PATTERN = new RegExp(PASSWORD_SPECIAL_PATTERN_SOURCE);
export const PASSWORD_DIGIT_PATTERN_SOURCE = '[0-9]';
export const PASSWORD_DIGIT_PATTERN = new RegExp(PASSWORD_DIGIT_PATTERN_SOURCE);
/** All new-password rules in one pattern, for the API contract (which has no per-rule messages). */
export const NEW_PASSWORD_PATTERN_SOURCE =
  '^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9\\s])(?=.*[0-9]).{8,16}$';
export const NEW_PASSWORD_PATTERN = new RegExp(NEW_PASSWORD_PATTERN_SOURCE);

// A one-line text holds none of the control characters of src/domain/control-characters.ts.
export const SINGLE_LINE_PATTERN_SOURCE = `^[^${CONTROL_CHARACTER_CLASS}]*$`;
export const SINGLE_LINE_PATTERN = new RegExp(SINGLE_LINE_PATTERN_SOURCE);

export type CountryType = 'USA' | 'CAN' | 'OTHER';
export type AddressForm = 'account' | 'checkout';

export interface AddressLimits {
  readonly stateMax: number;
  readonly postcodeMax: number;
  readonly phoneMax: number;
}

/** The per-form, per-country maxima [validation 15] in one table, so a form never picks the wrong row. */
export const ADDRESS_LIMITS = {
  account: {
    USA: { stateMax: STATE_MAX, postcodeMax: POSTCODE_MAX_ACCOUNT_USA, phoneMax: PHONE_MAX_ACCOUNT_NORTH_AMERICA },
    CAN: { stateMax: STATE_MAX, postcodeMax: POSTCODE_MAX_ACCOUNT_CAN, phoneMax: PHONE_MAX_ACCOUNT_NORTH_AMERICA },
    OTHER: { stateMax: STATE_MAX, postcodeMax: POSTCODE_MAX_ACCOUNT_OTHER, phoneMax: PHONE_MAX_ACCOUNT_OTHER },
  },
  checkout: {
    USA: { stateMax: STATE_MAX, postcodeMax: POSTCODE_MAX_CHECKOUT, phoneMax: PHONE_MAX_CHECKOUT },
    CAN: { stateMax: STATE_MAX, postcodeMax: POSTCODE_MAX_CHECKOUT, phoneMax: PHONE_MAX_CHECKOUT },
    OTHER: { stateMax: STATE_MAX_CHECKOUT_OTHER, postcodeMax: POSTCODE_MAX_CHECKOUT, phoneMax: PHONE_MAX_CHECKOUT },
  },
} as const satisfies Record<AddressForm, Record<CountryType, AddressLimits>>;
