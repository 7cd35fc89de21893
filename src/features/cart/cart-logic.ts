import { cartMachine } from '../../../machines/cart/cart.machine';
import type { CartInput, ProgramType } from '../../../machines/cart/cart.types';
import { pushCart, resolveCartLines, type CartActorDeps } from '../../actors/cart';
import type { User } from '../../api/queries/self';
import type { StorageLike } from '../../api/token-store';
import { ORDER_ITEMS_MAX, QUANTITY_MAX } from '../../schemas/field-rules';
import { readStoredCart, writeStoredCart } from './stored-cart';

export interface CartDeps extends CartActorDeps {
  storage?: StorageLike | undefined;
  /** The toast 'Product "{name}" added to cart!'. */
  notifyAdded(name: string): void;
  notifyCartFull(): void;
  goToCheckout(): void;
}

/** The cart statechart with the app's effects. */
export function provideCart(deps: CartDeps) {
  return cartMachine.provide({
    actors: { resolveLines: resolveCartLines(deps), pushCart: pushCart(deps) },
    actions: {
      persistCart: ({ context }, { pending }) => writeStoredCart(deps.sid, { lines: context.lines, pending }, deps.storage),
      notifyAdded: (_, { name }) => deps.notifyAdded(name),
      notifyCartFull: () => deps.notifyCartFull(),
      goToCheckout: () => deps.goToCheckout(),
    },
  });
}

/** Where the cart starts: the participant's record and what this browser kept for them. */
export function cartInput(
  user: Pick<User, 'sid' | 'balance' | 'cartItems'>,
  program: { type: ProgramType; permissions: { allowPurchase: boolean } },
  storage?: StorageLike,
): CartInput {
  return {
    programType: program.type,
    allowPurchase: program.permissions.allowPurchase,
    balance: program.type === 'points' ? (user.balance ?? 0) : null,
    // An order takes at most ORDER_ITEMS_MAX lines, so the cart holds no more than can be ordered.
    limits: { maxQuantity: QUANTITY_MAX, maxLines: ORDER_ITEMS_MAX },
    serverItems: user.cartItems,
    stored: readStoredCart(user.sid, storage),
  };
}
