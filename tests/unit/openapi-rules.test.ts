import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as rules from '../../src/schemas/field-rules.ts';

// The valibot schemas are the one source of each rule; openapi.yaml must state the same lengths
// and patterns so that operators implementing the contract enforce what the forms enforce.
const doc = parse(readFileSync('openapi.yaml', 'utf8'));
const schemas = doc.components.schemas;
const prop = (schema: string, name: string) => {
  const p = schemas[schema].properties[name];
  if (!p) throw new Error(`${schema}.${name} is not in openapi.yaml`);
  return p;
};
const requestProp = (path: string, method: string, name: string) =>
  doc.paths[path][method].requestBody.content['application/json'].schema.properties[name];

describe('openapi.yaml states the valibot field rules', () => {
  const cases: [string, unknown, unknown][] = [
    ['Email pattern', schemas.Email.pattern, rules.EMAIL_PATTERN_SOURCE],
    ['Email maxLength', schemas.Email.maxLength, rules.EMAIL_MAX],
    ['Id pattern', schemas.Id.pattern, rules.ID_PATTERN_SOURCE],
    ['Id maxLength', schemas.Id.maxLength, rules.ID_MAX],
    ['Slug pattern', schemas.Slug.pattern, rules.SLUG_PATTERN_SOURCE],
    ['Slug maxLength', schemas.Slug.maxLength, rules.SLUG_MAX],
    ['CountryCode pattern', schemas.CountryCode.pattern, rules.COUNTRY_CODE_PATTERN_SOURCE],
    ['NewPassword minLength', schemas.NewPassword.minLength, rules.PASSWORD_MIN],
    ['NewPassword maxLength', schemas.NewPassword.maxLength, rules.PASSWORD_MAX],
    ['NewPassword pattern', schemas.NewPassword.pattern, rules.NEW_PASSWORD_PATTERN_SOURCE],
    ['Credentials email maxLength', prop('Credentials', 'email').maxLength, rules.LOGIN_ID_MAX],
    ['Credentials password maxLength', prop('Credentials', 'password').maxLength, rules.LOGIN_PASSWORD_MAX],
    ['fullName minLength', prop('AddressInput', 'fullName').minLength, rules.REQUIRED_TEXT_MIN],
    ['fullName maxLength', prop('AddressInput', 'fullName').maxLength, rules.NAME_MAX],
    ['address1 minLength', prop('AddressInput', 'address1').minLength, rules.REQUIRED_TEXT_MIN],
    ['address1 maxLength', prop('AddressInput', 'address1').maxLength, rules.ADDRESS_LINE_MAX],
    ['address2 maxLength', prop('AddressInput', 'address2').maxLength, rules.ADDRESS_LINE_MAX],
    ['address3 maxLength', prop('AddressInput', 'address3').maxLength, rules.ADDRESS_LINE_MAX],
    ['address4 maxLength', prop('AddressInput', 'address4').maxLength, rules.ADDRESS_LINE_MAX],
    ['companyName maxLength', prop('AddressInput', 'companyName').maxLength, rules.COMPANY_MAX],
    ['townCity minLength', prop('AddressInput', 'townCity').minLength, rules.REQUIRED_TEXT_MIN],
    ['townCity maxLength', prop('AddressInput', 'townCity').maxLength, rules.TOWN_CITY_MAX],
    ['stateCounty minLength', prop('AddressInput', 'stateCounty').minLength, rules.REQUIRED_TEXT_MIN],
    ['stateCounty maxLength (widest form)', prop('AddressInput', 'stateCounty').maxLength, rules.STATE_MAX_CHECKOUT_OTHER],
    ['postcode maxLength (widest form)', prop('AddressInput', 'postcode').maxLength, rules.POSTCODE_MAX],
    ['phone minLength', prop('AddressInput', 'phone').minLength, rules.REQUIRED_TEXT_MIN],
    ['phone maxLength (widest form)', prop('AddressInput', 'phone').maxLength, rules.PHONE_MAX],
    ['phone pattern (widest: international)', prop('AddressInput', 'phone').pattern, rules.INTERNATIONAL_PHONE_PATTERN_SOURCE],
    ['phoneExt maxLength', prop('AddressInput', 'phoneExt').maxLength, rules.EXTENSION_MAX],
    ['phoneExt pattern', prop('AddressInput', 'phoneExt').pattern, rules.EXTENSION_PATTERN_SOURCE],
    ['alternativePhoneExt maxLength', prop('AddressInput', 'alternativePhoneExt').maxLength, rules.EXTENSION_MAX],
    ['alternativePhoneExt pattern', prop('AddressInput', 'alternativePhoneExt').pattern, rules.EXTENSION_PATTERN_SOURCE],
    ['LabelledValue label maxLength', schemas.LabelledValue.properties.label.maxLength, rules.CUSTOM_FIELD_LABEL_MAX],
    ['LabelledValue value maxLength', schemas.LabelledValue.properties.value.maxLength, rules.CUSTOM_FIELD_VALUE_MAX],
    ['ProfileInput name minLength', prop('ProfileInput', 'name').minLength, rules.PROFILE_NAME_MIN],
    ['ProfileInput name maxLength', prop('ProfileInput', 'name').maxLength, rules.NAME_MAX],
    ...(['fullName', 'address1', 'address2', 'address3', 'address4', 'companyName', 'townCity', 'city', 'stateCounty', 'postcode'] as const).map(
      (name): [string, unknown, unknown] => [`${name} pattern (one line)`, prop('AddressInput', name).pattern, rules.SINGLE_LINE_PATTERN_SOURCE],
    ),
    ['LabelledValue label pattern', schemas.LabelledValue.properties.label.pattern, rules.SINGLE_LINE_PATTERN_SOURCE],
    ['LabelledValue value pattern', schemas.LabelledValue.properties.value.pattern, rules.SINGLE_LINE_PATTERN_SOURCE],
    ['ProfileInput name pattern (one line)', prop('ProfileInput', 'name').pattern, rules.SINGLE_LINE_PATTERN_SOURCE],
    ['CartItem quantity minimum', prop('CartItem', 'quantity').minimum, rules.QUANTITY_MIN],
    ['CartItem quantity maximum', prop('CartItem', 'quantity').maximum, rules.QUANTITY_MAX],
    ['OrderLineInput quantity minimum', prop('OrderLineInput', 'quantity').minimum, rules.QUANTITY_MIN],
    ['OrderLineInput quantity maximum', prop('OrderLineInput', 'quantity').maximum, rules.QUANTITY_MAX],
    ['OrderRequest items maxItems', prop('OrderRequest', 'items').maxItems, rules.ORDER_ITEMS_MAX],
    ['OrderRequest customField1 maxLength', prop('OrderRequest', 'customField1').maxLength, rules.ORDER_CUSTOM_FIELD_MAX],
    ['OrderRequest customField4 maxLength', prop('OrderRequest', 'customField4').maxLength, rules.ORDER_CUSTOM_FIELD_MAX],
    ['Region location maxLength', prop('Region', 'location').maxLength, rules.REGION_LOCATION_MAX],
    ['cart update maxItems', requestProp('/api/users/{sid}/cart', 'put', 'cartItems').maxItems, rules.CART_ITEMS_MAX],
    ['sso token maxLength', requestProp('/api/sso', 'post', 'token').maxLength, rules.SIGN_ON_TOKEN_MAX],
    ['reset token maxLength', requestProp('/api/users/resetpassword', 'post', 'token').maxLength, rules.RESET_TOKEN_MAX],
    ['ProductQuery limit maximum', prop('ProductQuery', 'limit').maximum, rules.PAGE_SIZE_MAX],
    ['ProductQuery page maximum', prop('ProductQuery', 'page').maximum, rules.PAGE_MAX],
    ['ProductQuery search maxLength', prop('ProductQuery', 'search').maxLength, rules.SEARCH_TEXT_MAX],
    ['ProductQuery filters maxProperties', prop('ProductQuery', 'filters').maxProperties, rules.FILTERS_MAX],
    ['ProductQuery filter value maxLength', prop('ProductQuery', 'filters').additionalProperties.maxLength, rules.FILTER_VALUE_MAX],
    ['SuggestionQuery limit maximum', prop('SuggestionQuery', 'limit').maximum, rules.SUGGESTIONS_LIMIT_MAX],
    ['SuggestionQuery limit default', prop('SuggestionQuery', 'limit').default, rules.SUGGESTIONS_LIMIT],
  ];
  it.each(cases)('%s', (_name, inContract, inSchemas) => {
    expect(inContract).toBe(inSchemas);
  });

  it('states the suggestion minimum and the Idempotency-Key rules', () => {
    const suggestions = doc.paths['/api/products/suggestions'].get.parameters.find((p: { name: string }) => p.name === 'q');
    expect(suggestions.schema.minLength).toBe(rules.SUGGESTIONS_MIN_CHARS);
    const key = doc.paths['/api/orders'].post.parameters.find((p: { name: string }) => p.name === 'Idempotency-Key');
    expect(key.schema).toMatchObject({
      minLength: rules.IDEMPOTENCY_KEY_MIN,
      maxLength: rules.IDEMPOTENCY_KEY_MAX,
      pattern: rules.IDEMPOTENCY_KEY_PATTERN_SOURCE,
    });
  });
});
