import * as v from 'valibot';

import { emailSchema } from './email';
import { fieldObject } from './field-object';
import { SIGN_ON_TOKEN_MAX } from './field-rules';
import { validationMessages as m } from './messages';

// Tokens are opaque here: their signature, issuer and expiry are the server's to verify.
const signOnTokenSchema = v.pipe(
  v.string(m.signOnTokenMissing),
  v.trim(),
  v.nonEmpty(m.signOnTokenMissing),
  v.maxLength(SIGN_ON_TOKEN_MAX, m.signOnTokenMissing),
);

/** POST /api/sso. */
export const ssoTokenRequestSchema = fieldObject({ token: signOnTokenSchema }, m.invalidValue);

/** POST /signin-oidc: the email must also match the verified token, which the server checks. */
export const oidcSignInRequestSchema = fieldObject({ email: emailSchema, token: signOnTokenSchema }, m.invalidValue);

/** POST /api/getpoints, for the score page. */
export const getPointsRequestSchema = fieldObject({ email: emailSchema }, m.invalidValue);

export type SsoTokenRequest = v.InferOutput<typeof ssoTokenRequestSchema>;
export type OidcSignInRequest = v.InferOutput<typeof oidcSignInRequestSchema>;
export type GetPointsRequest = v.InferOutput<typeof getPointsRequestSchema>;
