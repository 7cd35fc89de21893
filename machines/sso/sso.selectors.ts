import type { SnapshotFrom } from 'xstate';
import type { ssoMachine } from './sso.machine.ts';
import type { SsoFailure } from './sso.types.ts';

type SsoSnapshot = SnapshotFrom<typeof ssoMachine>;

/** What the page shows, derived in one place from the state. */
export type SsoView =
  | { kind: 'image' }
  | { kind: 'scoreCard' }
  | { kind: 'justAMoment' }
  | { kind: 'completing' }
  | { kind: 'checking' }
  | { kind: 'openedShop' }
  | { kind: 'signingIn' }
  | { kind: 'signedIn' }
  | { kind: 'leaving' }
  | { kind: 'failed'; failure: SsoFailure };

export function selectView(s: SsoSnapshot): SsoView {
  if (s.matches('outsideAllowList')) return { kind: 'image' };
  if (s.matches('showingScore')) return { kind: 'scoreCard' };
  if (s.matches('redirecting') || s.matches('awaitingProvider')) return { kind: 'justAMoment' };
  if (s.matches('completingSignIn')) return { kind: 'completing' };
  if (s.matches('openingShop')) return { kind: 'openedShop' };
  if (s.matches('signingIn')) return { kind: 'signingIn' };
  if (s.matches('waitingToEnterShop')) return { kind: 'signedIn' };
  if (s.matches('failed')) return { kind: 'failed', failure: s.context.failure ?? 'providerUnavailable' };
  if (s.matches('leaving')) return { kind: 'leaving' };
  return { kind: 'checking' };
}

export const canRetry = (s: SsoSnapshot) => s.can({ type: 'sso.retry' });
