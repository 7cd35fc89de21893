import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { clampQuantity, parseQuantity, quantityMachine, REPEAT_DELAY_MS, REPEAT_INTERVAL_MS } from './quantity.machine.ts';

const fx = machineFixtures(quantityMachine);
const after = (delay: 'repeatDelay' | 'repeatInterval', state: string) => fx.after(delay, `quantity.holding.${state}`);

const events = fx.complete([
  fx.event('quantity.type', { text: '2' }),
  fx.event('quantity.type', { text: '' }),
  fx.event('quantity.type', { text: '99' }),
  fx.event('quantity.press', { direction: 1 }),
  fx.event('quantity.press', { direction: -1 }),
  fx.event('quantity.release'),
  fx.event('quantity.bounds', { bounds: { min: 1, max: 2, step: 1 } }),
  after('repeatDelay', 'waiting'),
  after('repeatInterval', 'repeating'),
]);

describe('quantity statechart', () => {
  // Bounded inputs keep the walk finite; the unbounded case is a journey below.
  it('walks every state and transition, from a step of 1 and of 2', async () => {
    const coverages = [];
    for (const input of [
      { min: 1, max: 3, step: 1 },
      { min: 2, max: 6, step: 2, value: 4 },
    ]) {
      const { coverage } = await walkMachine(quantityMachine, {
        events,
        input,
        states: {
          // Whatever happens, the value stays within the bounds (or empty).
          '*': (s) => {
            const { value, min, max } = s.context;
            if (value !== null) expect(value >= min && (max === null || value <= max)).toBe(true);
          },
        },
      });
      coverages.push(coverage);
    }
    expectFullCoverage(...coverages);
  });

  it('clamps and parses', () => {
    expect(clampQuantity(0, { min: 1, max: 5 })).toBe(1);
    expect(clampQuantity(9, { min: 1, max: 5 })).toBe(5);
    expect(clampQuantity(9, { min: 1, max: null })).toBe(9);
    expect(clampQuantity(null, { min: 1, max: 5 })).toBeNull();
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('1.5')).toBeNull();
    expect(parseQuantity('-3')).toBeNull();
    expect(parseQuantity('')).toBeNull();
  });

  it('a typed value is clamped to the bounds; an empty field stays empty', () => {
    const actor = createActor(quantityMachine, { input: { min: 1, max: 5, step: 1 } }).start();
    actor.send({ type: 'quantity.type', text: '50' });
    expect(actor.getSnapshot().context.value).toBe(5);
    actor.send({ type: 'quantity.type', text: '' });
    expect(actor.getSnapshot().context.value).toBeNull();
    actor.send({ type: 'quantity.press', direction: 1 });
    expect(actor.getSnapshot().context.value).toBe(1);
  });

  it('steps by the step, and new bounds clamp the value at once', () => {
    const actor = createActor(quantityMachine, { input: { min: 2, max: 20, step: 2, value: 2 } }).start();
    actor.send({ type: 'quantity.press', direction: 1 });
    actor.send({ type: 'quantity.release' });
    actor.send({ type: 'quantity.press', direction: 1 });
    actor.send({ type: 'quantity.release' });
    expect(actor.getSnapshot().context.value).toBe(6);
    actor.send({ type: 'quantity.bounds', bounds: { min: 2, max: 4, step: 2 } });
    expect(actor.getSnapshot().context.value).toBe(4);
  });

  it('holding repeats after 300 ms, then every 50 ms, and stops at the maximum', () => {
    vi.useFakeTimers();
    try {
      const actor = createActor(quantityMachine, { input: { min: 1, max: 10, step: 1 } }).start();
      actor.send({ type: 'quantity.press', direction: 1 });
      expect(actor.getSnapshot().context.value).toBe(2);
      vi.advanceTimersByTime(REPEAT_DELAY_MS - 1);
      expect(actor.getSnapshot().context.value).toBe(2);
      vi.advanceTimersByTime(1 + REPEAT_INTERVAL_MS);
      expect(actor.getSnapshot().context.value).toBe(3);
      vi.advanceTimersByTime(REPEAT_INTERVAL_MS * 3);
      expect(actor.getSnapshot().context.value).toBe(6);
      vi.advanceTimersByTime(REPEAT_INTERVAL_MS * 100);
      expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { value: 10 } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('releasing stops the repeat', () => {
    vi.useFakeTimers();
    try {
      const actor = createActor(quantityMachine, { input: { min: 1, max: null, step: 1, value: 5 } }).start();
      actor.send({ type: 'quantity.press', direction: -1 });
      vi.advanceTimersByTime(REPEAT_DELAY_MS + REPEAT_INTERVAL_MS);
      actor.send({ type: 'quantity.release' });
      vi.advanceTimersByTime(1000);
      expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { value: 3 } });
    } finally {
      vi.useRealTimers();
    }
  });
});
