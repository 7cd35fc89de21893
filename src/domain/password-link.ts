// The link of a password mail, built by the server and read by the password page's route: one
// place for its address and parameters.
import { LANGUAGE_PARAM } from './address-locale';
import type { Locale } from './locales';

/** The page that chooses a password from a mailed link: a reset, or an invitation's first password. */
export const PASSWORD_PAGE_PATH = '/login/reset-password';

/** Marks an invitation's link (`invitation=1`): the page says it sets a first password. */
export const INVITATION_PARAM = 'invitation';

export interface PasswordLinkInput {
  token: string;
  email: string;
  /** The language the mail is written in: the page opens in it when the browser has no choice of its own. */
  language: Locale;
  invitation: boolean;
}

/** `{base}/login/reset-password?token=…&email=…[&invitation=1]&lang=…`; `base` has no trailing slash. */
export function passwordLink(base: string, { token, email, language, invitation }: PasswordLinkInput): string {
  const query = new URLSearchParams({ token, email });
  if (invitation) query.set(INVITATION_PARAM, '1');
  query.set(LANGUAGE_PARAM, language);
  return `${base}${PASSWORD_PAGE_PATH}?${query.toString()}`;
}

/** Whether a link's `invitation` value marks an invitation: the router reads `1` as a number, a hand-typed link may say `true`. */
export function isInvitationMark(value: unknown): boolean {
  return value === 1 || value === true || value === '1' || value === 'true';
}
