import * as v from 'valibot';

import { emailSchema } from './email';
import { fieldObject } from './field-object';
import {
  LOGIN_PASSWORD_MAX,
  PASSWORD_CAPITAL_PATTERN,
  PASSWORD_DIGIT_PATTERN,
  PASSWORD_LOWERCASE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_SPECIAL_PATTERN,
  RESET_TOKEN_MAX,
} from './field-rules';
import { messageIdsOf, validationMessages as m, type ValidationMessageId } from './messages';

// Passwords are never trimmed: a space is a legitimate character and trimming would change
// what the participant must type next time.

// Rules in the order of [validation 20-24], and the pipe runs them all, so the form can list every rule that
// still fails at once, in the order the participant reads them.
export const newPasswordSchema = v.pipe(
  v.string(m.passwordRequired),
  v.regex(PASSWORD_LOWERCASE_PATTERN, m.passwordLetter),
  v.regex(PASSWORD_CAPITAL_PATTERN, m.passwordCapital),
  v.regex(PASSWORD_SPECIAL_PATTERN, m.passwordSpecial),
  v.regex(PASSWORD_DIGIT_PATTERN, m.passwordDigit),
  v.minLength(PASSWORD_MIN, m.passwordMin),
  v.maxLength(PASSWORD_MAX, m.passwordMax),
);

const NEW_PASSWORD_ISSUE_IDS = [
  'passwordLetter',
  'passwordCapital',
  'passwordSpecial',
  'passwordDigit',
  'passwordMin',
  'passwordMax',
  'passwordSameAsCurrent',
] as const satisfies readonly ValidationMessageId[];

export type NewPasswordIssueId = (typeof NEW_PASSWORD_ISSUE_IDS)[number];

function isNewPasswordIssueId(id: ValidationMessageId): id is NewPasswordIssueId {
  return (NEW_PASSWORD_ISSUE_IDS as readonly string[]).includes(id);
}

/** The new-password rules that currently fail, in the rules' order, for live hints. */
export function newPasswordIssues(newPassword: string, currentPassword?: string): NewPasswordIssueId[] {
  const result = v.safeParse(newPasswordSchema, newPassword);
  const ids = result.success ? [] : messageIdsOf(result.issues).filter(isNewPasswordIssueId);
  if (currentPassword && newPassword === currentPassword) ids.push('passwordSameAsCurrent');
  return ids;
}

/** What the new-password field shows: the failing rules, 'Password is good.', or nothing yet. */
export function newPasswordFeedback(newPassword: string, currentPassword?: string): ValidationMessageId[] {
  if (newPassword === '') return [];
  const issues = newPasswordIssues(newPassword, currentPassword);
  return issues.length > 0 ? issues : ['passwordGood'];
}

/** What the confirmation field shows; nothing until the participant starts typing it. */
export function confirmationMessageId(
  newPassword: string,
  confirmPassword: string,
): 'passwordsMatch' | 'passwordMismatch' | undefined {
  if (confirmPassword === '') return undefined;
  return newPassword === confirmPassword ? 'passwordsMatch' : 'passwordMismatch';
}

/**
 * [validation 27]: the Change (and Reset) button needs a matching confirmation and a length over 7;
 * the remaining rules are shown as hints and enforced by the server with the schemas below.
 */
export function canSubmitPasswordChange(fields: { newPassword: string; confirmPassword: string }): boolean {
  return fields.newPassword.length >= PASSWORD_MIN && fields.newPassword === fields.confirmPassword;
}

const currentPasswordSchema = v.pipe(
  v.string(m.currentPasswordRequired),
  v.nonEmpty(m.currentPasswordRequired),
  v.maxLength(LOGIN_PASSWORD_MAX, m.tooLong),
);

const confirmPasswordSchema = v.string(m.passwordMismatch);

const changePasswordRequestEntries = {
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
};

// partialCheck runs once the fields it reads have the right type, even when they break a
// rule, so a weak new password that also differs from its confirmation reports both.
const differsFromCurrent = (input: { currentPassword: string; newPassword: string }) =>
  input.currentPassword !== input.newPassword;

/** POST /api/users/changepassword as the server accepts it (no confirmation is sent). */
export const changePasswordRequestSchema = v.pipe(
  fieldObject(changePasswordRequestEntries, m.invalidValue),
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      differsFromCurrent,
      m.passwordSameAsCurrent,
    ),
    ['newPassword'],
  ),
);

/** The change-password form: the request plus its confirmation field. */
export const changePasswordSchema = v.pipe(
  fieldObject({ ...changePasswordRequestEntries, confirmPassword: confirmPasswordSchema }, m.invalidValue),
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      differsFromCurrent,
      m.passwordSameAsCurrent,
    ),
    ['newPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      m.passwordMismatch,
    ),
    ['confirmPassword'],
  ),
);

const resetTokenSchema = v.pipe(
  v.string(m.resetLinkInvalid),
  v.trim(),
  v.nonEmpty(m.resetLinkInvalid),
  v.maxLength(RESET_TOKEN_MAX, m.resetLinkInvalid),
);

// A reset sets a new password, so the new-password rules apply here as well: the form only
// gates its button on length, and the server is where a weak password is refused.
const resetPasswordRequestEntries = {
  email: emailSchema,
  token: resetTokenSchema,
  password: newPasswordSchema,
};

/** POST /api/users/forgotpassword. */
export const forgotPasswordRequestSchema = fieldObject({ email: emailSchema }, m.invalidValue);

/** POST /api/users/resetpassword as the server accepts it. */
export const resetPasswordRequestSchema = fieldObject(resetPasswordRequestEntries, m.invalidValue);

/** The reset-password form: the request plus its confirmation field. */
export const resetPasswordSchema = v.pipe(
  fieldObject({ ...resetPasswordRequestEntries, confirmPassword: confirmPasswordSchema }, m.invalidValue),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      m.passwordMismatch,
    ),
    ['confirmPassword'],
  ),
);

export type ChangePasswordRequest = v.InferOutput<typeof changePasswordRequestSchema>;
export type ChangePasswordForm = v.InferInput<typeof changePasswordSchema>;
export type ForgotPasswordRequest = v.InferOutput<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequest = v.InferOutput<typeof resetPasswordRequestSchema>;
export type ResetPasswordForm = v.InferInput<typeof resetPasswordSchema>;
