import { assign, fromPromise, setup } from 'xstate';
import type { AppBootContext, AppBootEvent, AppBootInput, BootProgram, BootUser } from './app-boot.types.ts';

/**
 * A load the signed-in app cannot do without: it settles, loaded or failed, and routing weighs the
 * outcome. `onFailed` records it; `onLoaded` keeps the answer when the app needs it.
 */
const settlingLoad = (
  src: 'loadUser' | 'loadCategories' | 'loadLanguageCategories',
  onFailed: 'recordError' | 'forgetUser',
  onLoaded?: 'rememberUser',
) =>
  ({
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: src,
          src,
          onDone: { target: 'loaded', actions: onLoaded ? [onLoaded] : [] },
          onError: { target: 'failed', actions: onFailed },
        },
      },
      loaded: { type: 'final' },
      failed: { type: 'final' },
    },
  }) as const;

/**
 * The signed-in participant's loads, side by side. Each settles before anything is decided, so a
 * failure cannot cut short the others' answers that routing weighs (a closed program comes first).
 */
const sessionLoads = {
  type: 'parallel',
  states: {
    user: settlingLoad('loadUser', 'forgetUser', 'rememberUser'),
    categories: settlingLoad('loadCategories', 'recordError'),
    languageCategories: settlingLoad('loadLanguageCategories', 'recordError'),
  },
} as const;

/**
 * App start [home-and-layout 26]: the program, the message sets and, signed in, the user, categories and
 * language categories all load at once: on a phone each round trip is a few hundred ms, and none
 * of these calls needs another's response (docs/performance.md). An unknown host goes to the not-found page at
 * once; the other decisions wait for every response, in this order: a closed program signs out and
 * goes to /, a failed user fetch signs out and goes to /login, any other failure offers Retry.
 * Later sign-ins and user changes load the session alone and are decided the same way.
 * Effects (requests, storage, navigation) are the app's, provided with `machine.provide`.
 */
export const appBootMachine = setup({
  types: {
    context: {} as AppBootContext,
    events: {} as AppBootEvent,
    input: {} as AppBootInput,
  },
  actors: {
    /** Resolves null when the host has no program (404). */
    loadProgram: fromPromise<BootProgram | null>(async () => null),
    loadLanguages: fromPromise<unknown>(async () => undefined),
    loadUser: fromPromise<BootUser>(async () => ({})),
    loadCategories: fromPromise<unknown>(async () => undefined),
    loadLanguageCategories: fromPromise<unknown>(async () => undefined),
    /** Ends the session: revokes the token at the server when it can and forgets it here. */
    signOut: fromPromise<void>(async () => undefined),
  },
  actions: {
    recordError: assign({ error: ({ event }) => (event as { error?: unknown }).error }),
    rememberUser: assign({ user: ({ event }) => (event as { output?: BootUser }).output ?? null }),
    // A refresh that fails must not leave the previous record standing in for it.
    forgetUser: assign({ user: null }),
    goToNotFound: () => {},
    goToLogin: () => {},
    goHome: () => {},
  },
  guards: {
    hasNoProgram: ({ event }) => (event as { output?: unknown }).output === null,
    isProgramClosed: ({ context }) => context.program?.status === false,
    isSignedIn: ({ context }) => context.signedIn,
    /** Signed in, yet the last user fetch failed (forgetUser), or never responded with a record. */
    hasNoUser: ({ context }) => context.signedIn && context.user === null,
    hasError: ({ context }) => context.error !== null,
  },
}).createMachine({
  id: 'appBoot',
  context: ({ input }) => ({ signedIn: input.signedIn, program: null, user: null, signOutReason: 'none', error: null }),
  initial: 'starting',
  states: {
    starting: {
      type: 'parallel',
      states: {
        program: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadProgram',
                src: 'loadProgram',
                onDone: [
                  { guard: 'hasNoProgram', target: '#appBoot.notFound' },
                  { target: 'loaded', actions: assign({ program: ({ event }) => event.output }) },
                ],
                onError: { target: '#appBoot.failed', actions: 'recordError' },
              },
            },
            loaded: { type: 'final' },
          },
        },
        // Built-in texts serve when the program's message sets cannot be had.
        languages: {
          initial: 'loading',
          states: {
            loading: {
              invoke: { id: 'loadLanguages', src: 'loadLanguages', onDone: 'loaded', onError: 'loaded' },
            },
            loaded: { type: 'final' },
          },
        },
        session: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [{ guard: 'isSignedIn', target: 'loading' }, { target: 'none' }],
            },
            loading: { ...sessionLoads, onDone: 'loaded' },
            loaded: { type: 'final' },
            none: { type: 'final' },
          },
        },
      },
      onDone: 'routing',
    },
    routing: {
      always: [
        { guard: 'isProgramClosed', target: 'closingSession' },
        { guard: 'hasNoUser', target: 'endingSession' },
        { guard: 'hasError', target: 'failed' },
        { guard: 'isSignedIn', target: 'ready' },
        { target: 'signedOut' },
      ],
    },
    loadingSession: { ...sessionLoads, onDone: 'routing' },
    ready: {
      on: {
        'session.signedOut': { target: 'signedOut', actions: assign({ signedIn: false, user: null, signOutReason: 'signedOut' }) },
        // The user record changed (an order, a profile save): load it again.
        'session.userChanged': 'loadingSession',
      },
    },
    closingSession: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: [assign({ signedIn: false, user: null, signOutReason: 'programClosed' }), 'goHome'] },
        onError: { target: 'signedOut', actions: [assign({ signedIn: false, user: null, signOutReason: 'programClosed' }), 'goHome'] },
      },
    },
    endingSession: {
      invoke: {
        id: 'signOutAfterUserFailure',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: [assign({ signedIn: false, user: null, signOutReason: 'userFailed' }), 'goToLogin'] },
        onError: { target: 'signedOut', actions: [assign({ signedIn: false, user: null, signOutReason: 'userFailed' }), 'goToLogin'] },
      },
    },
    signedOut: {
      on: {
        'session.signedIn': { target: 'loadingSession', actions: assign({ signedIn: true, signOutReason: 'none' }) },
      },
    },
    notFound: {
      entry: 'goToNotFound',
    },
    failed: {
      on: {
        // From the start again, user too: a user kept from before would hide a failed fetch.
        'boot.retry': { target: 'starting', actions: assign({ error: null, user: null }) },
      },
    },
  },
});
