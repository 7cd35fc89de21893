import * as v from 'valibot';

import { EMAIL_MAX, EMAIL_PATTERN } from './field-rules';
import { validationMessages as m } from './messages';

/** The email rule [validation 4], for code that only needs a yes or no (live form hints). */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}

// The rules give one email message [validation 4], so empty, too long and malformed all read the same.
// abortPipeEarly keeps it to a single issue per field.
export const emailSchema = v.config(
  v.pipe(
    v.string(m.invalidEmail),
    v.trim(),
    v.nonEmpty(m.invalidEmail),
    v.maxLength(EMAIL_MAX, m.invalidEmail),
    v.regex(EMAIL_PATTERN, m.invalidEmail),
  ),
  { abortPipeEarly: true },
);

// Forms send '' for an untouched optional field and stored records hold null; both mean
// "no email", not a bad one.
export const optionalEmailSchema = v.nullish(
  v.config(
    v.pipe(
      v.string(m.invalidEmail),
      v.trim(),
      v.maxLength(EMAIL_MAX, m.invalidEmail),
      v.check((email) => email === '' || EMAIL_PATTERN.test(email), m.invalidEmail),
    ),
    { abortPipeEarly: true },
  ),
);
