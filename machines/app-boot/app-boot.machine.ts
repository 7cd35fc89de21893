import { assign, fromPromise, setup } from 'xstate';
import type { AppBootContext, AppBootEvent, AppBootInput, BootProgram, BootUser } from './app-boot.types.ts';

/**
 * App start (SPEC §4): the program and the message sets load together; signed in, the user,
 * categories and language categories load in parallel. Failures of the user fetch sign out and go
 * to /login; no program goes to the not-found page; a closed program signs out and goes to /.
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
    goToNotFound: () => {},
    goToLogin: () => {},
    goHome: () => {},
  },
  guards: {
    hasNoProgram: ({ event }) => (event as { output?: unknown }).output === null,
    isProgramClosed: ({ context }) => context.program?.status === false,
    isSignedIn: ({ context }) => context.signedIn,
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
                onError: { target: '#appBoot.failed', actions: assign({ error: ({ event }) => event.error }) },
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
      },
      onDone: 'routing',
    },
    routing: {
      always: [
        { guard: 'isProgramClosed', target: 'closingSession' },
        { guard: 'isSignedIn', target: 'loadingSession' },
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
        categories: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadCategories',
                src: 'loadCategories',
                onDone: 'loaded',
                onError: { target: '#appBoot.failed', actions: assign({ error: ({ event }) => event.error }) },
              },
            },
            loaded: { type: 'final' },
          },
        },
        languageCategories: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadLanguageCategories',
                src: 'loadLanguageCategories',
                onDone: 'loaded',
                onError: { target: '#appBoot.failed', actions: assign({ error: ({ event }) => event.error }) },
              },
            },
            loaded: { type: 'final' },
          },
        },
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
        'boot.retry': { target: 'starting', actions: assign({ error: null }) },
      },
    },
  },
});
