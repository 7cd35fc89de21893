import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine.ts';
import type { CheckoutStateMeta } from './checkout.types.ts';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** Place Order is enabled exactly when the flow would take it [checkout 10]. */
export const canPlaceOrder = (s: CheckoutSnapshot) => s.can({ type: 'checkout.placeOrder' });
/** Choose a different gift shows where the flow takes it: plateau and claim checkouts. */
export const canChooseDifferent = (s: CheckoutSnapshot) => s.can({ type: 'checkout.chooseDifferent' });
/** Place Order was taken: the form waits for the summary page. */
export const isSubmitted = (s: CheckoutSnapshot) => !s.matches('editing');
export const canConfirm = (s: CheckoutSnapshot) => s.can({ type: 'summary.confirm' });
export const isPlacing = (s: CheckoutSnapshot) => s.matches('placing');
export const selectPlaceFailure = (s: CheckoutSnapshot) => s.context.placeFailure;
export const isShowingOrder = (s: CheckoutSnapshot) => s.matches('success') || s.matches('signingOut');
export const selectLoadFailure = (s: CheckoutSnapshot) => (s.matches('orderFailed') ? s.context.loadFailure : null);
export const isSigningOut = (s: CheckoutSnapshot) => s.matches('signingOut');
/** The balance does not cover the total (points programs): Place Order stays disabled and says why. */
export const isBalanceShort = ({ context: { programType, cart } }: CheckoutSnapshot) =>
  programType === 'points' && cart !== null && (cart.balance === null || cart.total > cart.balance);

/**
 * The page the purchase is on: the one its state names (`meta.page`), with the arrival's history
 * mode; null once it has left the three pages (a final state).
 */
export function selectPage(s: CheckoutSnapshot): CheckoutStateMeta | null {
  if (s.status !== 'active') return null;
  return Object.values(s.getMeta()).find((meta) => meta?.page !== undefined) ?? null;
}
