import { and, assign, fromPromise, not, setup } from 'xstate';
import type {
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutStateMeta,
  LoadOrderFailure,
  PlaceOrderFailure,
  SummaryRef,
} from './checkout.types.ts';

const failureOf = <T extends string>(error: unknown, fallback: T): T =>
  typeof error === 'object' && error !== null && 'kind' in error && typeof error.kind === 'string' ? (error.kind as T) : fallback;

/**
 * One purchase, checkout → summary → success (product/checkout.md): one actor across the three
 * pages, provided above their routes, which render its state and send its events.
 *
 * The machine owns the step: each state names the page it shows (`meta.page`), and the app's
 * address follows it (docs/decisions/0006). No action navigates between the three pages; only
 * leaving them (the cart, home, the shop, the sign-out) is an action.
 *
 * - entering: where the purchase is entered, as the input says: the page of the address (the
 *   form from the cart; a reload, Back or a link to the summary or success page). The summary
 *   page is entered at the summary stored in the browser, and at the form when none is stored
 *   (another tab confirmed it meanwhile); the success page at the order of its address.
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
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput, meta: {} as CheckoutStateMeta },
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
    summary: input.entry.page === 'summary' ? input.storedSummary : null,
    orderId: input.entry.page === 'success' ? (input.entry.params.orderId ?? null) : null,
    placeFailure: null,
    loadFailure: null,
  }),
  initial: 'entering',
  states: {
    entering: {
      always: [
        // The success page: the order's id is in the address.
        { guard: 'entersAtOrder', target: 'placed' },
        // The summary page: the summary stored in the browser.
        { guard: 'entersAtSummary', target: 'summary' },
        // The form, or a summary page whose summary is no longer stored (the address follows).
        { target: 'editing' },
      ],
    },
    editing: {
      meta: { page: 'checkout' },
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
          actions: 'storeSummary',
        },
        'checkout.chooseDifferent': [
          { guard: and([not('isPoints'), 'choosesDifferentAtHome']), target: 'left', actions: ['clearCart', 'goHome'] },
          { guard: not('isPoints'), target: 'left', actions: ['clearCart', 'goToShop'] },
        ],
      },
    },
    summary: {
      meta: { page: 'summary' },
      on: {
        'summary.confirm': { target: 'placing', actions: assign({ placeFailure: null }) },
        'summary.edit': { target: 'left', actions: { type: 'goToCart', params: { replace: false } } },
        'summary.editAddress': {
          target: 'editing',
          actions: assign({ draft: ({ context }) => context.initialDraft, placeFailure: null }),
        },
      },
    },
    // Nothing else is taken while the order is out: what is sent is what the summary shows.
    placing: {
      meta: { page: 'summary' },
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({ summary: context.summary! }),
        onDone: {
          target: 'placed',
          actions: [assign({ orderId: ({ event }) => event.output }), 'removeSummary'],
        },
        onError: {
          target: 'summary',
          actions: assign({ placeFailure: ({ event }) => failureOf<PlaceOrderFailure>(event.error, 'unavailable') }),
        },
      },
    },
    // The summary is gone once its order is placed: Back must not lead to it.
    placed: {
      meta: { page: 'success', replace: true },
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
      meta: { page: 'success' },
      on: { 'success.retry': { target: 'placed', actions: assign({ loadFailure: null }) } },
    },
    success: {
      meta: { page: 'success' },
      on: {
        'success.leave': { guard: not('isPoints'), actions: 'refreshUser' },
        // Final first, so that leaving for the sign-out does not ask for the participant again.
        'success.useAnotherCode': { guard: 'isClaim', target: 'signingOut' },
      },
    },
    // Final states have no page: the purchase has left the three pages.
    signingOut: { type: 'final', entry: 'goToLogout' },
    left: { type: 'final' },
  },
});
