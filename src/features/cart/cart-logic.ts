import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { lineIdOf, toServerItems } from '../../../machines/cart/cart-lines';
import { cartMachine } from '../../../machines/cart/cart.machine';
import type { CartInput, CartLine, ProgramType, ResolvedCart, ServerCartItem } from '../../../machines/cart/cart.types';
import type { ApiClient } from '../../api/client';
import { isApiError, unwrap } from '../../api/errors';
import { productQuery, type Product } from '../../api/queries/product';
import type { User } from '../../api/queries/self';
import type { StorageLike } from '../../api/token-store';
import { unitPrice } from '../../domain/pricing';
import type { Locale } from '../../i18n';
import { ORDER_ITEMS_MAX, QUANTITY_MAX } from '../../schemas/field-rules';
import type { Region } from '../../schemas/location';
import { findOption, productDisplayName } from './product-text';
import { readStoredCart, writeStoredCart } from './stored-cart';

export interface CartActorDeps {
  api: ApiClient;
  queryClient: QueryClient;
  sid: string;
  programType: ProgramType;
  /** Read when the actor runs: prices follow the current region, names the current language. */
  pricing: () => { region: Region; locale: Locale };
}

async function productOf(deps: CartActorDeps, slug: string): Promise<Product | null> {
  try {
    return await deps.queryClient.ensureQueryData(productQuery(deps.api, slug));
  } catch (error) {
    // A product gone from the catalogue takes its line with it; anything else is an outage.
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/**
 * Prices and names the record's items from the catalogue (through the query cache, which the
 * cart's rows read too). Lines whose product or option no longer exists are dropped; repeated
 * product and option pairs become one line.
 */
export function resolveCartLines(deps: CartActorDeps) {
  return fromPromise<ResolvedCart, { items: ServerCartItem[] }>(async ({ input }) => {
    const { region, locale } = deps.pricing();
    const slugs = [...new Set(input.items.map((i) => i.productSlug).filter((s): s is string => Boolean(s)))];
    const products = new Map(await Promise.all(slugs.map(async (slug) => [slug, await productOf(deps, slug)] as const)));
    const lines: CartLine[] = [];
    let dropped = 0;
    for (const item of input.items) {
      const product = item.productSlug ? products.get(item.productSlug) : null;
      const optionId = item.optionId ?? null;
      const option = product ? findOption(product, optionId) : undefined;
      const fits =
        product && product.productID === item.productId && (product.options.length === 0 ? optionId === null : option !== undefined);
      if (!product || !fits) {
        dropped++;
        continue;
      }
      const id = lineIdOf(product.productID, optionId);
      const existing = lines.find((l) => l.id === id);
      if (existing) {
        existing.quantity = Math.min(QUANTITY_MAX, existing.quantity + item.quantity);
        dropped++;
        continue;
      }
      lines.push({
        id,
        productId: product.productID,
        productSlug: product.slug,
        optionId,
        quantity: Math.min(QUANTITY_MAX, item.quantity),
        unitPrice: deps.programType === 'points' ? unitPrice(product, option, region) : 0,
        name: productDisplayName(product, locale),
      });
    }
    return { lines, dropped };
  });
}

/** PUT /api/users/{sid}/cart: the record keeps what the cart holds (the last change wins). */
export function pushCart(deps: Pick<CartActorDeps, 'api' | 'sid'>) {
  return fromPromise<void, { lines: CartLine[] }>(async ({ input, signal }) => {
    unwrap(
      await deps.api.PUT('/api/users/{sid}/cart', {
        params: { path: { sid: deps.sid } },
        body: { cartItems: toServerItems(input.lines) },
        signal,
      }),
    );
  });
}

export interface CartDeps extends CartActorDeps {
  storage?: StorageLike | undefined;
  /** The toast 'Product "{name}" added to cart!'. */
  notifyAdded(name: string): void;
  notifyCartFull(): void;
  goToCheckout(): void;
}

/** The cart statechart with the app's effects. */
export function provideCart(deps: CartDeps) {
  return cartMachine.provide({
    actors: { resolveLines: resolveCartLines(deps), pushCart: pushCart(deps) },
    actions: {
      persistCart: ({ context }, { pending }) => writeStoredCart(deps.sid, { lines: context.lines, pending }, deps.storage),
      notifyAdded: (_, { name }) => deps.notifyAdded(name),
      notifyCartFull: () => deps.notifyCartFull(),
      goToCheckout: () => deps.goToCheckout(),
    },
  });
}

/** Where the cart starts: the participant's record and what this browser kept for them. */
export function cartInput(
  user: Pick<User, 'sid' | 'balance' | 'cartItems'>,
  program: { type: ProgramType; permissions: { allowPurchase: boolean } },
  storage?: StorageLike,
): CartInput {
  return {
    programType: program.type,
    allowPurchase: program.permissions.allowPurchase,
    balance: program.type === 'points' ? (user.balance ?? 0) : null,
    // An order takes at most ORDER_ITEMS_MAX lines, so the cart holds no more than can be ordered.
    limits: { maxQuantity: QUANTITY_MAX, maxLines: ORDER_ITEMS_MAX },
    serverItems: user.cartItems,
    stored: readStoredCart(user.sid, storage),
  };
}
