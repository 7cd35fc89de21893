import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type ConsoleFailure } from './console-failure.ts';

export interface StaffCredentials {
  email: string;
  password: string;
}

export interface StaffSignInContext {
  failure: ConsoleFailure | null;
}

export type StaffSignInEvent = { type: 'signIn.submit'; credentials: StaffCredentials } | { type: 'signIn.edit' };

/**
 * A staff member's sign-in to the console (docs/console.md): e-mail and password, sent once both
 * are filled in; the server's refusal is kept to be shown as it is. The app provides `signIn`
 * (POST /admin/api/staff/sign-in, keeping the forgery token) and `onSignedIn` (go where the
 * person was headed).
 */
export const staffSignInMachine = setup({
  types: { context: {} as StaffSignInContext, events: {} as StaffSignInEvent },
  actors: {
    signIn: fromPromise<void, StaffCredentials>(async () => undefined),
  },
  actions: {
    onSignedIn: () => {},
  },
  guards: {
    canSubmit: ({ event }) =>
      event.type === 'signIn.submit' && event.credentials.email.trim().length > 0 && event.credentials.password.length > 0,
  },
}).createMachine({
  id: 'staffSignIn',
  context: { failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'signIn.submit': { guard: 'canSubmit', target: 'submitting' } },
    },
    submitting: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => (event as Extract<StaffSignInEvent, { type: 'signIn.submit' }>).credentials,
        onDone: 'signedIn',
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: {
      on: {
        'signIn.submit': { guard: 'canSubmit', target: 'submitting', actions: assign({ failure: null }) },
        'signIn.edit': { target: 'editing', actions: assign({ failure: null }) },
      },
    },
    signedIn: { type: 'final', entry: 'onSignedIn' },
  },
});
