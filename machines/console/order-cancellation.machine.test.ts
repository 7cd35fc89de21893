import { createActor, type EventFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { pendingActor } from '../../tests/support/pending-actor.ts';
import { orderCancellationMachine } from './order-cancellation.machine.ts';

const fx = machineFixtures(orderCancellationMachine);
const machine = orderCancellationMachine.provide({ actors: { cancel: pendingActor() } });
const shipped = { kind: 'refused', message: 'Order 1042 has shipped: it cannot be cancelled.' } as const;

const events = fx.complete([
  fx.event('cancel.request'),
  fx.event('cancel.confirm'),
  fx.event('cancel.back'),
  fx.done('cancel', undefined),
  fx.error('cancel', shipped),
]);

function run(...steps: EventFrom<typeof orderCancellationMachine>[]) {
  const onCancelled = vi.fn();
  const actor = createActor(machine.provide({ actions: { onCancelled } })).start();
  for (const step of steps) actor.send(step);
  return { snapshot: actor.getSnapshot(), onCancelled };
}

describe('order cancellation statechart', () => {
  it('walks every state and transition', async () => {
    expectFullCoverage((await walkMachine(machine, { events })).coverage);
  });

  it('cancels only after a confirmation', () => {
    expect(run(fx.event('cancel.confirm')).snapshot.value).toBe('idle');
    expect(run(fx.event('cancel.request')).snapshot.value).toBe('confirming');
    expect(run(fx.event('cancel.request'), fx.event('cancel.back')).snapshot.value).toBe('idle');
    const done = run(fx.event('cancel.request'), fx.event('cancel.confirm'), fx.done('cancel', undefined));
    expect(done.snapshot.status).toBe('done');
    expect(done.onCancelled).toHaveBeenCalledTimes(1);
  });

  it('a refusal is kept to show and the order may be asked for again', () => {
    const refused = run(fx.event('cancel.request'), fx.event('cancel.confirm'), fx.error('cancel', shipped));
    expect(refused.snapshot.value).toBe('idle');
    expect(refused.snapshot.context.failure).toEqual(shipped);
    expect(refused.onCancelled).not.toHaveBeenCalled();
    expect(run(fx.event('cancel.request'), fx.event('cancel.confirm'), fx.error('cancel', shipped), fx.event('cancel.request')).snapshot.context.failure).toBeNull();
  });
});
