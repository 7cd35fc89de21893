import type { CartLine, StoredCart } from '../../../machines/cart/cart.types';
import { browserLocalStorage, readStoredState, subscribeStoredState, updateStoredState } from '../../schemas/stored-state';
import type { StorageLike } from '../../api/token-store';

// The cart in the versioned stored client state [cart 18; locales-and-regions 16], kept per participant: a cart stored by
// someone else who used this browser is never shown.

/** This participant's stored cart, or null. */
export function readStoredCart(owner: string, storage: StorageLike | undefined = browserLocalStorage()): StoredCart | null {
  const cart = readStoredState(storage).cart;
  return cart && cart.owner === owner ? { lines: cart.lines, pending: cart.pending } : null;
}

export function writeStoredCart(owner: string, cart: StoredCart, storage: StorageLike | undefined = browserLocalStorage()): void {
  updateStoredState(storage, { cart: { owner, pending: cart.pending, lines: cart.lines } });
}

/** Calls back with this participant's lines whenever another tab stores a cart for them. */
export function subscribeOtherTabs(owner: string, onLines: (lines: CartLine[]) => void): () => void {
  return subscribeStoredState((state) => {
    if (state.cart?.owner === owner) onLines(state.cart.lines);
  });
}

/** Same lines, same quantities, same prices: nothing for the other tab's cart to do. */
export function sameLines(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  return a.length === b.length && a.every((l, i) => JSON.stringify(l) === JSON.stringify(b[i]));
}
