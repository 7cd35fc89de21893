import type { SnapshotFrom } from 'xstate';
import type { appBootMachine } from './app-boot.machine.ts';

type BootSnapshot = SnapshotFrom<typeof appBootMachine>;

/** The loading view shows until one of these settles. */
export const isBooting = (s: BootSnapshot) =>
  s.matches('starting') || s.matches('routing') || s.matches('loadingSession') || s.matches('closingSession') || s.matches('endingSession');
export const isReady = (s: BootSnapshot) => s.matches('ready');
export const isSignedOut = (s: BootSnapshot) => s.matches('signedOut');
export const isNotFound = (s: BootSnapshot) => s.matches('notFound');
export const hasFailed = (s: BootSnapshot) => s.matches('failed');
export const selectSignOutReason = (s: BootSnapshot) => s.context.signOutReason;
/** The user record is loading again (session.userChanged) while the app already shows pages. */
export const isRefreshingUser = (s: BootSnapshot) => s.matches('loadingSession') && s.context.user !== null;
export const selectUser = (s: BootSnapshot) => s.context.user;
/** The signed-in participant's own language, from the record boot loaded; null signed out. */
export const selectUserLanguage = (s: BootSnapshot) => s.context.user?.language ?? null;
