import { assign, fromPromise, setup } from 'xstate';
import type { Credentials, SignInContext, SignInError, SignInEvent, SignInInput } from './sign-in.types.ts';

const failureOf = (error: unknown): SignInError =>
  typeof error === 'object' && error !== null && 'kind' in error ? (error as SignInError) : { kind: 'unavailable' };

/**
 * Sign-in for the three program types [sign-in-and-sso 1]: user id and password (points,
 * plateau) or a claim code (claim), and the SSO token from the address. The app provides the
 * actors that call POST /token or POST /api/sso and store the token, and `canSubmit`, which
 * checks the fields with the shared valibot schema.
 */
export const signInMachine = setup({
  types: { context: {} as SignInContext, events: {} as SignInEvent, input: {} as SignInInput },
  actors: {
    signIn: fromPromise<void, Credentials & { programType: SignInContext['programType'] }>(async () => undefined),
    signInWithSsoToken: fromPromise<void, { token: string }>(async () => undefined),
  },
  actions: {
    /** Go where the visitor was headed (same origin only), else to /. */
    onSignedIn: () => {},
  },
  guards: {
    hasSsoToken: ({ context }) => Boolean(context.ssoToken),
    canSubmit: ({ context, event }) => {
      if (event.type !== 'signIn.submit') return false;
      const { login, password } = event.credentials;
      return login.trim().length > 0 && (context.programType === 'claim' || password.length > 0);
    },
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    programType: input.programType,
    credentials: null,
    ssoToken: input.ssoToken ?? null,
    failure: null,
    retryAfterSeconds: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasSsoToken', target: 'signingInWithSso' }, { target: 'editing' }],
    },
    editing: {
      on: {
        'signIn.submit': { guard: 'canSubmit', target: 'submitting', actions: assign({ credentials: ({ event }) => event.credentials }) },
      },
    },
    submitting: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ ...context.credentials!, programType: context.programType }),
        onDone: 'signedIn',
        onError: {
          target: 'failed',
          actions: assign(({ event }) => {
            const failure = failureOf(event.error);
            return { failure: failure.kind, retryAfterSeconds: failure.retryAfterSeconds ?? null };
          }),
        },
      },
    },
    signingInWithSso: {
      invoke: {
        id: 'signInWithSsoToken',
        src: 'signInWithSsoToken',
        input: ({ context }) => ({ token: context.ssoToken! }),
        onDone: 'signedIn',
        // The token is spent either way; the participant can still sign in by hand.
        onError: { target: 'failed', actions: assign({ failure: 'ssoRejected', ssoToken: null }) },
      },
    },
    failed: {
      on: {
        'signIn.submit': {
          guard: 'canSubmit',
          target: 'submitting',
          actions: assign({ credentials: ({ event }) => event.credentials, failure: null, retryAfterSeconds: null }),
        },
        'signIn.edit': { target: 'editing', actions: assign({ failure: null, retryAfterSeconds: null }) },
      },
    },
    signedIn: {
      type: 'final',
      entry: 'onSignedIn',
    },
  },
});
