import { assign, fromPromise, setup } from 'xstate';
import type {
  CategoryAnswer,
  ListRequest,
  ProductListContext,
  ProductListEvent,
  ProductListInput,
  PriceRange,
} from './product-list.types.ts';

/** Price filter changes are sent after 250 ms [catalogue 14; constants 5]. */
export const PRICE_DEBOUNCE_MS = 250;

/**
 * The product list [catalogue 10]: initial loading (the category of the address), category
 * loaded, list loading, then loaded; failed with Retry. The address is the state: each change of it
 * arrives as list.addressChanged, and a load still running for an older address is dropped (its
 * actor stops). Alongside, the price filter: a range that keeps moving is held until it rests for
 * PRICE_DEBOUNCE_MS, then committed (the app navigates to the address with it).
 *
 * The app provides loadCategory and loadList (both read through the query cache, so an address seen
 * before loads at once) and commitPrice.
 */
export const productListMachine = setup({
  types: {
    context: {} as ProductListContext,
    events: {} as ProductListEvent,
    input: {} as ProductListInput,
  },
  actors: {
    loadCategory: fromPromise<CategoryAnswer, { category: string }>(async () => ({ found: true })),
    loadList: fromPromise<unknown, { query: unknown }>(async () => undefined),
  },
  actions: {
    commitPrice: (_, _params: { range: PriceRange }) => {},
  },
  guards: {
    hasCategory: ({ context }) => context.request.category !== null,
    isCategoryFound: (_, params: { answer: CategoryAnswer }) => params.answer.found,
    isOtherCategory: ({ context, event }) => event.type === 'list.addressChanged' && event.request.category !== context.request.category,
    isOtherQuery: ({ context, event }) => event.type === 'list.addressChanged' && event.request.key !== context.request.key,
    failedOnCategory: ({ context }) => context.failure === 'category',
  },
  delays: {
    priceDebounce: PRICE_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'productList',
  context: ({ input }) => ({ request: input.request, failure: null, pendingPrice: null }),
  type: 'parallel',
  states: {
    list: {
      initial: 'start',
      on: {
        'list.addressChanged': [
          {
            guard: 'isOtherCategory',
            target: '.start',
            actions: assign({ request: ({ event }) => event.request, failure: null }),
          },
          {
            guard: 'isOtherQuery',
            target: '.listLoading',
            actions: assign({ request: ({ event }) => event.request, failure: null }),
          },
        ],
      },
      states: {
        start: {
          always: [{ guard: 'hasCategory', target: 'initialLoading' }, { target: 'categoryLoaded' }],
        },
        initialLoading: {
          invoke: {
            id: 'loadCategory',
            src: 'loadCategory',
            input: ({ context }) => ({ category: context.request.category! }),
            onDone: [
              { guard: { type: 'isCategoryFound', params: ({ event }) => ({ answer: event.output }) }, target: 'categoryLoaded' },
              { target: 'categoryMissing' },
            ],
            onError: { target: 'failed', actions: assign({ failure: 'category' }) },
          },
        },
        // The page's title, breadcrumb and category filter can show from here on.
        categoryLoaded: {
          always: 'listLoading',
        },
        listLoading: {
          invoke: {
            id: 'loadList',
            src: 'loadList',
            input: ({ context }) => ({ query: context.request.query }),
            onDone: 'loaded',
            onError: { target: 'failed', actions: assign({ failure: 'list' }) },
          },
        },
        loaded: {},
        /** No category has the address's slug: the page says so instead of listing. */
        categoryMissing: {},
        failed: {
          on: {
            'list.retry': [
              { guard: 'failedOnCategory', target: 'initialLoading', actions: assign({ failure: null }) },
              { target: 'listLoading', actions: assign({ failure: null }) },
            ],
          },
        },
      },
    },
    price: {
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
              actions: [
                { type: 'commitPrice', params: ({ context }) => ({ range: context.pendingPrice! }) },
                assign({ pendingPrice: null }),
              ],
            },
          },
        },
      },
    },
  },
});

export type { ListRequest };
