import { fromPromise } from 'xstate';
import { passwordResetMachine } from '../../../machines/password/password-reset.machine';
import type { ApiClient } from '../../api/client';
import { canSubmitPasswordChange } from '../../schemas/password';

export interface ResetDeps {
  api: ApiClient;
  /** On success the participant goes to / [sign-in-and-sso 15]. */
  goHome: () => void;
}

/** The password-reset statechart with POST /api/users/resetpassword and the shared password rules. */
export function provideReset({ api, goHome }: ResetDeps) {
  return passwordResetMachine.provide({
    actors: {
      resetPassword: fromPromise(async ({ input, signal }) => {
        const { data, response } = await api.POST('/api/users/resetpassword', { body: input, signal });
        // success false: the link was unknown, used or expired; 400: a rule the hints showed was broken.
        return response.ok && data?.success === true;
      }),
    },
    guards: {
      canSubmit: ({ context }) => canSubmitPasswordChange({ newPassword: context.password, confirmPassword: context.confirmation }),
    },
    actions: { goHome: () => goHome() },
  });
}
