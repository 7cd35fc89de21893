import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine.ts';

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
 * The page the purchase is on, as its state says: the checkout form, the summary, or the success
 * page of its order; null once it has left the three pages. A page opened otherwise (Back, a link,
 * a typed address) enters the purchase anew from that page.
 */
export function selectPage(s: CheckoutSnapshot): string | null {
  if (s.matches('editing')) return 'checkout';
  if (s.matches('summary') || s.matches('placing')) return 'summary';
  if (s.status === 'done') return null;
  return `success/${s.context.orderId}`;
}
