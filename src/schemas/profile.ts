import * as v from 'valibot';

import { emailSchema } from './email';
import { fieldObject } from './field-object';
import { NAME_MAX, PROFILE_NAME_MIN, SINGLE_LINE_PATTERN } from './field-rules';
import { validationMessages as m } from './messages';

/** The profile form and POST /api/users/{sid}. */
export const profileSchema = fieldObject(
  {
    name: v.config(
      v.pipe(
        v.string(m.nameRequired),
        v.trim(),
        v.minLength(PROFILE_NAME_MIN, m.nameRequired),
        v.maxLength(NAME_MAX, m.tooLong),
        v.regex(SINGLE_LINE_PATTERN, m.invalidValue),
      ),
      { abortPipeEarly: true },
    ),
    email: emailSchema,
  },
  m.invalidValue,
);

export type Profile = v.InferOutput<typeof profileSchema>;
