import { assign, fromPromise, setup } from 'xstate';
import type { AppBootContext, AppBootEvent, AppBootInput, BootProgram, BootUser } from './app-boot.types.ts';

/** A load the signed-in app cannot do without, after the start: its failure fails boot, which offers Retry. */
const requiredLoad = (src: 'loadCategories' | 'loadLanguageCategories') =>
  ({
    initial: 'loading',
    states: {
      loading: { invoke: { id: src, src, onDone: 'loaded', onError: { target: '#appBoot.failed', actions: 'recordError' } } },
      loaded: { type: 'final' },
    },
  }) as const;

/** The same load at the start: it settles, loaded or failed, and routing decides once all have answered. */
const settlingLoad = (src: 'loadCategories' | 'loadLanguageCategories') =>
  ({
    initial: 'loading',
    states: {
      loading: { invoke: { id: src, src, onDone: 'loaded', onError: { target: 'failed', actions: 'recordError' } } },
      loaded: { type: 'final' },
      failed: { type: 'final' },
    },
  }) as const;

/**
 * App start (SPEC §4): the program, the message sets and, signed in, the user, categories and
 * language categories all load at once: on a phone each round trip is a few hundred ms, and none
 * of these calls needs another's answer (issue 9). An unknown host goes to the not-found page at
 * once; the other decisions wait for every answer, in this order: a closed program signs out and
 * goes to /, a failed user fetch signs out and goes to /login, any other failure offers Retry.
 * Later sign-ins and user changes load the session alone.
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
    goToNotFound: () => {},
    goToLogin: () => {},
    goHome: () => {},
  },
  guards: {
    hasNoProgram: ({ event }) => (event as { output?: unknown }).output === null,
    isProgramClosed: ({ context }) => context.program?.status === false,
    isSignedIn: ({ context }) => context.signedIn,
    /** Signed in, yet the user fetch of the start failed (its answer is the only way user is set). */
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
            // Each settles, loaded or failed, before routing decides.
            loading: {
              type: 'parallel',
              states: {
                user: {
                  initial: 'loading',
                  states: {
                    loading: {
                      invoke: {
                        id: 'loadUser',
                        src: 'loadUser',
                        onDone: { target: 'loaded', actions: assign({ user: ({ event }) => event.output }) },
                        // Routing signs out once all have answered (an unknown host still shows not found).
                        onError: 'failed',
                      },
                    },
                    loaded: { type: 'final' },
                    failed: { type: 'final' },
                  },
                },
                categories: settlingLoad('loadCategories'),
                languageCategories: settlingLoad('loadLanguageCategories'),
              },
              onDone: 'loaded',
            },
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
    loadingSession: {
      type: 'parallel',
      states: {
        user: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadUser',
                src: 'loadUser',
                onDone: { target: 'loaded', actions: assign({ user: ({ event }) => event.output }) },
                onError: '#appBoot.endingSession',
              },
            },
            loaded: { type: 'final' },
          },
        },
        categories: requiredLoad('loadCategories'),
        languageCategories: requiredLoad('loadLanguageCategories'),
      },
      onDone: 'ready',
    },
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
