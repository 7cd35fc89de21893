import type { CartLine, NewCartLine, ServerCartItem } from './cart.types.ts';

// Pure helpers of the cart statechart: line identity, merging and totals.

/** FNV-1a over the text with a given offset basis, as 8 hex digits. */
function fnv1a(text: string, basis: number): string {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A line's id follows from its product and option, since adding the same pair merges into one
 * line [cart 1]. Derived rather than counted so that the same cart always has the same ids, in
 * every tab and after every reload; 64 bits keep ids of one cart apart.
 */
export function lineIdOf(productId: string, optionId: string | null): string {
  const key = `${productId}\u0000${optionId ?? ''}`;
  return `l-${fnv1a(key, 0x811c9dc5)}${fnv1a(key, 0x2166136)}`;
}

export const sameItem = (line: Pick<CartLine, 'productId' | 'optionId'>, other: Pick<CartLine, 'productId' | 'optionId'>) =>
  line.productId === other.productId && (line.optionId ?? null) === (other.optionId ?? null);

export const clampQuantity = (quantity: number, max: number) => Math.min(max, Math.max(1, Math.floor(quantity)));

/** Adds `quantity` to the line of the same product and option, else appends a new line. */
export function mergeLine(lines: readonly CartLine[], line: NewCartLine, quantity: number, maxQuantity: number): CartLine[] {
  const index = lines.findIndex((l) => sameItem(l, line));
  if (index === -1) return [...lines, newLine(line, clampQuantity(quantity, maxQuantity))];
  const existing = lines[index]!;
  // Price and name follow the latest add: that is what the participant has just been shown.
  const merged = {
    ...existing,
    unitPrice: line.unitPrice,
    name: line.name,
    quantity: clampQuantity(existing.quantity + quantity, maxQuantity),
  };
  return lines.map((l, i) => (i === index ? merged : l));
}

export function newLine(line: NewCartLine, quantity: number): CartLine {
  return {
    id: lineIdOf(line.productId, line.optionId),
    productId: line.productId,
    productSlug: line.productSlug,
    optionId: line.optionId,
    quantity,
    unitPrice: line.unitPrice,
    name: line.name,
  };
}

export const hasLine = (lines: readonly CartLine[], id: string) => lines.some((l) => l.id === id);

export const cartTotal = (lines: readonly CartLine[]) => lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);

export const cartCount = (lines: readonly CartLine[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

/** What the participant's record keeps of each line. */
export function toServerItems(lines: readonly CartLine[]): Required<ServerCartItem>[] {
  return lines.map((l) => ({ id: l.id, productId: l.productId, productSlug: l.productSlug, optionId: l.optionId, quantity: l.quantity }));
}

/** Whether the stored lines are the record's items (same products, options and quantities, in order). */
export function sameItems(lines: readonly CartLine[], items: readonly ServerCartItem[]): boolean {
  return (
    lines.length === items.length &&
    lines.every(
      (l, i) => sameItem(l, { productId: items[i]!.productId, optionId: items[i]!.optionId ?? null }) && l.quantity === items[i]!.quantity,
    )
  );
}
