import { and, assign, fromPromise, not, setup } from 'xstate';
import type { CheckoutContext, CheckoutEvent, CheckoutInput, LoadOrderFailure, PlaceOrderFailure, SummaryRef } from './checkout.types.ts';

const failureOf = <T extends string>(error: unknown, fallback: T): T =>
  typeof error === 'object' && error !== null && 'kind' in error && typeof error.kind === 'string' ? (error.kind as T) : fallback;

/**
 * One purchase, checkout → summary → success (product/checkout.md): one actor across the three
 * pages, provided above their routes, which render its state and send its events.
 *
 * - entering: where the purchase is entered, as the input says: the form (from the cart), the
 *   stored summary (a reload of the summary page) or the placed order (a reload of the success
 *   page). The routes send a participant on the wrong step elsewhere before the actor starts
 *   (the summary page without a stored summary goes to checkout).
 * - editing: the shipping form. Place Order is taken only while the draft is valid
 *   (`isDraftValid`, the app's valibot rules), the terms are accepted and, in points programs, the
 *   balance covers the total; it stores the summary (with the Idempotency-Key of this attempt) and
 *   goes to the summary. An empty cart (at the start, or emptied in another tab) goes to the cart.
 *   Plateau and claim programs (one gift) may choose a different gift instead: the cart is
 *   emptied and the participant goes home or to the shop, as the program's setting says.
 * - summary: Confirm places the order with the summary's key, so a double click, a retry or a
 *   second tab places one order; failure says why and Confirm works again. Edit leaves for the
 *   cart; Edit Address goes back to the form, as it opens.
 * - placed: the order exists (its id in the address); it is loaded, and showing it clears the
 *   cart and refreshes the participant (points: at once, so the header balance drops; plateau and
 *   claim: on leaving, since the refreshed record says Used and the used-account page applies from
 *   the next navigation, [programs-and-modes 27]).
 * - success: the order. Claim programs' Use Another Code signs out and goes home.
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
    /**
     * The app's: makes the Idempotency-Key of this attempt, stores the summary of the draft and the
     * cart in the browser and keeps it in the context (an assign).
     */
    storeSummary: assign({ summary: ({ context }): SummaryRef | null => context.summary }),
    removeSummary: () => {},
    /** `replace` when the page the participant is on only sends them on (Back must not return there). */
    goToCart: (_, _params: { replace: boolean }) => {},
    goToCheckout: () => {},
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
    entersAtSummary: ({ context }) => context.summary !== null,
    entersAtOrder: ({ context }) => context.orderId !== null,
    isCartEmpty: ({ context }) => context.cart?.empty === true,
    /** The app's: the draft against the valibot checkout rules of its country. */
    isDraftValid: ({ context }) => Object.keys(context.draft.fields).length > 0,
    hasAcceptedTerms: ({ context }) => context.draft.termsAccepted,
    coversTotal: ({ context }) =>
      context.programType !== 'points' ||
      (context.cart !== null && context.cart.balance !== null && context.cart.total <= context.cart.balance),
    isPoints: ({ context }) => context.programType === 'points',
    isClaim: ({ context }) => context.programType === 'claim',
    choosesDifferentAtHome: ({ context }) => context.chooseDifferentGoesHome,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    programType: input.programType,
    chooseDifferentGoesHome: input.chooseDifferentGoesHome,
    initialDraft: input.draft,
    draft: input.draft,
    cart: input.cart,
    summary: input.entry.step === 'summary' ? input.entry.summary : null,
    orderId: input.entry.step === 'success' ? input.entry.orderId : null,
    placeFailure: null,
    loadFailure: null,
  }),
  initial: 'entering',
  states: {
    entering: {
      always: [
        // A reload of the success page: the order's id is in the address.
        { guard: 'entersAtOrder', target: 'placed' },
        // A reload of the summary page: the summary stored in the browser.
        { guard: 'entersAtSummary', target: 'summary' },
        { target: 'editing' },
      ],
    },
    editing: {
      // At the start or once another tab empties it: nothing left to order.
      always: { guard: 'isCartEmpty', target: 'left', actions: { type: 'goToCart', params: { replace: true } } },
      on: {
        'checkout.edit': { actions: 'editDraft' },
        'checkout.setTerms': { actions: 'setTerms' },
        // The app sends the cart on entering the form and as it changes (another tab, the balance).
        'checkout.cartChanged': { actions: 'assignCart' },
        'checkout.placeOrder': {
          guard: and(['isDraftValid', 'hasAcceptedTerms', 'coversTotal']),
          target: 'summary',
          actions: ['storeSummary', 'goToSummary'],
        },
        'checkout.chooseDifferent': [
          { guard: and([not('isPoints'), 'choosesDifferentAtHome']), target: 'left', actions: ['clearCart', 'goHome'] },
          { guard: not('isPoints'), target: 'left', actions: ['clearCart', 'goToShop'] },
        ],
      },
    },
    summary: {
      on: {
        'summary.confirm': { target: 'placing', actions: assign({ placeFailure: null }) },
        'summary.edit': { target: 'left', actions: { type: 'goToCart', params: { replace: false } } },
        'summary.editAddress': {
          target: 'editing',
          actions: [assign({ draft: ({ context }) => context.initialDraft, placeFailure: null }), 'goToCheckout'],
        },
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
          actions: [
            assign({ orderId: ({ event }) => event.output }),
            'removeSummary',
            { type: 'goToSuccess', params: ({ event }) => ({ orderId: event.output }) },
          ],
        },
        onError: {
          target: 'summary',
          actions: assign({ placeFailure: ({ event }) => failureOf<PlaceOrderFailure>(event.error, 'unavailable') }),
        },
      },
    },
    placed: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId! }),
        onDone: [
          { guard: 'isPoints', target: 'success', actions: ['clearCart', 'refreshUser'] },
          { target: 'success', actions: 'clearCart' },
        ],
        onError: {
          target: 'orderFailed',
          actions: assign({ loadFailure: ({ event }) => failureOf<LoadOrderFailure>(event.error, 'unavailable') }),
        },
      },
    },
    orderFailed: {
      on: { 'success.retry': { target: 'placed', actions: assign({ loadFailure: null }) } },
    },
    success: {
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
