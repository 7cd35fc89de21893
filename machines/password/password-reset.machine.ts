import { assign, fromPromise, setup } from 'xstate';
import type { PasswordResetContext, PasswordResetEvent, PasswordResetInput } from './password-reset.types.ts';

/**
 * Reset password at /login/reset-password?token&email [sign-in-and-sso 14-15]: the button is enabled only
 * when both fields match and are valid (more than 7 characters); on success the app goes to /.
 * `canSubmit` is the app's, from the valibot schema shared with password change; the default
 * here is the rules' minimum so the machine is usable on its own.
 */
export const passwordResetMachine = setup({
  types: { context: {} as PasswordResetContext, events: {} as PasswordResetEvent, input: {} as PasswordResetInput },
  actors: {
    /** Resolves true when the server accepted the token (`data.success`). */
    resetPassword: fromPromise<boolean, { email: string; token: string; password: string }>(async () => false),
  },
  actions: {
    goHome: () => {},
    assignFields: assign(({ event }) =>
      event.type === 'reset.change' ? { password: event.password, confirmation: event.confirmation, failed: false } : {},
    ),
  },
  guards: {
    canSubmit: ({ context }) => context.password.length > 7 && context.password === context.confirmation,
    succeeded: ({ event }) => (event as { output?: unknown }).output === true,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ email: input.email, token: input.token, password: '', confirmation: '', failed: false }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'reset.change': { actions: 'assignFields' },
        'reset.submit': { guard: 'canSubmit', target: 'submitting' },
      },
    },
    // Edits are not taken while the request is out: what was sent stays what is shown.
    submitting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ email: context.email, token: context.token, password: context.password }),
        onDone: [{ guard: 'succeeded', target: 'done' }, { target: 'failed', actions: assign({ failed: true }) }],
        onError: { target: 'failed', actions: assign({ failed: true }) },
      },
    },
    failed: {
      on: {
        'reset.change': { target: 'editing', actions: 'assignFields' },
        'reset.submit': { guard: 'canSubmit', target: 'submitting', actions: assign({ failed: false }) },
      },
    },
    done: { type: 'final', entry: 'goHome' },
  },
});
