import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { NEW_PASSWORD_PATTERN } from './field-rules';
import { validationMessages as m } from './messages';
import {
  canSubmitPasswordChange,
  changePasswordRequestSchema,
  changePasswordSchema,
  confirmationMessageId,
  forgotPasswordRequestSchema,
  newPasswordFeedback,
  newPasswordIssues,
  newPasswordSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
} from './password';
import { allMessages, firstMessages } from './test-helpers';

const GOOD = 'Summit#2026';

describe('newPasswordSchema', () => {
  it('accepts a password meeting every rule, untrimmed', () => {
    expect(v.parse(newPasswordSchema, GOOD)).toBe(GOOD);
    expect(v.parse(newPasswordSchema, ' Summit#2026 ')).toBe(' Summit#2026 ');
  });

  it.each([
    ['no lowercase letter', 'SUMMIT#2026', 'Your password must contain at least one letter.'],
    ['no capital', 'summit#2026', 'Your password must contain at least one capital letter.'],
    ['no special character', 'Summit2026', 'Your password must contain at least one special character.'],
    ['space is not special', 'Summit 2026', 'Your password must contain at least one special character.'],
    ['no digit', 'Summit#Peak', 'Your password must contain at least one digit.'],
    ['7 characters', 'Aa1!aaa', 'Your password must be at least 8 characters.'],
    ['17 characters', 'Aa1!aaaaaaaaaaaaa', 'Your password must be 16 or lower characters'],
  ])('%s gives exactly its message', (_case, password, message) => {
    expect(allMessages(newPasswordSchema, password)).toEqual([message]);
  });

  it('accepts the boundaries 8 and 16', () => {
    expect(v.safeParse(newPasswordSchema, 'Aa1!aaaa').success).toBe(true);
    expect(v.safeParse(newPasswordSchema, 'Aa1!aaaaaaaaaaaa').success).toBe(true);
  });

  it('lists every failing rule in the rules order', () => {
    expect(allMessages(newPasswordSchema, '')).toEqual([
      m.passwordLetter,
      m.passwordCapital,
      m.passwordSpecial,
      m.passwordDigit,
      m.passwordMin,
    ]);
  });

  it('asks for a password when none is given', () => {
    expect(allMessages(newPasswordSchema, undefined)).toEqual([m.passwordRequired]);
  });

  it('agrees with the single pattern the API contract uses', () => {
    const samples = [GOOD, 'Aa1!aaaa', 'Aa1!aaa', 'Aa1!aaaaaaaaaaaa', 'Aa1!aaaaaaaaaaaaa', 'SUMMIT#2026', 'summit#2026', 'Summit2026', 'Summit 2026', 'Summit#Peak', 'Été#2026x', ''];
    for (const password of samples) {
      expect(NEW_PASSWORD_PATTERN.test(password), password).toBe(v.safeParse(newPasswordSchema, password).success);
    }
  });
});

describe('newPasswordIssues', () => {
  it('is empty for a good password', () => {
    expect(newPasswordIssues(GOOD)).toEqual([]);
    expect(newPasswordIssues(GOOD, 'Other#2026')).toEqual([]);
  });

  it('returns the failing ids in the rules order', () => {
    expect(newPasswordIssues('abc')).toEqual(['passwordCapital', 'passwordSpecial', 'passwordDigit', 'passwordMin']);
    expect(newPasswordIssues('ABCDEFGHIJKLMNOPQ')).toEqual(['passwordLetter', 'passwordSpecial', 'passwordDigit', 'passwordMax']);
  });

  it('adds "can not match" last when the new password equals the current one', () => {
    expect(newPasswordIssues(GOOD, GOOD)).toEqual(['passwordSameAsCurrent']);
    expect(newPasswordIssues('abc', 'abc')).toEqual([
      'passwordCapital',
      'passwordSpecial',
      'passwordDigit',
      'passwordMin',
      'passwordSameAsCurrent',
    ]);
  });

  it('does not compare against an empty current password', () => {
    expect(newPasswordIssues('', '')).not.toContain('passwordSameAsCurrent');
  });
});

describe('newPasswordFeedback', () => {
  it('shows nothing before typing, the failing rules, then "Password is good."', () => {
    expect(newPasswordFeedback('')).toEqual([]);
    expect(newPasswordFeedback('Summit#')).toEqual(['passwordDigit', 'passwordMin']);
    expect(newPasswordFeedback(GOOD)).toEqual(['passwordGood']);
    expect(m[newPasswordFeedback(GOOD)[0]!]).toBe('Password is good.');
    expect(newPasswordFeedback(GOOD, GOOD)).toEqual(['passwordSameAsCurrent']);
  });
});

describe('confirmationMessageId', () => {
  it('says nothing until the confirmation is typed', () => {
    expect(confirmationMessageId(GOOD, '')).toBeUndefined();
  });

  it('reports match and mismatch with the texts of the rules', () => {
    expect(m[confirmationMessageId(GOOD, GOOD)!]).toBe('Passwords are match!');
    expect(m[confirmationMessageId(GOOD, 'Summit#2025')!]).toBe('Paswords does not match');
  });
});

describe('canSubmitPasswordChange', () => {
  it('needs a matching confirmation and more than 7 characters', () => {
    expect(canSubmitPasswordChange({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBe(true);
    expect(canSubmitPasswordChange({ newPassword: 'abcdefg', confirmPassword: 'abcdefg' })).toBe(false);
    expect(canSubmitPasswordChange({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgH' })).toBe(false);
    expect(canSubmitPasswordChange({ newPassword: '', confirmPassword: '' })).toBe(false);
  });
});

describe('changePasswordSchema', () => {
  const form = { currentPassword: 'Old#2025x', newPassword: GOOD, confirmPassword: GOOD };

  it('accepts a valid change', () => {
    expect(v.parse(changePasswordSchema, form)).toEqual(form);
  });

  it('needs the current password', () => {
    expect(firstMessages(changePasswordSchema, { ...form, currentPassword: '' })).toEqual({
      currentPassword: m.currentPasswordRequired,
    });
    expect(firstMessages(changePasswordSchema, { ...form, currentPassword: 'x'.repeat(129) })).toEqual({
      currentPassword: m.tooLong,
    });
  });

  it('refuses a new password equal to the current one, on the new-password field', () => {
    expect(firstMessages(changePasswordSchema, { ...form, currentPassword: GOOD })).toEqual({
      newPassword: 'Current and New password can not match',
    });
  });

  it('refuses a mismatched confirmation, on the confirmation field', () => {
    expect(firstMessages(changePasswordSchema, { ...form, confirmPassword: 'Summit#2025' })).toEqual({
      confirmPassword: 'Paswords does not match',
    });
  });

  it('reports a weak new password by its rules, and a mismatch alongside', () => {
    expect(allMessages(changePasswordSchema, { ...form, newPassword: 'summit#2026', confirmPassword: 'summit#2026' })).toEqual([
      m.passwordCapital,
    ]);
    expect(allMessages(changePasswordSchema, { ...form, newPassword: 'summit#2026', confirmPassword: 'x' })).toEqual([
      m.passwordCapital,
      m.passwordMismatch,
    ]);
  });

  it('refuses a missing object or field', () => {
    expect(firstMessages(changePasswordSchema, null)).toEqual({ $: m.invalidValue });
    expect(firstMessages(changePasswordSchema, { currentPassword: 'Old#2025x', newPassword: GOOD })).toEqual({
      confirmPassword: m.passwordMismatch,
    });
  });
});

describe('changePasswordRequestSchema', () => {
  it('is the body without confirmation, with the same rules', () => {
    expect(v.parse(changePasswordRequestSchema, { currentPassword: 'Old#2025x', newPassword: GOOD, confirmPassword: 'x' })).toEqual({
      currentPassword: 'Old#2025x',
      newPassword: GOOD,
    });
    expect(firstMessages(changePasswordRequestSchema, { currentPassword: GOOD, newPassword: GOOD })).toEqual({
      newPassword: m.passwordSameAsCurrent,
    });
    expect(firstMessages(changePasswordRequestSchema, { currentPassword: 'Old#2025x', newPassword: 'Aa1!aaa' })).toEqual({
      newPassword: m.passwordMin,
    });
  });
});

describe('forgotPasswordRequestSchema', () => {
  it('needs a valid email', () => {
    expect(v.parse(forgotPasswordRequestSchema, { email: ' alex@summit.example ' })).toEqual({ email: 'alex@summit.example' });
    expect(firstMessages(forgotPasswordRequestSchema, { email: 'alex' })).toEqual({ email: m.invalidEmail });
    expect(firstMessages(forgotPasswordRequestSchema, {})).toEqual({ email: m.invalidEmail });
  });
});

describe('resetPasswordSchema', () => {
  const form = { email: 'alex@summit.example', token: 'tok-123', password: GOOD, confirmPassword: GOOD };

  it('accepts a valid reset and trims email and token', () => {
    expect(v.parse(resetPasswordSchema, { ...form, email: ' alex@summit.example', token: ' tok-123 ' })).toEqual(form);
  });

  it('checks each field with its message', () => {
    expect(firstMessages(resetPasswordSchema, { ...form, email: 'alex' })).toEqual({ email: m.invalidEmail });
    expect(firstMessages(resetPasswordSchema, { ...form, token: '' })).toEqual({ token: m.resetLinkInvalid });
    expect(firstMessages(resetPasswordSchema, { ...form, token: 't'.repeat(513) })).toEqual({ token: m.resetLinkInvalid });
    expect(v.safeParse(resetPasswordSchema, { ...form, token: 't'.repeat(512) }).success).toBe(true);
    expect(firstMessages(resetPasswordSchema, { ...form, password: 'summit#2026', confirmPassword: 'summit#2026' })).toEqual({
      password: m.passwordCapital,
    });
    expect(firstMessages(resetPasswordSchema, { ...form, confirmPassword: 'Summit#2025' })).toEqual({
      confirmPassword: m.passwordMismatch,
    });
  });

  it('has a body form without the confirmation', () => {
    const { confirmPassword: _omitted, ...body } = form;
    expect(v.parse(resetPasswordRequestSchema, form)).toEqual(body);
    expect(firstMessages(resetPasswordRequestSchema, { ...body, token: undefined })).toEqual({ token: m.resetLinkInvalid });
  });
});
