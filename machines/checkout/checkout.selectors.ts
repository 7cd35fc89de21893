import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine.ts';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** Place Order is enabled exactly when the flow would take it [checkout 10]. */
export const canPlaceOrder = (s: CheckoutSnapshot) => s.can({ type: 'checkout.placeOrder' });
/** Choose a different gift shows where the flow takes it: plateau and claim checkouts. */
export const canChooseDifferent = (s: CheckoutSnapshot) => s.can({ type: 'checkout.chooseDifferent' });
export const isSubmitted = (s: CheckoutSnapshot) => s.matches('submitted');
export const canConfirm = (s: CheckoutSnapshot) => s.can({ type: 'summary.confirm' });
export const isPlacing = (s: CheckoutSnapshot) => s.matches('placing');
export const selectPlaceFailure = (s: CheckoutSnapshot) => s.context.placeFailure;
export const isLoadingOrder = (s: CheckoutSnapshot) => s.matches('loadingOrder');
export const isShowingOrder = (s: CheckoutSnapshot) => s.matches('showing') || s.matches('signingOut');
export const selectLoadFailure = (s: CheckoutSnapshot) => (s.matches('orderFailed') ? s.context.loadFailure : null);
export const isSigningOut = (s: CheckoutSnapshot) => s.matches('signingOut');
/** The balance does not cover the total (points programs): Place Order stays disabled and says why. */
export const isBalanceShort = (s: CheckoutSnapshot) =>
  s.context.programType === 'points' && (s.context.cart.balance === null || s.context.cart.total > s.context.cart.balance);
