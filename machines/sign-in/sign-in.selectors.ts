import type { SnapshotFrom } from 'xstate';
import type { signInMachine } from './sign-in.machine.ts';

type SignInSnapshot = SnapshotFrom<typeof signInMachine>;

export type SignInMessage =
  | { id: 'signIn.failed.claim' | 'signIn.failed.other' | 'signIn.unavailable' | 'signIn.ssoRejected' }
  | { id: 'signIn.rateLimited'; minutes: number };

export function selectFailureMessage(s: SignInSnapshot): SignInMessage | null {
  const { failure, programType, retryAfterSeconds } = s.context;
  switch (failure) {
    case null:
      return null;
    case 'credentials':
      return { id: programType === 'claim' ? 'signIn.failed.claim' : 'signIn.failed.other' };
    case 'rateLimited':
      return { id: 'signIn.rateLimited', minutes: Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)) };
    case 'ssoRejected':
      return { id: 'signIn.ssoRejected' };
    default:
      return { id: 'signIn.unavailable' };
  }
}

export const isSubmitting = (s: SignInSnapshot) => s.matches('submitting') || s.matches('signingInWithSso');
export const isSignedIn = (s: SignInSnapshot) => s.matches('signedIn');
