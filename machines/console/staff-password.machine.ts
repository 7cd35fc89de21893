import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type ConsoleFailure } from './console-failure.ts';

/** What the mailed link carries: its token, and whether it is an invitation (else a reset). */
export interface StaffPasswordInput {
  token: string;
  invitation: boolean;
}

export interface StaffPasswordContext extends StaffPasswordInput {
  failure: ConsoleFailure | null;
}

export type StaffPasswordEvent = { type: 'password.submit'; password: string } | { type: 'password.edit' };

/** The server names the token when the link cannot be used (used, expired, incomplete). */
const linkRefused = (failure: ConsoleFailure) => failure.kind === 'refused' && failure.fields?.token !== undefined;

/**
 * A staff member chooses a password from an invitation or reset link (docs/console.md). The page
 * checks the rules (the shared valibot schema) before it sends; the server's refusal of the link
 * itself ends the flow, since no password can help: the page offers to request a new link. The
 * app provides `setPassword` (POST /admin/api/staff/password, resolving with the account's
 * e-mail) and `onPasswordSet` (on to the sign-in page, which says the password is set).
 */
export const staffPasswordMachine = setup({
  types: {
    context: {} as StaffPasswordContext,
    events: {} as StaffPasswordEvent,
    input: {} as StaffPasswordInput,
  },
  actors: {
    setPassword: fromPromise<string, { token: string; password: string }>(async () => ''),
  },
  actions: {
    onPasswordSet: () => {},
  },
  guards: {
    canSubmit: ({ event }) => event.type === 'password.submit' && event.password.length > 0,
    linkRefused: ({ event }) => linkRefused(failureOf((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'staffPassword',
  context: ({ input }) => ({ token: input.token, invitation: input.invitation, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: { 'password.submit': { guard: 'canSubmit', target: 'submitting' } },
    },
    submitting: {
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context, event }) => ({ token: context.token, password: (event as Extract<StaffPasswordEvent, { type: 'password.submit' }>).password }),
        onDone: 'passwordSet',
        onError: [
          { guard: 'linkRefused', target: 'linkInvalid', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
          { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
        ],
      },
    },
    failed: {
      on: {
        'password.submit': { guard: 'canSubmit', target: 'submitting', actions: assign({ failure: null }) },
        'password.edit': { target: 'editing', actions: assign({ failure: null }) },
      },
    },
    linkInvalid: { type: 'final' },
    passwordSet: { type: 'final', entry: 'onPasswordSet' },
  },
});
