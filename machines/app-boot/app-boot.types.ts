/** The little of a program the boot flow decides on; the app's generated Program type fits it. */
export interface BootProgram {
  status: boolean;
  type: 'points' | 'plateau' | 'claim';
}

export interface BootUser {
  status?: string | null;
  /** The participant's own language (the app shows it first unless this browser has a choice). */
  language?: string | null;
}

/** Why the participant is signed out, so the app can send them to the right place. */
export type SignOutReason = 'none' | 'programClosed' | 'userFailed' | 'signedOut';

export interface AppBootContext<P extends BootProgram = BootProgram, U extends BootUser = BootUser> {
  signedIn: boolean;
  program: P | null;
  user: U | null;
  signOutReason: SignOutReason;
  error: unknown;
}

export type AppBootEvent =
  | { type: 'boot.retry' }
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' }
  | { type: 'session.userChanged' };

export interface AppBootInput {
  signedIn: boolean;
}
