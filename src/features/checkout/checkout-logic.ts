import { assign } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import type { CheckoutDraft, SummaryRef } from '../../../machines/checkout/checkout.types';
import { loadOrder, placeOrder, type CheckoutActorDeps } from './checkout-actors';

export interface CheckoutDeps extends CheckoutActorDeps {
  /** The draft against the valibot checkout rules (the app's answer to isDraftValid). */
  isDraftValid(draft: CheckoutDraft): boolean;
  /** Makes this attempt's Idempotency-Key and stores the summary of the draft and the cart. */
  storeSummary(draft: CheckoutDraft): SummaryRef | null;
  removeSummary(key: string): void;
  goToCart(replace: boolean): void;
  goToCheckout(): void;
  goToSummary(): void;
  goToSuccess(orderId: string): void;
  goHome(): void;
  goToShop(): void;
  /** Fetching the order clears the cart… [checkout 22] */
  clearCart(): void;
  /** …and refreshes the user. */
  refreshUser(): void;
  goToLogout(): void;
}

/** The checkout statechart with the app's effects. */
export function provideCheckout(deps: CheckoutDeps) {
  return checkoutMachine.provide({
    actors: {
      placeOrder: placeOrder(deps),
      loadOrder: loadOrder(deps),
    },
    guards: {
      isDraftValid: ({ context }) => deps.isDraftValid(context.draft),
    },
    actions: {
      storeSummary: assign({ summary: ({ context }) => deps.storeSummary(context.draft) }),
      removeSummary: ({ context }) => {
        if (context.summary) deps.removeSummary(context.summary.key);
      },
      goToCart: (_, { replace }) => deps.goToCart(replace),
      goToCheckout: () => deps.goToCheckout(),
      goToSummary: () => deps.goToSummary(),
      goToSuccess: (_, { orderId }) => deps.goToSuccess(orderId),
      goHome: () => deps.goHome(),
      goToShop: () => deps.goToShop(),
      goToLogout: () => deps.goToLogout(),
      clearCart: () => deps.clearCart(),
      refreshUser: () => deps.refreshUser(),
    },
  });
}
