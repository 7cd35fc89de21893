import { assign, setup } from 'xstate';

/** Price filter changes are sent after 250 ms [catalogue 14; constants 5]. */
export const PRICE_DEBOUNCE_MS = 250;

export type PriceRange = readonly [number, number];

export interface PriceFilterContext {
  /** A price range the participant is still moving; sent once it rests for the debounce delay. */
  pendingPrice: PriceRange | null;
}

export type PriceFilterEvent = { type: 'price.change'; range: PriceRange };

/**
 * The product list's price filter: a range that keeps moving is held until it rests for
 * PRICE_DEBOUNCE_MS, then committed (the app navigates to the list's address with it). The list
 * itself (its address, its loading, failures and Retry) is the router's and TanStack Query's, not
 * a flow (docs/decisions/0012-product-list-owned-by-query.md).
 */
export const priceFilterMachine = setup({
  types: { context: {} as PriceFilterContext, events: {} as PriceFilterEvent },
  actions: {
    commitPrice: (_, _params: { range: PriceRange }) => {},
  },
  delays: { priceDebounce: PRICE_DEBOUNCE_MS },
}).createMachine({
  id: 'priceFilter',
  context: { pendingPrice: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'price.change': { target: 'settling', actions: assign({ pendingPrice: ({ event }) => event.range }) },
      },
    },
    settling: {
      on: {
        // Re-entering restarts the delay: only a range that rests is sent.
        'price.change': { target: 'settling', reenter: true, actions: assign({ pendingPrice: ({ event }) => event.range }) },
      },
      after: {
        priceDebounce: {
          target: 'idle',
          actions: [{ type: 'commitPrice', params: ({ context }) => ({ range: context.pendingPrice! }) }, assign({ pendingPrice: null })],
        },
      },
    },
  },
});

/** The range the price filter shows while it is still being moved (null when none is pending). */
export const pendingPrice = (s: { context: PriceFilterContext }) => s.context.pendingPrice;
