import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { QUICK_VIEW_DELAY_MS, quickViewMachine } from './quick-view.machine.ts';

const fx = machineFixtures(quickViewMachine);

const events = fx.complete([
  fx.event('quickView.open', { slug: 'aurora-wireless-headphones' }),
  fx.event('quickView.open', { slug: 'custom-engraved-pen' }),
  fx.event('quickView.close'),
  fx.after('quickViewDelay', 'quickView.opening'),
]);

describe('quick-view statechart', () => {
  it('walks every state and transition', async () => {
    const { coverage } = await walkMachine(quickViewMachine, {
      events,
      states: {
        '#quickView.closed': (s) => expect(s.context.slug).toBeNull(),
        '#quickView.opening': (s) => expect(s.context.slug).not.toBeNull(),
        '#quickView.open': (s) => expect(s.context.slug).not.toBeNull(),
      },
    });
    expectFullCoverage(coverage);
  });

  it('opens 350 ms after it is asked for, prepares the product at once, and closes', () => {
    vi.useFakeTimers();
    try {
      const prepare = vi.fn();
      const actor = createActor(quickViewMachine.provide({ actions: { prepare: (_, p) => prepare(p.slug) } })).start();
      actor.send({ type: 'quickView.open', slug: 'aurora-wireless-headphones' });
      expect(prepare).toHaveBeenCalledWith('aurora-wireless-headphones');
      vi.advanceTimersByTime(QUICK_VIEW_DELAY_MS - 1);
      expect(actor.getSnapshot().value).toBe('opening');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('open');
      actor.send({ type: 'quickView.close' });
      expect(actor.getSnapshot().context.slug).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asking for another product while opening restarts the wait for that one; closing cancels it', () => {
    vi.useFakeTimers();
    try {
      const actor = createActor(quickViewMachine).start();
      actor.send({ type: 'quickView.open', slug: 'a' });
      vi.advanceTimersByTime(300);
      actor.send({ type: 'quickView.open', slug: 'b' });
      vi.advanceTimersByTime(300);
      expect(actor.getSnapshot().value).toBe('opening');
      vi.advanceTimersByTime(50);
      expect(actor.getSnapshot()).toMatchObject({ value: 'open', context: { slug: 'b' } });
      actor.send({ type: 'quickView.close' });
      actor.send({ type: 'quickView.open', slug: 'c' });
      actor.send({ type: 'quickView.close' });
      vi.advanceTimersByTime(1000);
      expect(actor.getSnapshot().value).toBe('closed');
    } finally {
      vi.useRealTimers();
    }
  });
});
