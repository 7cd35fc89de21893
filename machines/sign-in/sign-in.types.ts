export type ProgramType = 'points' | 'plateau' | 'claim';

/** What the participant typed: user id or email and password, or a claim code alone. */
export interface Credentials {
  login: string;
  password: string;
  remember: boolean;
}

/** Why the last attempt failed; the texts are chosen by the selectors per program type. */
export type SignInFailure = 'credentials' | 'rateLimited' | 'unavailable' | 'ssoRejected';

export interface SignInContext {
  programType: ProgramType;
  credentials: Credentials | null;
  ssoToken: string | null;
  failure: SignInFailure | null;
  retryAfterSeconds: number | null;
}

export interface SignInInput {
  programType: ProgramType;
  /** A `token` query parameter on the login page signs in through single sign-on at once. */
  ssoToken?: string | null;
}

/** What a sign-in actor rejects with, so the machine can tell the failures apart. */
export interface SignInError {
  kind: SignInFailure;
  retryAfterSeconds?: number;
}

export type SignInEvent = { type: 'signIn.submit'; credentials: Credentials } | { type: 'signIn.edit' };
