import { createActor, fromPromise, type EventFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { pendingActor } from '../../tests/support/pending-actor.ts';
import { pointsAdjustmentMachine } from './points-adjustment.machine.ts';

const fx = machineFixtures(pointsAdjustmentMachine);
const review = (points: number, reason = 'Missed credit for March') => fx.event('adjust.review', { adjustment: { points, reason } });
const machine = pointsAdjustmentMachine.provide({ actors: { adjust: pendingActor() } });
const overdrawn = { kind: 'refused', message: 'The balance would go below zero.' } as const;

const events = fx.complete([
  review(500),
  review(0),
  review(1.5),
  fx.event('adjust.confirm'),
  fx.event('adjust.back'),
  fx.event('adjust.again'),
  fx.done('adjust', undefined),
  fx.error('adjust', overdrawn),
]);

function run(...steps: EventFrom<typeof pointsAdjustmentMachine>[]) {
  const onAdjusted = vi.fn();
  const actor = createActor(machine.provide({ actions: { onAdjusted } })).start();
  for (const step of steps) actor.send(step);
  return { snapshot: actor.getSnapshot(), onAdjusted };
}

describe('points adjustment statechart', () => {
  it('walks every state and transition', async () => {
    expectFullCoverage((await walkMachine(machine, { events })).coverage);
  });

  it('asks for a confirmation of a whole, non-zero number of points before sending anything', () => {
    expect(run(review(0)).snapshot.value).toBe('editing');
    expect(run(review(2.5)).snapshot.value).toBe('editing');
    const confirming = run(review(-200, 'Duplicate credit'));
    expect(confirming.snapshot.value).toBe('confirming');
    expect(confirming.snapshot.context.draft).toEqual({ points: -200, reason: 'Duplicate credit' });
    expect(run(review(500), fx.event('adjust.back')).snapshot.value).toBe('editing');
  });

  it('sends the reviewed adjustment once confirmed', () => {
    const adjust = vi.fn(async (_: unknown) => undefined);
    const actor = createActor(pointsAdjustmentMachine.provide({ actors: { adjust: fromPromise(({ input }) => adjust(input)) } })).start();
    actor.send(review(500));
    expect(adjust).not.toHaveBeenCalled();
    actor.send(fx.event('adjust.confirm'));
    expect(adjust).toHaveBeenCalledWith({ points: 500, reason: 'Missed credit for March' });
  });

  it('a refusal brings the form back with the server’s message; done, it starts over clean', () => {
    const refused = run(review(-99999), fx.event('adjust.confirm'), fx.error('adjust', overdrawn));
    expect(refused.snapshot.value).toBe('editing');
    expect(refused.snapshot.context.failure).toEqual(overdrawn);
    expect(refused.onAdjusted).not.toHaveBeenCalled();
    const done = run(review(500), fx.event('adjust.confirm'), fx.done('adjust', undefined));
    expect(done.snapshot.value).toBe('done');
    expect(done.onAdjusted).toHaveBeenCalledTimes(1);
    const again = run(review(500), fx.event('adjust.confirm'), fx.done('adjust', undefined), fx.event('adjust.again'));
    expect(again.snapshot.context).toEqual({ draft: null, failure: null });
  });
});
