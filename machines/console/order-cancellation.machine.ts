import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type ConsoleFailure } from './console-failure.ts';

export interface OrderCancellationContext {
  failure: ConsoleFailure | null;
}

export type OrderCancellationEvent = { type: 'cancel.request' } | { type: 'cancel.confirm' } | { type: 'cancel.back' };

/**
 * Cancelling an order with its points given back, after a confirmation (docs/console.md). A
 * refusal (the order has shipped meanwhile) is shown and the order stays as it was; the person
 * may ask again. The app provides `cancel` (the admin API's cancellation) and `onCancelled`.
 */
export const orderCancellationMachine = setup({
  types: { context: {} as OrderCancellationContext, events: {} as OrderCancellationEvent },
  actors: {
    cancel: fromPromise<void, void>(async () => undefined),
  },
  actions: {
    onCancelled: () => {},
  },
}).createMachine({
  id: 'orderCancellation',
  context: { failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'cancel.request': { target: 'confirming', actions: assign({ failure: null }) } },
    },
    confirming: {
      on: {
        'cancel.confirm': 'cancelling',
        'cancel.back': 'idle',
      },
    },
    cancelling: {
      invoke: {
        id: 'cancel',
        src: 'cancel',
        onDone: 'cancelled',
        onError: { target: 'idle', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    cancelled: { type: 'final', entry: 'onCancelled' },
  },
});
