import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { PRICE_DEBOUNCE_MS, pendingPrice, priceFilterMachine } from './price-filter.machine.ts';

const fx = machineFixtures(priceFilterMachine);

const events = fx.complete([
  fx.event('price.change', { range: [0, 5000] }),
  fx.event('price.change', { range: [1000, 25000] }),
  fx.after('priceDebounce', 'priceFilter.settling'),
]);

describe('price-filter statechart', () => {
  it('walks every state and transition', async () => {
    const { coverage } = await walkMachine(priceFilterMachine, {
      events,
      states: {
        '#priceFilter.settling': (s) => expect(pendingPrice(s)).not.toBeNull(),
        '#priceFilter.idle': (s) => expect(pendingPrice(s)).toBeNull(),
      },
    });
    expectFullCoverage(coverage);
  });

  it('sends the price range once it has rested for 250 ms, only the last one', () => {
    vi.useFakeTimers();
    try {
      const commitPrice = vi.fn();
      const actor = createActor(priceFilterMachine.provide({ actions: { commitPrice: (_, params) => commitPrice(params.range) } })).start();
      actor.send({ type: 'price.change', range: [0, 5000] });
      vi.advanceTimersByTime(PRICE_DEBOUNCE_MS - 1);
      actor.send({ type: 'price.change', range: [0, 4000] });
      vi.advanceTimersByTime(PRICE_DEBOUNCE_MS - 1);
      expect(commitPrice).not.toHaveBeenCalled();
      expect(pendingPrice(actor.getSnapshot())).toEqual([0, 4000]);
      vi.advanceTimersByTime(1);
      expect(commitPrice).toHaveBeenCalledTimes(1);
      expect(commitPrice).toHaveBeenCalledWith([0, 4000]);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(pendingPrice(actor.getSnapshot())).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
