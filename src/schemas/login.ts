import * as v from 'valibot';

import { fieldObject } from './field-object';
import { CLAIM_CODE_MAX, LOGIN_ID_MAX, LOGIN_PASSWORD_MAX } from './field-rules';
import { validationMessages as m } from './messages';

// POST /token names its identifier field `email` whatever it carries: an email address
// (points), a plateau user id, or a claim code. Sign-in checks only that something sensible
// was typed; whether it is right is the server's response, not a validation message.

const loginIdSchema = v.pipe(
  v.string(m.loginIdRequired),
  v.trim(),
  v.nonEmpty(m.loginIdRequired),
  v.maxLength(LOGIN_ID_MAX, m.tooLong),
);

// Not trimmed: spaces may be part of the password.
const loginPasswordSchema = v.pipe(
  v.string(m.passwordRequired),
  v.nonEmpty(m.passwordRequired),
  v.maxLength(LOGIN_PASSWORD_MAX, m.tooLong),
);

/** Points and plateau sign-in form: user id or email, and password. */
export const credentialsSchema = fieldObject({ email: loginIdSchema, password: loginPasswordSchema }, m.invalidValue);

/**
 * POST /token for every program type: the server cannot know from the body alone whether a
 * password belongs, so it is optional here and the program type decides (claim: none).
 */
export const signInRequestSchema = fieldObject(
  { email: loginIdSchema, password: v.optional(loginPasswordSchema) },
  m.invalidValue,
);

/** Claim programs sign in with a code alone, sent in the same `email` field. */
export const claimCodeSignInSchema = fieldObject(
  {
    email: v.pipe(
      v.string(m.claimCodeRequired),
      v.trim(),
      v.nonEmpty(m.claimCodeRequired),
      v.maxLength(CLAIM_CODE_MAX, m.tooLong),
    ),
  },
  m.invalidValue,
);

export type Credentials = v.InferOutput<typeof credentialsSchema>;
export type SignInRequest = v.InferOutput<typeof signInRequestSchema>;
export type ClaimCodeSignIn = v.InferOutput<typeof claimCodeSignInSchema>;
