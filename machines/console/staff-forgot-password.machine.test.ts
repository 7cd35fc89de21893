import { createActor, fromPromise, type EventFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { pendingActor } from '../../tests/support/pending-actor.ts';
import { staffForgotPasswordMachine } from './staff-forgot-password.machine.ts';

const fx = machineFixtures(staffForgotPasswordMachine);
const submit = (email: string) => fx.event('forgot.submit', { email });
const machine = staffForgotPasswordMachine.provide({ actors: { requestLink: pendingActor() } });
const tooMany = { kind: 'rateLimited', message: 'Too many reset requests from this address. Try again in 15 minutes.', retryAfterSeconds: 900 } as const;

const events = fx.complete([
  submit('sam@summit.example'),
  submit(' '),
  fx.event('forgot.edit'),
  fx.done('requestLink', undefined),
  fx.error('requestLink', tooMany),
  fx.error('requestLink', new Error('network down')),
]);

function run(...steps: EventFrom<typeof staffForgotPasswordMachine>[]) {
  const actor = createActor(machine).start();
  for (const step of steps) actor.send(step);
  return actor.getSnapshot();
}

describe('staff forgot-password statechart', () => {
  it('walks every state and transition', async () => {
    expectFullCoverage((await walkMachine(machine, { events })).coverage);
  });

  it('sends nothing until an address is filled in', () => {
    expect(run(submit('  ')).value).toBe('editing');
    expect(run(submit('sam@summit.example')).value).toBe('submitting');
  });

  it('ends on the same answer whoever asked', () => {
    expect(run(submit('sam@summit.example'), fx.done('requestLink', undefined)).value).toBe('sent');
  });

  it('keeps a refusal (too many requests) to show, and forgets it on an edit', () => {
    const failed = run(submit('sam@summit.example'), fx.error('requestLink', tooMany));
    expect(failed.value).toBe('failed');
    expect(failed.context.failure).toEqual(tooMany);
    expect(run(submit('sam@summit.example'), fx.error('requestLink', tooMany), fx.event('forgot.edit')).context.failure).toBeNull();
    expect(run(submit('sam@summit.example'), fx.error('requestLink', new TypeError('Failed to fetch'))).context.failure).toEqual({ kind: 'unavailable' });
  });

  it('hands the address typed to the actor', () => {
    const requestLink = vi.fn(async (_: unknown) => undefined);
    const actor = createActor(staffForgotPasswordMachine.provide({ actors: { requestLink: fromPromise(({ input }) => requestLink(input)) } })).start();
    actor.send(submit('sam@summit.example'));
    expect(requestLink).toHaveBeenCalledWith({ email: 'sam@summit.example' });
  });
});
