import { chosenOptions } from '../../domain/chosen-options';
import type { SummaryLine } from '../../schemas/order';
import { findOption } from '../cart/product-text';
import type { CartRow } from '../cart/use-cart-rows';

/** The cart's lines as the summary page shows them (the success page's layout, from stored data [checkout 13]). */
export function summaryLinesOf(rows: readonly CartRow[], points: boolean): SummaryLine[] {
  return rows.map(({ line, product, name, image }) => ({
    productSlug: line.productSlug,
    name,
    options: product ? chosenOptions(product, findOption(product, line.optionId)) : [],
    quantity: line.quantity,
    unitPrice: points ? line.unitPrice : 0,
    total: points ? line.unitPrice * line.quantity : 0,
    dropShipDays: product?.productDropShipDays ?? null,
    image,
  }));
}

/**
 * One key per checkout attempt (the server keeps it with the order): 128 random bits as hex.
 * getRandomValues, unlike randomUUID, works on plain-http hosts too.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
