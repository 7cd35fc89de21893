import { useRef } from 'react';
import { selectLines, selectTotal } from '../../../machines/cart/cart.selectors';
import type { CheckoutDraft } from '../../../machines/checkout/checkout.types';
import { useProgram } from '../../app/boot/use-program';
import { CartContext } from '../cart/cart-context';
import { useCartRows } from '../cart/use-cart-rows';
import { usePricing } from '../cart/use-pricing';
import type { OrderBodyInput } from './checkout-draft';

/**
 * What a draft is checked against: the program, and the cart and region as they are when the
 * flow asks (read at call time, so a guard never sees a cart from an earlier render).
 */
export function useOrderBody() {
  const program = useProgram();
  const { region } = usePricing(program);
  const lines = CartContext.useSelector(selectLines);
  const total = CartContext.useSelector(selectTotal);
  const rows = useCartRows();
  const points = program.type === 'points';
  const items = lines.map((l) => ({ productId: l.productId, optionId: l.optionId, quantity: l.quantity }));
  const latest = useRef({ items, region, rows, total });
  latest.current = { items, region, rows, total };
  const bodyInput = (draft: CheckoutDraft): OrderBodyInput => ({
    draft,
    program,
    items: latest.current.items,
    region: latest.current.region,
    total: points ? latest.current.total : undefined,
  });
  return { bodyInput, latest, region };
}
