import { createContext, useContext, type ReactNode } from 'react';

const CartPresenceContext = createContext(false);

/** Marks the part of the tree where the cart actor is (CartProvider puts it there). */
export function CartPresence({ children }: { children: ReactNode }) {
  return <CartPresenceContext.Provider value>{children}</CartPresenceContext.Provider>;
}

/**
 * Shows the cart and checkout pages only where there is a cart. When the session ends under one
 * of them (a sign-out in another tab, a 401), the signed-in frame and its cart go a moment before
 * the navigation away does; the page shows nothing in between rather than fail.
 */
export function CartGate({ children }: { children: ReactNode }) {
  return useContext(CartPresenceContext) ? children : null;
}
