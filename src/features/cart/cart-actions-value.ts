import type { Actor } from 'xstate';
import { cartTotal } from '../../../machines/cart/cart-lines';
import type { cartMachine } from '../../../machines/cart/cart.machine';
import type { CartLine, NewCartLine, ProgramType } from '../../../machines/cart/cart.types';
import type { Product, ProductOption } from '../../api/queries/product';
import { unitPrice } from '../../domain/pricing';
import type { Locale } from '../../i18n';
import { cartQuantityBounds } from '../../schemas/cart';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../schemas/field-rules';
import type { Region } from '../../schemas/location';
import type { CartActions } from '../../app/cart-actions';
import { productDisplayName } from './product-text';

export interface CartActionsDeps {
  cart: Actor<typeof cartMachine>;
  programType: ProgramType;
  /** Read at each call: prices follow the current region, names the current language. */
  pricing: () => { region: Region; locale: Locale };
  notifyNotReady: () => void;
}

function lineFor(deps: CartActionsDeps, product: Product, option: ProductOption | null): NewCartLine {
  const { region, locale } = deps.pricing();
  return {
    productId: product.productID,
    productSlug: product.slug,
    optionId: option?.optionID ?? null,
    unitPrice: deps.programType === 'points' ? unitPrice(product, option, region) : 0,
    name: productDisplayName(product, locale),
    productType: product.type,
  };
}

const quantityIn = (lines: readonly CartLine[], line: NewCartLine) =>
  lines.find((l) => l.productId === line.productId && l.optionId === line.optionId)?.quantity ?? 0;

/**
 * How many more of a line a points participant may add ([cart 10]: the line may reach
 * floor((balance − cart total) / unit price + current quantity)); at least one, so a product
 * beyond the balance can still go in the cart, where the balance rule then holds checkout back.
 */
function addable(deps: CartActionsDeps, line: NewCartLine): number {
  const { context } = deps.cart.getSnapshot();
  const current = quantityIn(context.lines, line);
  const { max } = cartQuantityBounds({
    balance: context.balance ?? 0,
    cartTotal: cartTotal(context.lines),
    unitPrice: line.unitPrice,
    currentQuantity: current,
  });
  return Math.max(QUANTITY_MIN, Math.min(max, QUANTITY_MAX) - current);
}

/** The cart actions (src/app/cart-actions.tsx) backed by the cart statechart. */
export function createCartActions(deps: CartActionsDeps): CartActions {
  return {
    add({ product, option, quantity }) {
      const line = lineFor(deps, product, option);
      const wanted = Number.isFinite(quantity) ? Math.max(QUANTITY_MIN, Math.floor(quantity)) : QUANTITY_MIN;
      const event = {
        type: 'cart.add' as const,
        line,
        quantity: deps.programType === 'points' ? Math.min(wanted, addable(deps, line)) : 1,
      };
      if (deps.cart.getSnapshot().can(event)) deps.cart.send(event);
      else if (!deps.cart.getSnapshot().matches('ready')) deps.notifyNotReady();
    },
    maxQuantity(product, option) {
      if (deps.programType !== 'points') return null;
      return addable(deps, lineFor(deps, product, option));
    },
  };
}
