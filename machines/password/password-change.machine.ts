import { assign, fromPromise, setup } from 'xstate';
import type { PasswordChangeContext, PasswordChangeEvent, PasswordChangeRequest } from './password-change.types.ts';

const EMPTY: PasswordChangeContext = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password at /account/password [account 7-9; validation 27]: the Change button needs a matching
 * confirmation and a new password longer than 7 characters; success opens the congratulations
 * dialog, whose button goes to the homepage; failure opens the Fail dialog and clears all three
 * fields. `canSubmit` is the app's, from the valibot schema shared with password reset; the
 * default here is that rule so the machine is usable on its own.
 */
export const passwordChangeMachine = setup({
  types: { context: {} as PasswordChangeContext, events: {} as PasswordChangeEvent },
  actors: {
    /** Resolves true when the server accepted the change (`data.success`), false when it refused. */
    changePassword: fromPromise<boolean, PasswordChangeRequest>(async () => false),
  },
  actions: {
    goHome: () => {},
    assignField: assign(({ context, event }) => (event.type === 'password.change' ? { ...context, [event.field]: event.value } : context)),
    // A failed change clears the three password fields, so nothing that was refused stays typed.
    clearFields: assign(() => EMPTY),
  },
  guards: {
    canSubmit: ({ context }) => context.newPassword.length > 7 && context.newPassword === context.confirmPassword,
    succeeded: ({ event }) => (event as { output?: unknown }).output === true,
  },
}).createMachine({
  id: 'passwordChange',
  context: EMPTY,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.change': { actions: 'assignField' },
        'password.submit': { guard: 'canSubmit', target: 'submitting' },
      },
    },
    // Edits are not taken while the request is out: what was sent stays what is shown.
    submitting: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ currentPassword: context.currentPassword, newPassword: context.newPassword }),
        onDone: [
          { guard: 'succeeded', target: 'succeeded' },
          { target: 'failed', actions: 'clearFields' },
        ],
        onError: { target: 'failed', actions: 'clearFields' },
      },
    },
    // The Fail dialog is open; closing it returns to the empty form.
    failed: {
      on: { 'password.dismiss': { target: 'editing' } },
    },
    // The congratulations dialog is open; its one button goes to the homepage.
    succeeded: {
      on: { 'password.goHome': { target: 'done' } },
    },
    done: { type: 'final', entry: 'goHome' },
  },
});
