import { assign, fromPromise, setup } from 'xstate';
import type { Identity, ResumeTarget, SsoContext, SsoError, SsoEvent, SsoFailure, SsoInput, StartSignInInput } from './sso.types.ts';

const failureOf = (error: unknown): SsoFailure =>
  typeof error === 'object' && error !== null && 'kind' in error ? (error as SsoError).kind : 'providerUnavailable';

/** The shop sign-in waits 2 s before going on; the okta page 5 s before the score [constants 8, 9]. */
export const SSO_DELAYS = { enterShopDelay: 2000, scoreDelay: 5000 } as const;

/**
 * Single sign-on from the learning platform (product/sign-in-and-sso.md), one flow entered by four routes:
 * - score: outside the allow list only the image; with `redirect` the provider sign-in starts
 *   ('Just a moment...'); otherwise the score card (its balance is server data, in TanStack Query).
 * - callback: the provider's response is completed, then the flow resumes where it started.
 * - okta (secured): without a provider identity the sign-in starts; with one the shop opens in a
 *   new tab and after 5 s the score shows.
 * - redirect (secured): the provider's token is exchanged at POST /signin-oidc for the shop's
 *   access token, kept, and after 2 s the shop shows.
 * The app provides the OIDC client (oidc-client-ts), the API call, the tab and the navigation.
 */
export const ssoMachine = setup({
  types: { context: {} as SsoContext, events: {} as SsoEvent, input: {} as SsoInput },
  delays: SSO_DELAYS,
  actors: {
    /** Sends the browser to the provider; settles once the navigation has started. */
    startSignIn: fromPromise<void, StartSignInInput>(async () => undefined),
    /** Completes the provider's answer in the address; tells where the flow resumes. */
    completeSignIn: fromPromise<ResumeTarget, void>(async () => ({ page: 'redirect', next: '/' })),
    /** The provider identity this tab holds, if it holds a valid one. */
    loadIdentity: fromPromise<Identity | null, void>(async () => null),
    /** POST /signin-oidc, then keeps the shop's access token in session storage. */
    signInToShop: fromPromise<void, Identity>(async () => undefined),
  },
  actions: {
    /** Goes on to /{lp}/{page}, handing `next` over. */
    resume: (_, _params: ResumeTarget) => {},
    /** Opens /{lp}/redirect in a new tab. */
    openShop: () => {},
    /** Goes to /{lp}/score?emailID={email}. */
    showScore: (_, _params: { email: string }) => {},
    /** Tells the app a participant is signed in and goes to `next`. */
    enterShop: (_, _params: { next: string }) => {},
    assignFailure: assign({ failure: ({ event }) => failureOf((event as { error?: unknown }).error) }),
  },
  guards: {
    isOutsideAllowList: ({ context }) => context.page === 'score' && !context.allowed,
    isScoreRedirect: ({ context }) => context.page === 'score' && context.redirect,
    isScore: ({ context }) => context.page === 'score',
    isCallback: ({ context }) => context.page === 'callback',
    isOkta: ({ context }) => context.page === 'okta',
    hasNoIdentity: (_, params: { identity: Identity | null }) => params.identity === null,
  },
}).createMachine({
  id: 'sso',
  context: ({ input }) => ({
    page: input.page,
    email: input.email ?? null,
    redirect: input.redirect ?? false,
    allowed: input.allowed ?? false,
    next: input.next ?? '/',
    identity: null,
    failure: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isOutsideAllowList', target: 'outsideAllowList' },
        { guard: 'isScoreRedirect', target: 'redirecting' },
        { guard: 'isScore', target: 'showingScore' },
        { guard: 'isCallback', target: 'completingSignIn' },
        { target: 'checkingIdentity' },
      ],
    },
    outsideAllowList: { type: 'final' },
    showingScore: { type: 'final' },
    redirecting: {
      invoke: {
        id: 'startSignIn',
        src: 'startSignIn',
        input: ({ context }) => ({
          // Okta resumes on itself; every other way in ends with the shop sign-in.
          page: context.page === 'okta' ? ('okta' as const) : ('redirect' as const),
          next: context.next,
          loginHint: context.identity?.email ?? context.email,
        }),
        onDone: 'awaitingProvider',
        onError: { target: 'failed', actions: 'assignFailure' },
      },
    },
    // The browser is on its way to the provider: 'Just a moment...' until it leaves.
    awaitingProvider: { type: 'final' },
    completingSignIn: {
      invoke: {
        id: 'completeSignIn',
        src: 'completeSignIn',
        onDone: { target: 'leaving', actions: { type: 'resume', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'assignFailure' },
      },
    },
    checkingIdentity: {
      invoke: {
        id: 'loadIdentity',
        src: 'loadIdentity',
        onDone: [
          { guard: { type: 'hasNoIdentity', params: ({ event }) => ({ identity: event.output }) }, target: 'redirecting' },
          { guard: 'isOkta', target: 'openingShop', actions: assign({ identity: ({ event }) => event.output }) },
          { target: 'signingIn', actions: assign({ identity: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: 'assignFailure' },
      },
    },
    openingShop: {
      entry: 'openShop',
      after: {
        scoreDelay: { target: 'leaving', actions: { type: 'showScore', params: ({ context }) => ({ email: context.identity!.email }) } },
      },
    },
    signingIn: {
      invoke: {
        id: 'signInToShop',
        src: 'signInToShop',
        input: ({ context }) => context.identity!,
        onDone: 'waitingToEnterShop',
        onError: { target: 'failed', actions: 'assignFailure' },
      },
    },
    waitingToEnterShop: {
      after: {
        enterShopDelay: { target: 'leaving', actions: { type: 'enterShop', params: ({ context }) => ({ next: context.next }) } },
      },
    },
    leaving: { type: 'final' },
    failed: {
      on: { 'sso.retry': { target: 'redirecting', actions: assign({ failure: null }) } },
    },
  },
});
