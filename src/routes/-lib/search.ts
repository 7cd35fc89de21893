import * as v from 'valibot';
import { INVITATION_PARAM, isInvitationMark } from '../../domain/password-link';

// Search params arrive from the address, which anyone can write: every schema here accepts any
// input and falls back to "absent" for a value it cannot use, so a bad link shows the page
// rather than an error. TanStack Router parses values as JSON first (`?token=123` is a number),
// so text fields take numbers too and turn them back into text.

const MAX_TEXT = 2048;

/** Optional text; a number becomes its digits; anything else, or too long, is dropped. */
export const optionalText = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.maxLength(MAX_TEXT))),
  undefined,
);

/** Pages that remember where the visitor was headed: /login, /account/login, /account/timeout. */
export const redirectSearchSchema = v.object({ redirect: optionalText });

/** /login: the destination after sign-in, and a sign-on `token` that signs in at once. */
export const loginSearchSchema = v.object({ redirect: optionalText, token: optionalText });

/**
 * /login/reset-password?token&email[&invitation=1], from the reset or invitation mail (src/domain/password-link.ts).
 * Its `lang` is read before the router starts (src/domain/address-locale.ts).
 */
export const resetPasswordSearchSchema = v.object({
  token: optionalText,
  email: optionalText,
  [INVITATION_PARAM]: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(isInvitationMark))), undefined),
});
