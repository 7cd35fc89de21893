import * as v from 'valibot';

import { fieldObject } from './field-object';
import {
  CART_ITEMS_MAX,
  ID_MAX,
  ID_PATTERN,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SLUG_MAX,
  SLUG_PATTERN,
} from './field-rules';
import { validationMessages as m, type ValidationMessage } from './messages';

export interface CartQuantityInput {
  /** Points the participant holds. */
  readonly balance: number;
  /** Points of the whole cart, this line included at its current quantity. */
  readonly cartTotal: number;
  readonly unitPrice: number;
  readonly currentQuantity: number;
}

export interface QuantityBounds {
  readonly min: number;
  readonly max: number;
}

/**
 * §5: a line may grow by as many units as the points left over can buy. The maximum is never
 * below 1, so a line already over budget can still be shown and lowered, and never above what
 * the cart and order bodies accept.
 */
export function cartQuantityBounds(input: CartQuantityInput): QuantityBounds {
  const { balance, cartTotal, unitPrice, currentQuantity } = input;
  // A free item is bounded only by the API limit (and the division would be by zero).
  if (!(unitPrice > 0)) return { min: QUANTITY_MIN, max: QUANTITY_MAX };
  const affordable = Math.floor((balance - cartTotal) / unitPrice + currentQuantity);
  const max = Number.isFinite(affordable) ? Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, affordable)) : QUANTITY_MIN;
  return { min: QUANTITY_MIN, max };
}

const idSchema = (message: ValidationMessage) =>
  v.pipe(v.string(message), v.nonEmpty(message), v.maxLength(ID_MAX, message), v.regex(ID_PATTERN, message));

const orderLineEntries = {
  productId: idSchema(m.invalidProduct),
  // null is how the client says "the product has no options", as distinct from omitting it.
  optionId: v.nullish(idSchema(m.invalidOption)),
  quantity: v.pipe(
    v.number(m.invalidQuantity),
    v.integer(m.invalidQuantity),
    v.minValue(QUANTITY_MIN, m.invalidQuantity),
    v.maxValue(QUANTITY_MAX, m.invalidQuantity),
  ),
};

/** One line of POST /api/orders: what to buy, nothing the server could be misled by. */
export const orderLineSchema = fieldObject(orderLineEntries, m.invalidValue);

/** One line kept on the participant's record: an order line plus what the cart needs to redraw. */
export const cartLineSchema = fieldObject(
  {
    ...orderLineEntries,
    id: v.optional(v.pipe(v.string(m.invalidValue), v.maxLength(ID_MAX, m.invalidValue))),
    productSlug: v.optional(
      v.pipe(v.string(m.invalidProduct), v.maxLength(SLUG_MAX, m.invalidProduct), v.regex(SLUG_PATTERN, m.invalidProduct)),
    ),
  },
  m.invalidValue,
);

/** PUT /api/users/{sid}/cart, sent whenever the cart changes (§4). An empty cart is fine. */
export const cartUpdateRequestSchema = fieldObject(
  {
    cartItems: v.pipe(v.array(cartLineSchema, m.invalidValue), v.maxLength(CART_ITEMS_MAX, m.tooManyItems)),
  },
  m.invalidValue,
);

export type OrderLine = v.InferOutput<typeof orderLineSchema>;
export type CartLine = v.InferOutput<typeof cartLineSchema>;
export type CartUpdateRequest = v.InferOutput<typeof cartUpdateRequestSchema>;
