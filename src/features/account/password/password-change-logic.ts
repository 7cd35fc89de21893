import { fromPromise } from 'xstate';
import { passwordChangeMachine } from '../../../../machines/password/password-change.machine';
import type { ApiClient } from '../../../api/client';
import type { StorageLike, TokenPersistence } from '../../../api/token-store';
import { TOKEN_STORAGE_KEY } from '../../../api/token-store';
import { canSubmitPasswordChange } from '../../../schemas/password';

export interface PasswordChangeDeps {
  api: ApiClient;
  /**
   * The server ends every session of the participant on a change and answers a fresh token for
   * this one: it must replace the stored one before the next call, or that call is a 401.
   */
  keepToken: (token: string) => void;
  /** The congratulations dialog's button goes to the homepage [account 8]. */
  goHome: () => void;
}

/** The password-change statechart with POST /api/users/changepassword and the shared password rules. */
export function providePasswordChange({ api, keepToken, goHome }: PasswordChangeDeps) {
  return passwordChangeMachine.provide({
    actors: {
      changePassword: fromPromise(async ({ input, signal }) => {
        const { data, response } = await api.POST('/api/users/changepassword', { body: input, signal });
        // success false: the current password was wrong; 400: a rule the hints showed was broken.
        if (!response.ok || data?.success !== true) return false;
        if (data.access_token) keepToken(data.access_token);
        return true;
      }),
    },
    guards: {
      canSubmit: ({ context }) => canSubmitPasswordChange(context),
    },
    actions: { goHome: () => goHome() },
  });
}

/** Where the current token lives, so its successor goes to the same place (Remember Me, sign-on). */
export function currentPersistence(session: StorageLike | undefined): TokenPersistence {
  try {
    return session?.getItem(TOKEN_STORAGE_KEY) ? 'session' : 'local';
  } catch {
    return 'local';
  }
}
