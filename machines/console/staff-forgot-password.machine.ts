import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type ConsoleFailure } from './console-failure.ts';

export interface StaffForgotPasswordContext {
  failure: ConsoleFailure | null;
}

export type StaffForgotPasswordEvent = { type: 'forgot.submit'; email: string } | { type: 'forgot.edit' };

/**
 * "Forgot your password?" on the console's sign-in page (docs/console.md): an e-mail address, sent
 * once filled in; the server accepts every address alike, so the page says the same whoever asked.
 * Only a malformed address or too many requests come back as a refusal. The app provides
 * `requestLink` (POST /admin/api/staff/password/forgot).
 */
export const staffForgotPasswordMachine = setup({
  types: { context: {} as StaffForgotPasswordContext, events: {} as StaffForgotPasswordEvent },
  actors: {
    requestLink: fromPromise<void, { email: string }>(async () => undefined),
  },
  guards: {
    canSubmit: ({ event }) => event.type === 'forgot.submit' && event.email.trim().length > 0,
  },
}).createMachine({
  id: 'staffForgotPassword',
  context: { failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'forgot.submit': { guard: 'canSubmit', target: 'submitting' } },
    },
    submitting: {
      invoke: {
        id: 'requestLink',
        src: 'requestLink',
        input: ({ event }) => ({ email: (event as Extract<StaffForgotPasswordEvent, { type: 'forgot.submit' }>).email }),
        onDone: 'sent',
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: {
      on: {
        'forgot.submit': { guard: 'canSubmit', target: 'submitting', actions: assign({ failure: null }) },
        'forgot.edit': { target: 'editing', actions: assign({ failure: null }) },
      },
    },
    sent: { type: 'final' },
  },
});
