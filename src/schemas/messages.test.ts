import { describe, expect, it } from 'vitest';

import { messageIdOf, messageIdsOf, validationMessages, type ValidationMessageId } from './messages';

describe('validationMessages', () => {
  it.each<[ValidationMessageId, string]>([
    ['invalidEmail', 'Please Enter valid email address'],
    ['passwordLetter', 'Your password must contain at least one letter.'],
    ['passwordCapital', 'Your password must contain at least one capital letter.'],
    ['passwordSpecial', 'Your password must contain at least one special character.'],
    ['passwordDigit', 'Your password must contain at least one digit.'],
    ['passwordMin', 'Your password must be at least 8 characters.'],
    ['passwordMax', 'Your password must be 16 or lower characters'],
    ['passwordSameAsCurrent', 'Current and New password can not match'],
    ['passwordMismatch', 'Paswords does not match'],
    ['passwordsMatch', 'Passwords are match!'],
    ['passwordGood', 'Password is good.'],
    ['regionRequired', 'Region/Country is required!'],
    ['cartEmpty', 'Your shopping cart is empty!'],
  ])('%s keeps the docs/product text verbatim', (id, text) => {
    expect(validationMessages[id]).toBe(text);
  });

  it('puts the limits into the messages that name them', () => {
    expect(validationMessages.invalidExtension).toBe('Extensions may contain digits only, at most 5.');
    expect(validationMessages.invalidQuantity).toBe('Quantity must be a whole number from 1 to 999.');
  });

  it('has a distinct, non-empty text for every id, so a text always maps back to one id', () => {
    const texts = Object.values(validationMessages);
    expect(texts.every((text) => text.trim().length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('messageIdOf', () => {
  it('maps every text back to its id', () => {
    for (const [id, text] of Object.entries(validationMessages)) {
      expect(messageIdOf(text)).toBe(id);
    }
  });

  it('returns undefined for text outside the catalogue', () => {
    expect(messageIdOf('Invalid length: Expected >=2 but received 1')).toBeUndefined();
    expect(messageIdOf('')).toBeUndefined();
  });
});

describe('messageIdsOf', () => {
  it('keeps order, drops repeats and unknown texts', () => {
    const issues = [
      { message: validationMessages.passwordCapital },
      { message: 'something else' },
      { message: validationMessages.passwordDigit },
      { message: validationMessages.passwordCapital },
    ];
    expect(messageIdsOf(issues)).toEqual(['passwordCapital', 'passwordDigit']);
  });

  it('treats no issues as no ids', () => {
    expect(messageIdsOf(undefined)).toEqual([]);
    expect(messageIdsOf([])).toEqual([]);
  });
});
