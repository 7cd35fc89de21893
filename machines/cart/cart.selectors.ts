import type { SnapshotFrom } from 'xstate';
import { cartCount, cartTotal } from './cart-lines.ts';
import type { cartMachine } from './cart.machine.ts';
import type { CartLine } from './cart.types.ts';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

export const isCartLoading = (s: CartSnapshot) => s.matches('starting') || s.matches('loading');
export const isCartUnavailable = (s: CartSnapshot) => s.matches('unavailable');
export const isCartReady = (s: CartSnapshot) => s.matches('ready');

export const selectLines = (s: CartSnapshot): CartLine[] => s.context.lines;
/** Units in the cart: the header badge. */
export const selectItemCount = (s: CartSnapshot) => cartCount(s.context.lines);
export const selectTotal = (s: CartSnapshot) => cartTotal(s.context.lines);
export const isCartEmpty = (s: CartSnapshot) => s.context.lines.length === 0;

/** The quantity a line shows: what was typed, until the cart takes it. */
export const selectShownQuantity = (s: CartSnapshot, lineId: string) =>
  s.context.pendingQuantities[lineId] ?? s.context.lines.find((l) => l.id === lineId)?.quantity ?? 0;

export const isLineRemoving = (s: CartSnapshot, lineId: string) => s.context.removing.includes(lineId);
export const isClearing = (s: CartSnapshot) => s.matches({ ready: { removal: 'clearing' } });

/** A points cart whose total exceeds the balance ('Your cart total exceeds …') [cart 13]. */
export const isOverBalance = (s: CartSnapshot) =>
  s.context.programType === 'points' && s.context.balance !== null && cartTotal(s.context.lines) > s.context.balance;

export const hasSyncFailed = (s: CartSnapshot) => s.matches({ ready: { sync: 'failed' } });
