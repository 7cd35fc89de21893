import { assign, setup } from 'xstate';

/** Holding a step button repeats after 300 ms, then every 50 ms [validation 32; constants 6]. */
export const REPEAT_DELAY_MS = 300;
export const REPEAT_INTERVAL_MS = 50;

export interface QuantityBounds {
  min: number;
  /** null: no upper bound (plateau and claim programs). */
  max: number | null;
  step: number;
}

export interface QuantityContext extends QuantityBounds {
  /** null while the field is empty (Add To Cart is disabled then). */
  value: number | null;
  /** The step buttons' direction while one is held. */
  direction: 1 | -1;
}

export type QuantityEvent =
  | { type: 'quantity.type'; text: string }
  | { type: 'quantity.press'; direction: 1 | -1 }
  | { type: 'quantity.release' }
  | { type: 'quantity.bounds'; bounds: QuantityBounds };

export interface QuantityInput extends QuantityBounds {
  value?: number | null;
}

/** A quantity clamped to its bounds; null stays null (an empty field). */
export function clampQuantity(value: number | null, { min, max }: Pick<QuantityBounds, 'min' | 'max'>): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const whole = Math.round(value);
  const upper = max === null ? whole : Math.min(whole, max);
  return Math.max(min, upper);
}

/** One press of a step button: from an empty field, the first step lands on the minimum. */
export function stepQuantity(context: QuantityContext, direction: 1 | -1): number | null {
  if (context.value === null) return clampQuantity(context.min, context);
  return clampQuantity(context.value + direction * context.step, context);
}

/** Typed text: digits only count; anything else empties the field. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

const atLimit = (c: QuantityContext) =>
  c.value !== null && ((c.direction === 1 && c.max !== null && c.value >= c.max) || (c.direction === -1 && c.value <= c.min));

/**
 * The quantity input [validation 32]: typed values and steps are clamped between min and max; pressing
 * a step button steps once, and holding it repeats after REPEAT_DELAY_MS, then every
 * REPEAT_INTERVAL_MS, until it is released or a bound is reached.
 */
export const quantityMachine = setup({
  types: { context: {} as QuantityContext, events: {} as QuantityEvent, input: {} as QuantityInput },
  actions: {
    step: assign({ value: ({ context }) => stepQuantity(context, context.direction) }),
  },
  guards: {
    isAtLimit: ({ context }) => atLimit(context),
  },
  delays: { repeatDelay: REPEAT_DELAY_MS, repeatInterval: REPEAT_INTERVAL_MS },
}).createMachine({
  id: 'quantity',
  context: ({ input }) => ({
    min: input.min,
    max: input.max,
    step: input.step,
    direction: 1,
    value: clampQuantity(input.value === undefined ? input.min : input.value, input),
  }),
  initial: 'idle',
  on: {
    'quantity.bounds': {
      actions: assign(({ context, event }) => ({ ...event.bounds, value: clampQuantity(context.value, event.bounds) })),
    },
  },
  states: {
    idle: {
      on: {
        'quantity.type': { actions: assign({ value: ({ context, event }) => clampQuantity(parseQuantity(event.text), context) }) },
        'quantity.press': { target: 'holding', actions: [assign({ direction: ({ event }) => event.direction }), 'step'] },
      },
    },
    holding: {
      initial: 'waiting',
      on: { 'quantity.release': 'idle' },
      states: {
        waiting: {
          after: { repeatDelay: [{ guard: 'isAtLimit', target: '#quantity.idle' }, { target: 'repeating' }] },
        },
        repeating: {
          after: {
            repeatInterval: [
              { guard: 'isAtLimit', target: '#quantity.idle' },
              { target: 'repeating', reenter: true, actions: 'step' },
            ],
          },
        },
      },
    },
  },
});
