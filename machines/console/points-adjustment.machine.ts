import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type ConsoleFailure } from './console-failure.ts';

/** A change of a participant's balance: points to add (positive) or take (negative), and why. */
export interface PointsAdjustment {
  points: number;
  reason: string;
}

export interface PointsAdjustmentContext {
  draft: PointsAdjustment | null;
  failure: ConsoleFailure | null;
}

export type PointsAdjustmentEvent =
  | { type: 'adjust.review'; adjustment: PointsAdjustment }
  | { type: 'adjust.confirm' }
  | { type: 'adjust.back' }
  | { type: 'adjust.again' };

/**
 * A points adjustment with a confirmation (docs/console.md): the form's values are reviewed on a
 * confirmation step (who, how many, why) before anything is sent, and a refusal (a balance that
 * would go negative, a support agent's limit) brings the form back with the server's message.
 * The app checks the form with the shared schema before `adjust.review`, and provides `adjust`.
 */
export const pointsAdjustmentMachine = setup({
  types: { context: {} as PointsAdjustmentContext, events: {} as PointsAdjustmentEvent },
  actors: {
    adjust: fromPromise<void, PointsAdjustment>(async () => undefined),
  },
  actions: {
    onAdjusted: () => {},
  },
  guards: {
    isChange: ({ event }) => event.type === 'adjust.review' && Number.isInteger(event.adjustment.points) && event.adjustment.points !== 0,
  },
}).createMachine({
  id: 'pointsAdjustment',
  context: { draft: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'adjust.review': { guard: 'isChange', target: 'confirming', actions: assign({ draft: ({ event }) => event.adjustment, failure: null }) },
      },
    },
    confirming: {
      on: {
        'adjust.confirm': 'submitting',
        'adjust.back': 'editing',
      },
    },
    submitting: {
      invoke: {
        id: 'adjust',
        src: 'adjust',
        input: ({ context }) => context.draft!,
        onDone: { target: 'done', actions: 'onAdjusted' },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    done: {
      on: { 'adjust.again': { target: 'editing', actions: assign({ draft: null, failure: null }) } },
    },
  },
});
