import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { signInMachine } from '../../../machines/sign-in/sign-in.machine';
import type { Credentials, ProgramType, SignInError } from '../../../machines/sign-in/sign-in.types';
import type { ApiClient } from '../../api/client';
import type { TokenPersistence } from '../../api/token-store';
import { claimCodeSignInSchema, credentialsSchema } from '../../schemas/login';

/** Whether the form holds something worth sending, by the shared valibot rules. */
export function canSubmitCredentials(programType: ProgramType, { login, password }: Pick<Credentials, 'login' | 'password'>): boolean {
  return programType === 'claim' ? v.is(claimCodeSignInSchema, { email: login }) : v.is(credentialsSchema, { email: login, password });
}

/** The body of POST /token: the field is `email` whatever it carries; claim codes go without a password. */
export function tokenRequestBody(programType: ProgramType, { login, password }: Pick<Credentials, 'login' | 'password'>) {
  return programType === 'claim' ? { email: login.trim() } : { email: login.trim(), password };
}

/**
 * Where the token is kept [sign-in-and-sso 2]: Remember Me ticked keeps it in localStorage,
 * unticked in sessionStorage; claim codes have no checkbox and keep the default, localStorage.
 */
export function tokenPersistence(programType: ProgramType, remember: boolean): TokenPersistence {
  if (programType === 'claim') return 'local';
  return remember ? 'local' : 'session';
}

/** Why a sign-in answer is not a token: wrong credentials, too many attempts, or anything else. */
export function signInFailureOf(status: number, retryAfter: string | null): SignInError {
  // 400 means the input broke a field rule (too long, say): for the participant, wrong credentials.
  if (status === 401 || status === 400) return { kind: 'credentials' };
  if (status === 429) {
    const seconds = Number(retryAfter);
    return Number.isFinite(seconds) && seconds > 0 ? { kind: 'rateLimited', retryAfterSeconds: seconds } : { kind: 'rateLimited' };
  }
  return { kind: 'unavailable' };
}

export interface SignInDeps {
  api: ApiClient;
  /** Keeps the token; called before the machine reaches signedIn. */
  keepToken: (token: string, persist: TokenPersistence) => void;
  /** Tells boot and goes where the visitor was headed. */
  onSignedIn: () => void;
}

type CallResult = { data?: { access_token: string }; response: Response };

async function tokenFrom(call: () => Promise<CallResult>): Promise<string> {
  let answer: CallResult;
  try {
    answer = await call();
  } catch {
    // Offline, timed out: not the participant's fault.
    throw { kind: 'unavailable' } satisfies SignInError;
  }
  if (answer.response.ok && answer.data?.access_token) return answer.data.access_token;
  throw signInFailureOf(answer.response.status, answer.response.headers.get('Retry-After'));
}

/** The sign-in statechart with the app's effects: POST /token, POST /api/sso, the shared field rules. */
export function provideSignIn({ api, keepToken, onSignedIn }: SignInDeps) {
  return signInMachine.provide({
    actors: {
      signIn: fromPromise(async ({ input, signal }) => {
        const token = await tokenFrom(() => api.POST('/token', { body: tokenRequestBody(input.programType, input), signal }));
        keepToken(token, tokenPersistence(input.programType, input.remember));
      }),
      // Single sign-on sessions end with the tab [locales-and-regions 15].
      signInWithSsoToken: fromPromise(async ({ input, signal }) => {
        const token = await tokenFrom(() => api.POST('/api/sso', { body: { token: input.token }, signal }));
        keepToken(token, 'session');
      }),
    },
    guards: {
      canSubmit: ({ context, event }) => event.type === 'signIn.submit' && canSubmitCredentials(context.programType, event.credentials),
    },
    actions: { onSignedIn: () => onSignedIn() },
  });
}
