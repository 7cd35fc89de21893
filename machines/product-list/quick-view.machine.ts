import { assign, setup } from 'xstate';

/** Quick view opens 350 ms after it is asked for [catalogue 25; constants 2]. */
export const QUICK_VIEW_DELAY_MS = 350;

export interface QuickViewContext {
  /** Slug of the product asked for (while opening) or shown (while open). */
  slug: string | null;
}

export type QuickViewEvent = { type: 'quickView.open'; slug: string } | { type: 'quickView.close' };

/**
 * Quick view of a product card: asked for, it opens after QUICK_VIEW_DELAY_MS (the app prefetches
 * the product meanwhile, in `prepare`); asking for another product restarts the wait; closing
 * cancels a pending open too.
 */
export const quickViewMachine = setup({
  types: { context: {} as QuickViewContext, events: {} as QuickViewEvent },
  actions: {
    prepare: (_, _params: { slug: string }) => {},
  },
  delays: { quickViewDelay: QUICK_VIEW_DELAY_MS },
}).createMachine({
  id: 'quickView',
  context: { slug: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'quickView.open': { target: 'opening', actions: assign({ slug: ({ event }) => event.slug }) } },
    },
    opening: {
      entry: { type: 'prepare', params: ({ context }) => ({ slug: context.slug! }) },
      after: { quickViewDelay: 'open' },
      on: {
        'quickView.open': { target: 'opening', reenter: true, actions: assign({ slug: ({ event }) => event.slug }) },
        'quickView.close': { target: 'closed', actions: assign({ slug: null }) },
      },
    },
    open: {
      on: { 'quickView.close': { target: 'closed', actions: assign({ slug: null }) } },
    },
  },
});
