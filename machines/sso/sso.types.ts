/** The four sign-on routes [sign-in-and-sso 17-20], each a way into the flow. */
export type SsoPage = 'score' | 'callback' | 'okta' | 'redirect';

/** Who the provider says signed in, and its ID token for POST /signin-oidc. */
export interface Identity {
  email: string;
  idToken: string;
}

/**
 * Why the flow stopped: the learner cancelled at the provider, the provider responded with an
 * error or a response the client could not verify, the provider (or its discovery) was out of
 * reach, or the shop refused the provider's token.
 */
export type SsoFailure = 'cancelled' | 'signInFailed' | 'providerUnavailable' | 'rejected';

/** What an actor rejects with, so the machine can tell failures apart; anything else is providerUnavailable. */
export interface SsoError {
  kind: SsoFailure;
}

export interface SsoInput {
  page: SsoPage;
  /** score: the emailID query parameter, as given. */
  email?: string | null;
  /** score: the redirect query parameter is present (the learner is on the way to the shop). */
  redirect?: boolean;
  /** Where the shop sign-in ends, already checked to be a path on this site; default '/'. */
  next?: string | null;
  /** score: whether the address is on the built-in allow list (decided by the app's shared rule). */
  allowed?: boolean;
}

export interface SsoContext {
  page: SsoPage;
  email: string | null;
  redirect: boolean;
  allowed: boolean;
  next: string;
  identity: Identity | null;
  failure: SsoFailure | null;
}

/** Where the provider sends the browser back to, after /{lp}/callback. */
export interface ResumeTarget {
  page: 'okta' | 'redirect';
  next: string;
}

/** What the sign-in start needs: where the flow resumes, and the address to suggest at the provider. */
export interface StartSignInInput extends ResumeTarget {
  loginHint: string | null;
}

export type SsoEvent = { type: 'sso.retry' };
