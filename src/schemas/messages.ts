import { EXTENSION_MAX, QUANTITY_MAX, QUANTITY_MIN, SUGGESTIONS_MIN_CHARS } from './field-rules';

// The English text of every validation message, keyed by the id the UI will translate by.
// Schemas take their messages only from here, so an issue's message always maps back to an id
// (messageIdOf) and no valibot default text ever reaches a participant.
export const validationMessages = {
  // Quoted verbatim from docs/product (validation.md and the pages' messages), typos included: programs' own translations and
  // screenshots match these strings, so do not correct them.
  invalidEmail: 'Please Enter valid email address',
  passwordLetter: 'Your password must contain at least one letter.',
  passwordCapital: 'Your password must contain at least one capital letter.',
  passwordSpecial: 'Your password must contain at least one special character.',
  passwordDigit: 'Your password must contain at least one digit.',
  passwordMin: 'Your password must be at least 8 characters.',
  passwordMax: 'Your password must be 16 or lower characters',
  passwordSameAsCurrent: 'Current and New password can not match',
  passwordMismatch: 'Paswords does not match',
  passwordsMatch: 'Passwords are match!',
  passwordGood: 'Password is good.',
  regionRequired: 'Region/Country is required!',
  cartEmpty: 'Your shopping cart is empty!',

  // Not quoted in docs/product.
  invalidValue: 'This value is not valid.',
  tooLong: 'This entry is too long.',
  fullNameRequired: 'Please enter your full name (at least 2 characters).',
  address1Required: 'Please enter your street address (at least 2 characters).',
  townCityRequired: 'Please enter your town or city (at least 2 characters).',
  stateRequired: 'Please enter your state, province or county (at least 2 characters).',
  countryRequired: 'Please select a country.',
  invalidCountry: 'Please select a country from the list.',
  phoneRequired: 'Please enter your phone number.',
  invalidPhone: 'Please enter a valid phone number, for example (555) 123-4567.',
  invalidInternationalPhone: 'Please enter a valid phone number with 7 to 15 digits, for example +49 30 1234567.',
  postcodeRequired: 'Please enter your postcode.',
  invalidUsPostcode: 'Please enter a valid ZIP code, for example 12345 or 12345-6789.',
  invalidCanadianPostcode: 'Please enter a valid postal code, for example K1A 0B1.',
  invalidExtension: `Extensions may contain digits only, at most ${EXTENSION_MAX}.`,
  addressLinesNotForUsa: 'Address lines 3 and 4 are not used for US addresses.',
  accountAddressUsaOnly: 'Only addresses in the USA can be saved to your account.',
  nameRequired: 'Please enter your name (at least 2 characters).',
  loginIdRequired: 'Please enter your user ID or email.',
  passwordRequired: 'Please enter your password.',
  currentPasswordRequired: 'Please enter your current password.',
  claimCodeRequired: 'Please enter your code.',
  signOnTokenMissing: 'The sign-on link is incomplete. Please sign in again.',
  searchTooShort: `Type at least ${SUGGESTIONS_MIN_CHARS} characters to see suggestions.`,
  resetLinkInvalid: 'This password reset link is incomplete. Please use the link from your email.',
  tooManyItems: 'There are too many items in the cart.',
  invalidProduct: 'This product could not be found.',
  invalidOption: 'This product option could not be found.',
  invalidQuantity: `Quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}.`,
  invalidRegion: 'Please choose a valid region.',
  unknownRegion: 'There is no such shipping region.',
  regionNotOffered: 'This program does not ship to that region.',
  countryOutsideRegion: 'That country is not in your shipping region. To ship there, change your region at the top of the page.',
  invalidTotal: 'The order total must be a number of zero or more.',
} as const;

export type ValidationMessageId = keyof typeof validationMessages;
export type ValidationMessage = (typeof validationMessages)[ValidationMessageId];

const idByMessage = new Map<string, ValidationMessageId>(
  (Object.keys(validationMessages) as ValidationMessageId[]).map((id) => [validationMessages[id], id]),
);

/** The id of a schema issue's message, for translation; undefined for text not from the catalogue. */
export function messageIdOf(message: string): ValidationMessageId | undefined {
  return idByMessage.get(message);
}

/** Ids of the given issues in order, without repeats: what a form shows for one field. */
export function messageIdsOf(issues: readonly { readonly message: string }[] | undefined): ValidationMessageId[] {
  const ids: ValidationMessageId[] = [];
  for (const issue of issues ?? []) {
    const id = messageIdOf(issue.message);
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
