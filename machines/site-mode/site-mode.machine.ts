import { assign, setup } from 'xstate';
import type { SiteModeContext, SiteModeEvent } from './site-mode.types.ts';

/** Feed statuses during which the catalogue is being rebuilt [programs-and-modes 25]. */
export const REBUILDING_FEED_STATUSES = ['Cleared Catalog', 'Created Categories', 'Created Products', 'Set Category Items', 'Completed with Error'] as const;

/**
 * Which face the site shows. Rebuilding and used apply to signed-in participants [programs-and-modes 30];
 * a closed program shows the closed page to visitors (a signed-in participant is signed out
 * by the boot flow first). The app sends `site.update` whenever program, session or user change.
 */
export const siteModeMachine = setup({
  types: { context: {} as SiteModeContext, events: {} as SiteModeEvent },
  guards: {
    hasNoProgram: ({ context }) => context.program === null,
    isClosed: ({ context }) => context.program?.status === false,
    isRebuilding: ({ context }) =>
      context.signedIn && (REBUILDING_FEED_STATUSES as readonly string[]).includes(context.program?.feedStatus.status ?? ''),
    isUsedClaim: ({ context }) => context.signedIn && context.userStatus === 'Used' && context.program?.type === 'claim',
    isUsed: ({ context }) => context.signedIn && context.userStatus === 'Used',
  },
}).createMachine({
  id: 'siteMode',
  context: { program: null, signedIn: false, userStatus: null },
  initial: 'unknown',
  on: {
    'site.update': {
      target: '.evaluating',
      actions: assign(({ event }) => ({ program: event.program, signedIn: event.signedIn, userStatus: event.userStatus })),
    },
  },
  states: {
    unknown: {},
    evaluating: {
      always: [
        { guard: 'hasNoProgram', target: 'notFound' },
        { guard: 'isClosed', target: 'closed' },
        { guard: 'isRebuilding', target: 'rebuilding' },
        { guard: 'isUsedClaim', target: 'used.claim' },
        { guard: 'isUsed', target: 'used.other' },
        { target: 'open' },
      ],
    },
    open: {},
    notFound: {},
    closed: {},
    rebuilding: {},
    used: {
      initial: 'other',
      states: { claim: {}, other: {} },
    },
  },
});
