import { useProgram } from '../../app/boot/use-program';
import { useCartPort, type CartPort } from '../../app/cart-port';

export interface ShopRules {
  /** Points programs show prices, the price filter and price sorts [programs-and-modes 1, 22]. */
  isPoints: boolean;
  /** [programs-and-modes 17]: allowPurchase gates quantity, Add To Cart and the points price. */
  canPurchase: boolean;
  showPrices: boolean;
  /** The cart's port when purchase UI shows; null otherwise. */
  cart: CartPort | null;
}

/** What the program lets the catalogue show: prices, purchase controls. */
export function useShopRules(): ShopRules {
  const program = useProgram();
  const port = useCartPort();
  const isPoints = program.type === 'points';
  const canPurchase = program.permissions.allowPurchase && port !== null;
  return { isPoints, canPurchase, showPrices: isPoints && program.permissions.allowPurchase, cart: canPurchase ? port : null };
}
