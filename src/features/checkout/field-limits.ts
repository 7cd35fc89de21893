import { countryTypeOf } from '../../schemas/address';
import { ADDRESS_LIMITS, ADDRESS_LINE_MAX, EMAIL_MAX, NAME_MAX, ORDER_CUSTOM_FIELD_MAX, TOWN_CITY_MAX } from '../../schemas/field-rules';
import type { CheckoutField } from './checkout-draft';

/** The checkout maxima [validation 15] for a field in this country (the schemas hold the same numbers). */
export function maxLengthOf(field: CheckoutField, country: string | undefined): number | undefined {
  const limits = ADDRESS_LIMITS.checkout[countryTypeOf(country)];
  switch (field) {
    case 'fullName':
      return NAME_MAX;
    case 'address1':
    case 'address2':
    case 'address3':
    case 'address4':
      return ADDRESS_LINE_MAX;
    case 'townCity':
      return TOWN_CITY_MAX;
    case 'stateCounty':
      return limits.stateMax;
    case 'postcode':
      return limits.postcodeMax;
    case 'phone':
      return limits.phoneMax;
    case 'email':
      return EMAIL_MAX;
    case 'country':
      return undefined;
    default:
      return ORDER_CUSTOM_FIELD_MAX;
  }
}
