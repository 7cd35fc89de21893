import { useProgram } from '../../app/boot/use-program';
import { useCartActions, type CartActions } from '../../app/cart-actions';

export interface ShopRules {
  /** Points programs show prices, the price filter and price sorts [programs-and-modes 1, 22]. */
  isPoints: boolean;
  /** [programs-and-modes 17]: allowPurchase gates quantity, Add To Cart and the points price. */
  canPurchase: boolean;
  showPrices: boolean;
  /** The cart's actions when purchase UI shows; null otherwise. */
  cart: CartActions | null;
}

/** What the program lets the catalogue show: prices, purchase controls. */
export function useShopRules(): ShopRules {
  const program = useProgram();
  const port = useCartActions();
  const isPoints = program.type === 'points';
  const canPurchase = program.permissions.allowPurchase && port !== null;
  return { isPoints, canPurchase, showPrices: isPoints && program.permissions.allowPurchase, cart: canPurchase ? port : null };
}
