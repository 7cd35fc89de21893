import { and, assign, fromPromise, raise, setup, stateIn } from 'xstate';
import { cartTotal, clampQuantity, hasLine, lineIdOf, mergeLine, newLine, sameItems } from './cart-lines.ts';
import type { CartContext, CartEvent, CartInput, CartLine, ResolvedCart, ServerCartItem } from './cart.types.ts';

/** Remove and clear act after 500 ms; quantity changes reach the cart after 500 ms [constants 3, 4]. */
export const CART_DELAYS = { removeDelay: 500, clearDelay: 500, quantityDelay: 500 } as const;

type AddEvent = Extract<CartEvent, { type: 'cart.add' }>;

/** Empties the cart at once, before its lines are priced (see `loading` and `unavailable`). */
const emptyNow = {
  target: 'ready',
  actions: ['emptyCart', { type: 'persistCart', params: { pending: true } }, 'announceChange'],
} as const;

const withoutKeys = (record: Record<string, number>, keep: (id: string) => boolean) =>
  Object.fromEntries(Object.entries(record).filter(([id]) => keep(id)));

/**
 * The participant's cart (product/cart.md), one actor for the whole signed-in app.
 *
 * - Start: a change this browser made that the server has not confirmed (`stored.pending`) is the
 *   cart; otherwise the record's items are, priced by `resolveLines` unless this browser already
 *   holds exactly them.
 * - Adding merges a line of the same product and option, else appends one, and announces it;
 *   plateau and claim programs (or products) replace the cart with the one gift and go to checkout.
 * - Remove and clear act after 500 ms, typed quantities after 500 ms of quiet; a region change
 *   empties the cart at once.
 * - Every change raises `cart.changed`; the `sync` region pushes the lines to the record one
 *   request at a time, pushing again when the lines changed under a request (last change wins).
 * - Effects are the app's: `pushCart`, `resolveLines`, `persistCart` (browser storage),
 *   `notifyAdded`/`notifyCartFull` (toasts) and `goToCheckout`.
 */
export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartEvent, input: {} as CartInput },
  delays: CART_DELAYS,
  actors: {
    /** Prices and names the record's items from the catalogue; unknown products are dropped. */
    resolveLines: fromPromise<ResolvedCart, { items: ServerCartItem[] }>(async () => ({ lines: [], dropped: 0 })),
    /** PUT /api/users/{sid}/cart with these lines. */
    pushCart: fromPromise<void, { lines: CartLine[] }>(async () => undefined),
  },
  actions: {
    /** Keeps the lines in the browser; `pending` until the server has confirmed them. */
    persistCart: (_, _params: { pending: boolean }) => {},
    notifyAdded: (_, _params: { name: string }) => {},
    notifyCartFull: () => {},
    goToCheckout: () => {},
    announceChange: raise({ type: 'cart.changed' }),
    adoptStored: assign({ lines: ({ context }) => context.stored?.lines ?? [] }),
    adoptResolved: assign({ lines: ({ event }) => (event as unknown as { output: ResolvedCart }).output.lines }),
    addLine: assign(({ context, event }) => {
      const { line, quantity } = event as AddEvent;
      const id = lineIdOf(line.productId, line.optionId);
      // Adding to a line that was about to go keeps it.
      return {
        lines: mergeLine(context.lines, line, quantity, context.limits.maxQuantity),
        removing: context.removing.filter((r) => r !== id),
      };
    }),
    // Plateau and claim participants order one gift: one line of quantity 1.
    replaceLines: assign(({ event }) => ({ lines: [newLine((event as AddEvent).line, 1)], pendingQuantities: {}, removing: [] })),
    queueQuantity: assign({
      pendingQuantities: ({ context, event }) =>
        event.type === 'cart.setQuantity' ? { ...context.pendingQuantities, [event.lineId]: event.quantity } : context.pendingQuantities,
    }),
    applyQuantities: assign(({ context }) => ({
      lines: context.lines.map((l) => {
        const typed = context.pendingQuantities[l.id];
        return typed === undefined ? l : { ...l, quantity: clampQuantity(typed, context.limits.maxQuantity) };
      }),
      pendingQuantities: {},
    })),
    queueRemoval: assign({
      removing: ({ context, event }) =>
        event.type === 'cart.remove' && !context.removing.includes(event.lineId) ? [...context.removing, event.lineId] : context.removing,
    }),
    applyRemovals: assign(({ context }) => ({
      lines: context.lines.filter((l) => !context.removing.includes(l.id)),
      pendingQuantities: withoutKeys(context.pendingQuantities, (id) => !context.removing.includes(id)),
      removing: [],
    })),
    emptyCart: assign({ lines: [], pendingQuantities: {}, removing: [] }),
    adoptExternal: assign(({ context, event }) => {
      if (event.type !== 'cart.external') return {};
      const kept = (id: string) => hasLine(event.lines, id);
      return {
        lines: event.lines,
        pendingQuantities: withoutKeys(context.pendingQuantities, kept),
        removing: context.removing.filter(kept),
      };
    }),
    assignBalance: assign({ balance: ({ context, event }) => (event.type === 'cart.balanceChanged' ? event.balance : context.balance) }),
  },
  guards: {
    hasPendingStoredCart: ({ context }) => context.stored?.pending === true,
    storedMatchesServer: ({ context }) => context.stored !== null && sameItems(context.stored.lines, context.serverItems),
    hasNoServerItems: ({ context }) => context.serverItems.length === 0,
    droppedLines: ({ event }) => (event as unknown as { output: ResolvedCart }).output.dropped > 0,
    canPurchase: ({ context }) => context.allowPurchase,
    replacesCart: ({ context, event }) => {
      const { productType } = (event as AddEvent).line;
      return context.programType !== 'points' || productType === 'plateau' || productType === 'claim';
    },
    hasRoomFor: ({ context, event }) => {
      const { line } = event as AddEvent;
      return context.lines.length < context.limits.maxLines || hasLine(context.lines, lineIdOf(line.productId, line.optionId));
    },
    isKnownLine: ({ context, event }) => event.type === 'cart.remove' && hasLine(context.lines, event.lineId),
    isValidQuantity: ({ context, event }) =>
      event.type === 'cart.setQuantity' && hasLine(context.lines, event.lineId) && Number.isInteger(event.quantity) && event.quantity >= 1,
    hasLines: ({ context }) => context.lines.length > 0,
    // Points programs check out only while the balance covers the total [cart 13]; `isSettled`
    // keeps checkout back while a typed quantity or a removal has yet to reach the lines.
    canCheckout: ({ context }) =>
      context.allowPurchase &&
      context.lines.length > 0 &&
      (context.programType !== 'points' || (context.balance !== null && cartTotal(context.lines) <= context.balance)),
    isSettled: stateIn({ ready: { quantity: 'idle', removal: 'idle' } }),
    hasStaleLines: stateIn({ ready: { sync: { pushing: 'stale' } } }),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ ...input, lines: [], pendingQuantities: {}, removing: [] }),
  initial: 'starting',
  on: {
    'cart.balanceChanged': { actions: 'assignBalance' },
  },
  states: {
    starting: {
      always: [
        { guard: 'hasPendingStoredCart', target: 'ready', actions: ['adoptStored', 'announceChange'] },
        { guard: 'storedMatchesServer', target: 'ready', actions: 'adoptStored' },
        { guard: 'hasNoServerItems', target: 'ready', actions: [{ type: 'persistCart', params: { pending: false } }] },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        id: 'resolveLines',
        src: 'resolveLines',
        input: ({ context }) => ({ items: context.serverItems }),
        onDone: [
          // Lines of products that are gone leave the record too.
          {
            guard: 'droppedLines',
            target: 'ready',
            actions: ['adoptResolved', { type: 'persistCart', params: { pending: true } }, 'announceChange'],
          },
          { target: 'ready', actions: ['adoptResolved', { type: 'persistCart', params: { pending: false } }] },
        ],
        onError: 'unavailable',
      },
      // An empty cart needs no pricing: a region change, or the order shown on a reloaded success page, empties it now.
      on: { 'cart.regionChanged': emptyNow, 'cart.ordered': emptyNow },
    },
    // The record's items could not be priced (the catalogue did not response): nothing to show or
    // push until a retry, so the record is not overwritten with a cart that lacks them.
    unavailable: {
      on: { 'cart.retry': 'loading', 'cart.regionChanged': emptyNow, 'cart.ordered': emptyNow },
    },
    ready: {
      type: 'parallel',
      on: {
        'cart.add': [
          {
            guard: and(['canPurchase', 'replacesCart']),
            actions: [
              'replaceLines',
              { type: 'persistCart', params: { pending: true } },
              'announceChange',
              { type: 'notifyAdded', params: ({ event }) => ({ name: event.line.name }) },
              'goToCheckout',
            ],
          },
          {
            guard: and(['canPurchase', 'hasRoomFor']),
            actions: [
              'addLine',
              { type: 'persistCart', params: { pending: true } },
              'announceChange',
              { type: 'notifyAdded', params: ({ event }) => ({ name: event.line.name }) },
            ],
          },
          { guard: 'canPurchase', actions: 'notifyCartFull' },
        ],
        'cart.checkout': { guard: and(['canCheckout', 'isSettled']), actions: 'goToCheckout' },
        'cart.regionChanged': { actions: ['emptyCart', { type: 'persistCart', params: { pending: true } }, 'announceChange'] },
        // The order emptied the record's cart; pushing the empty cart too keeps the record and
        // this browser agreeing when lines were added after the order (a reloaded success page).
        'cart.ordered': { guard: 'hasLines', actions: ['emptyCart', { type: 'persistCart', params: { pending: true } }, 'announceChange'] },
        // Another tab has stored (and pushes) these lines.
        'cart.external': { actions: 'adoptExternal' },
      },
      states: {
        quantity: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'cart.setQuantity': { guard: 'isValidQuantity', target: 'settling', actions: 'queueQuantity' } },
            },
            // Each keystroke starts the 500 ms over: the cart takes the quantity once typing pauses.
            settling: {
              on: { 'cart.setQuantity': { guard: 'isValidQuantity', target: 'settling', reenter: true, actions: 'queueQuantity' } },
              after: {
                quantityDelay: {
                  target: 'idle',
                  actions: ['applyQuantities', { type: 'persistCart', params: { pending: true } }, 'announceChange'],
                },
              },
            },
          },
        },
        removal: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'cart.remove': { guard: 'isKnownLine', target: 'removing', actions: 'queueRemoval' },
                'cart.clear': { guard: 'hasLines', target: 'clearing' },
              },
            },
            // Removals clicked in a row go together, 500 ms after the last.
            removing: {
              on: {
                'cart.remove': { guard: 'isKnownLine', target: 'removing', reenter: true, actions: 'queueRemoval' },
                'cart.clear': 'clearing',
              },
              after: {
                removeDelay: {
                  target: 'idle',
                  actions: ['applyRemovals', { type: 'persistCart', params: { pending: true } }, 'announceChange'],
                },
              },
            },
            clearing: {
              after: {
                clearDelay: {
                  target: 'idle',
                  actions: ['emptyCart', { type: 'persistCart', params: { pending: true } }, 'announceChange'],
                },
              },
            },
          },
        },
        sync: {
          initial: 'idle',
          states: {
            idle: { on: { 'cart.changed': 'pushing' } },
            // One request at a time; lines that change under it are pushed as soon as it settles.
            pushing: {
              initial: 'current',
              invoke: {
                id: 'pushCart',
                src: 'pushCart',
                input: ({ context }) => ({ lines: context.lines }),
                onDone: [
                  { guard: 'hasStaleLines', target: 'pushing', reenter: true },
                  { target: 'idle', actions: { type: 'persistCart', params: { pending: false } } },
                ],
                onError: [{ guard: 'hasStaleLines', target: 'pushing', reenter: true }, { target: 'failed' }],
              },
              states: {
                current: { on: { 'cart.changed': 'stale' } },
                stale: {},
              },
            },
            // The browser keeps the lines as pending, so the next change or the next start pushes them.
            failed: { on: { 'cart.changed': 'pushing' } },
          },
        },
      },
    },
  },
});
