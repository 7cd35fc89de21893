import * as v from 'valibot';

import { fieldObject } from './field-object';
import { CART_ITEMS_MAX, ID_MAX, ID_PATTERN, QUANTITY_MAX, QUANTITY_MIN, SLUG_MAX, SLUG_PATTERN } from './field-rules';
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
 * [cart 10]: a line may grow by as many units as the points left over can buy. The maximum is never
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

/** PUT /api/users/{sid}/cart, sent whenever the cart changes [cart 16]. An empty cart is fine. */
export const cartUpdateRequestSchema = fieldObject(
  {
    cartItems: v.pipe(v.array(cartLineSchema, m.invalidValue), v.maxLength(CART_ITEMS_MAX, m.tooManyItems)),
  },
  m.invalidValue,
);

export type OrderLine = v.InferOutput<typeof orderLineSchema>;
export type CartLine = v.InferOutput<typeof cartLineSchema>;
export type CartUpdateRequest = v.InferOutput<typeof cartUpdateRequestSchema>;

// Stored client state is read back, never shown: one message for anything unreadable.
const bad = m.invalidValue;

/** Longest product name a stored cart line keeps (names are shown, never sent). */
export const STORED_NAME_MAX = 300;

/** One line of the cart as the browser keeps it: a cart line plus what it is priced and named at. */
export const storedCartLineSchema = v.object(
  {
    id: v.pipe(v.string(bad), v.nonEmpty(bad), v.maxLength(ID_MAX, bad)),
    productId: v.pipe(v.string(bad), v.maxLength(ID_MAX, bad), v.regex(ID_PATTERN, bad)),
    productSlug: v.pipe(v.string(bad), v.maxLength(SLUG_MAX, bad), v.regex(SLUG_PATTERN, bad)),
    optionId: v.nullable(v.pipe(v.string(bad), v.maxLength(ID_MAX, bad), v.regex(ID_PATTERN, bad))),
    quantity: v.pipe(v.number(bad), v.integer(bad), v.minValue(QUANTITY_MIN, bad), v.maxValue(QUANTITY_MAX, bad)),
    unitPrice: v.pipe(v.number(bad), v.finite(bad), v.minValue(0, bad)),
    name: v.pipe(v.string(bad), v.maxLength(STORED_NAME_MAX, bad)),
  },
  bad,
);

/**
 * The cart in the stored client state [locales-and-regions 16], for one participant (`owner`, their sid):
 * `pending` while the server has not confirmed these lines.
 */
export const storedCartSchema = v.object(
  {
    owner: v.pipe(v.string(bad), v.nonEmpty(bad), v.maxLength(ID_MAX, bad)),
    pending: v.boolean(bad),
    lines: v.pipe(v.array(storedCartLineSchema, bad), v.maxLength(CART_ITEMS_MAX, bad)),
  },
  bad,
);

export type StoredCartLine = v.InferOutput<typeof storedCartLineSchema>;
export type StoredCartState = v.InferOutput<typeof storedCartSchema>;
