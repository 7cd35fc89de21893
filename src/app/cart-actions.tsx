import { createContext, useContext } from 'react';
import type { Product, ProductOption } from '../api/queries/product';

/** One Add To Cart gesture: the product, the option its selectors resolved to (null without options), how many. */
export interface AddToCartRequest {
  product: Product;
  option: ProductOption | null;
  quantity: number;
}

/**
 * What the catalogue (product card, quick view, product page) asks of the cart, without knowing
 * how the cart works. The cart area provides it at the app's root (CartActionsProvider); the cart
 * statechart owns what adding means (merge lines, plateau and claim replace the cart and go to
 * checkout, the toast).
 */
export interface CartActions {
  add(request: AddToCartRequest): void;
  /**
   * The largest quantity of this product and option the participant may still add ([cart 10]:
   * floor((balance − cart total) / unit price + current quantity)); null when unbounded
   * (plateau and claim programs).
   */
  maxQuantity(product: Product, option: ProductOption | null): number | null;
}

export const CartActionsContext = createContext<CartActions | null>(null);

/** The cart's actions; null outside the signed-in app (no purchase UI there). */
export function useCartActions(): CartActions | null {
  return useContext(CartActionsContext);
}
