import { and, assign, fromPromise, not, setup } from 'xstate';
import type { CheckoutContext, CheckoutEvent, CheckoutInput, LoadOrderFailure, PlaceOrderFailure, SummaryRef } from './checkout.types.ts';

const failureOf = <T extends string>(error: unknown, fallback: T): T =>
  typeof error === 'object' && error !== null && 'kind' in error && typeof error.kind === 'string' ? (error.kind as T) : fallback;

/**
 * Checkout → summary → success (product/checkout.md), one actor per page, started at its step.
 *
 * - checkout: the shipping form. Place Order is taken only while the draft is valid
 *   (`isDraftValid`, the app's valibot rules), the terms are accepted and, in points programs, the
 *   balance covers the total; it stores the summary (with the Idempotency-Key of this attempt) and
 *   goes to the summary. Once submitted it is taken no more. An empty cart goes to the cart.
 *   Plateau and claim programs (one gift) may choose a different gift instead: the cart is
 *   emptied and the participant goes home or to the shop, as the program's setting says.
 * - summary: the stored summary, or back to checkout without one. Confirm places the order with
 *   the summary's key, so a double click, a retry or a second tab places one order; success
 *   removes the summary and goes to the success page, failure says why and Confirm works again.
 * - success: loads the order; showing it clears the cart, and refreshes the participant (points:
 *   at once, so the header balance drops; plateau and claim: on leaving, since the refreshed
 *   record says Used and the used-account page applies from the next navigation, [programs-and-modes 27]).
 *   Claim programs' Use Another Code signs out and goes home.
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput },
  actors: {
    /** POST /api/orders with the summary's body and Idempotency-Key; resolves the order id. */
    placeOrder: fromPromise<string, { summary: SummaryRef }>(async () => ''),
    /** GET /api/orders/{id} into the query cache. */
    loadOrder: fromPromise<void, { orderId: string }>(async () => undefined),
  },
  actions: {
    /** Makes the Idempotency-Key of this attempt and stores the summary in the browser. */
    storeSummary: () => {},
    removeSummary: () => {},
    /** `replace` when the page the participant is on only sends them on (Back must not return there). */
    goToCart: (_, _params: { replace: boolean }) => {},
    goToCheckout: (_, _params: { replace: boolean }) => {},
    goToSummary: () => {},
    goToSuccess: (_, _params: { orderId: string }) => {},
    goHome: () => {},
    goToShop: () => {},
    /** /account/logout: signs out and goes to /, outside the signed-in pages the session's end removes. */
    goToLogout: () => {},
    clearCart: () => {},
    refreshUser: () => {},
    editDraft: assign({
      draft: ({ context, event }) =>
        event.type === 'checkout.edit' ? { ...context.draft, fields: { ...context.draft.fields, ...event.fields } } : context.draft,
    }),
    setTerms: assign({
      draft: ({ context, event }) =>
        event.type === 'checkout.setTerms' ? { ...context.draft, termsAccepted: event.accepted } : context.draft,
    }),
    assignCart: assign({ cart: ({ context, event }) => (event.type === 'checkout.cartChanged' ? event.cart : context.cart) }),
  },
  guards: {
    isCheckoutStep: ({ context }) => context.step === 'checkout',
    isSummaryStep: ({ context }) => context.step === 'summary',
    isCartEmpty: ({ context }) => context.cart.empty,
    isNewCartEmpty: ({ event }) => event.type === 'checkout.cartChanged' && event.cart.empty,
    hasSummary: ({ context }) => context.summary !== null,
    hasOrderId: ({ context }) => context.orderId !== null,
    /** The app's: the draft against the valibot checkout rules of its country. */
    isDraftValid: ({ context }) => Object.keys(context.draft.fields).length > 0,
    hasAcceptedTerms: ({ context }) => context.draft.termsAccepted,
    coversTotal: ({ context }) =>
      context.programType !== 'points' || (context.cart.balance !== null && context.cart.total <= context.cart.balance),
    isPoints: ({ context }) => context.programType === 'points',
    isClaim: ({ context }) => context.programType === 'claim',
    choosesDifferentAtHome: ({ context }) => context.chooseDifferentGoesHome,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ ...input, placeFailure: null, loadFailure: null }),
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: and(['isCheckoutStep', 'isCartEmpty']), target: 'left', actions: { type: 'goToCart', params: { replace: true } } },
        { guard: 'isCheckoutStep', target: 'editing' },
        // The summary page exists only while a summary is stored [checkout 14].
        { guard: and(['isSummaryStep', 'hasSummary']), target: 'reviewing' },
        { guard: 'isSummaryStep', target: 'left', actions: { type: 'goToCheckout', params: { replace: true } } },
        { guard: 'hasOrderId', target: 'loadingOrder' },
        { target: 'left', actions: 'goHome' },
      ],
    },
    editing: {
      on: {
        'checkout.edit': { actions: 'editDraft' },
        'checkout.setTerms': { actions: 'setTerms' },
        'checkout.cartChanged': [
          { guard: 'isNewCartEmpty', target: 'left', actions: ['assignCart', { type: 'goToCart', params: { replace: true } }] },
          { actions: 'assignCart' },
        ],
        'checkout.placeOrder': {
          guard: and(['isDraftValid', 'hasAcceptedTerms', 'coversTotal', not('isCartEmpty')]),
          target: 'submitted',
          actions: ['storeSummary', 'goToSummary'],
        },
        'checkout.chooseDifferent': [
          { guard: and([not('isPoints'), 'choosesDifferentAtHome']), target: 'left', actions: ['clearCart', 'goHome'] },
          { guard: not('isPoints'), target: 'left', actions: ['clearCart', 'goToShop'] },
        ],
      },
    },
    submitted: { type: 'final' },
    reviewing: {
      on: {
        'summary.confirm': { target: 'placing', actions: assign({ placeFailure: null }) },
        'summary.edit': { actions: { type: 'goToCart', params: { replace: false } } },
        'summary.editAddress': { actions: { type: 'goToCheckout', params: { replace: false } } },
      },
    },
    // Nothing else is taken while the order is out: what is sent is what the summary shows.
    placing: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({ summary: context.summary! }),
        onDone: {
          target: 'placed',
          actions: ['removeSummary', { type: 'goToSuccess', params: ({ event }) => ({ orderId: event.output }) }],
        },
        onError: {
          target: 'reviewing',
          actions: assign({ placeFailure: ({ event }) => failureOf<PlaceOrderFailure>(event.error, 'unavailable') }),
        },
      },
    },
    placed: { type: 'final' },
    loadingOrder: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId! }),
        onDone: [
          { guard: 'isPoints', target: 'showing', actions: ['clearCart', 'refreshUser'] },
          { target: 'showing', actions: 'clearCart' },
        ],
        onError: {
          target: 'orderFailed',
          actions: assign({ loadFailure: ({ event }) => failureOf<LoadOrderFailure>(event.error, 'unavailable') }),
        },
      },
    },
    orderFailed: {
      on: { 'success.retry': { target: 'loadingOrder', actions: assign({ loadFailure: null }) } },
    },
    showing: {
      on: {
        'success.leave': { guard: not('isPoints'), actions: 'refreshUser' },
        // Final first, so that leaving for the sign-out does not ask for the participant again.
        'success.useAnotherCode': { guard: 'isClaim', target: 'signingOut' },
      },
    },
    signingOut: { type: 'final', entry: 'goToLogout' },
    left: { type: 'final' },
  },
});
