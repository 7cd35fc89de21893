/** Program types [programs-and-modes 1-4]: only points programs price, bound and total a cart. */
export type ProgramType = 'points' | 'plateau' | 'claim';

/** Product types (the contract's Product.type): plateau and claim products replace the cart. */
export type ProductType = 'standard' | 'plateau' | 'claim';

/**
 * One cart line. The product and option name what is bought; `unitPrice` and `name` are what the
 * cart computes and announces with, taken when the line was added (or resolved from the catalogue
 * when the participant's record brought the line), so the cart needs no request to add up.
 */
export interface CartLine {
  id: string;
  productId: string;
  productSlug: string;
  optionId: string | null;
  quantity: number;
  /** Points per unit in the participant's region; 0 outside points programs. */
  unitPrice: number;
  name: string;
}

/** A line as the participant's record keeps it (GET /api/self, PUT /api/users/{sid}/cart). */
export interface ServerCartItem {
  id?: string | undefined;
  productId: string;
  productSlug?: string | undefined;
  optionId?: string | null | undefined;
  quantity: number;
}

/** This participant's cart as the browser keeps it; `pending` until the server has the same. */
export interface StoredCart {
  lines: CartLine[];
  pending: boolean;
}

/** What Add To Cart hands over: the line to add, priced and named by the app. */
export interface NewCartLine {
  productId: string;
  productSlug: string;
  optionId: string | null;
  unitPrice: number;
  name: string;
  productType?: ProductType | undefined;
}

/** The response of resolveLines: the record's lines with prices and names; `dropped` lines no longer exist. */
export interface ResolvedCart {
  lines: CartLine[];
  dropped: number;
}

/** The API's bounds (src/schemas/field-rules.ts), handed in so they live in one place. */
export interface CartLimits {
  /** Most units on one line. */
  maxQuantity: number;
  /** Most lines one order takes. */
  maxLines: number;
}

export interface CartInput {
  programType: ProgramType;
  limits: CartLimits;
  allowPurchase: boolean;
  balance: number | null;
  /** The participant's record's items: after sign-in, these are the cart [cart 17]. */
  serverItems: ServerCartItem[];
  /** This participant's cart as this browser stored it, if any. */
  stored: StoredCart | null;
}

export interface CartContext extends CartInput {
  lines: CartLine[];
  /** Quantities typed but not yet applied (applied after 500 ms [cart 8]), by line id. */
  pendingQuantities: Record<string, number>;
  /** Lines whose removal is under way (removed after 500 ms [cart 7]). */
  removing: string[];
}

export type CartEvent =
  | { type: 'cart.add'; line: NewCartLine; quantity: number }
  | { type: 'cart.setQuantity'; lineId: string; quantity: number }
  | { type: 'cart.remove'; lineId: string }
  | { type: 'cart.clear' }
  | { type: 'cart.checkout' }
  | { type: 'cart.retry' }
  /** The participant chose another region: prices change, so the cart empties [cart 9]. */
  | { type: 'cart.regionChanged' }
  /** The order placed from this cart is shown (fetching the order clears the cart [cart 20]). */
  | { type: 'cart.ordered' }
  /** Another tab changed the stored cart. */
  | { type: 'cart.external'; lines: CartLine[] }
  | { type: 'cart.balanceChanged'; balance: number | null }
  /** Raised by the machine itself after every change of the lines: the record must follow. */
  | { type: 'cart.changed' };
