import { cartTotal } from '../../../machines/cart/cart-lines';
import type { cartMachine } from '../../../machines/cart/cart.machine';
import type { SnapshotFrom } from 'xstate';
import { cartQuantityBounds, type QuantityBounds } from '../../schemas/cart';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** Proceed to checkout (page and dropdown) is enabled exactly when the cart would take it. */
export const canCheckout = (s: CartSnapshot) => s.can({ type: 'cart.checkout' });

/** The bounds of one line's quantity [cart 10], from the balance and the cart as it stands. */
export function selectLineBounds(s: CartSnapshot, lineId: string): QuantityBounds {
  const line = s.context.lines.find((l) => l.id === lineId);
  if (!line) return { min: 1, max: 1 };
  return cartQuantityBounds({
    balance: s.context.balance ?? 0,
    cartTotal: cartTotal(s.context.lines),
    unitPrice: line.unitPrice,
    currentQuantity: line.quantity,
  });
}
