import { createActor, fromPromise, type EventFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { pendingActor } from '../../tests/support/pending-actor.ts';
import { staffSignInMachine } from './staff-sign-in.machine.ts';

const fx = machineFixtures(staffSignInMachine);
const submit = (email: string, password: string) => fx.event('signIn.submit', { credentials: { email, password } });
const machine = staffSignInMachine.provide({ actors: { signIn: pendingActor() } });

const events = fx.complete([
  submit('sam@summit.example', 'correct horse battery staple'),
  submit('', 'x'),
  submit('sam@summit.example', ''),
  fx.event('signIn.edit'),
  fx.done('signIn', undefined),
  fx.error('signIn', { kind: 'refused', message: 'The e-mail or password is wrong, or the account is not active.' }),
  fx.error('signIn', new Error('network down')),
]);

function run(...steps: EventFrom<typeof staffSignInMachine>[]) {
  const onSignedIn = vi.fn();
  const actor = createActor(machine.provide({ actions: { onSignedIn } })).start();
  for (const step of steps) actor.send(step);
  return { snapshot: actor.getSnapshot(), onSignedIn };
}

describe('staff sign-in statechart', () => {
  it('walks every state and transition', async () => {
    expectFullCoverage((await walkMachine(machine, { events })).coverage);
  });

  it('sends nothing until both fields are filled in', () => {
    expect(run(submit(' ', 'x')).snapshot.value).toBe('editing');
    expect(run(submit('sam@summit.example', '')).snapshot.value).toBe('editing');
    expect(run(submit('sam@summit.example', 'x')).snapshot.value).toBe('submitting');
  });

  it('keeps the server’s refusal to show, and forgets it on the next try', () => {
    const refused = { kind: 'refused', message: 'The e-mail or password is wrong, or the account is not active.' } as const;
    const failed = run(submit('sam@summit.example', 'nope'), fx.error('signIn', refused));
    expect(failed.snapshot.value).toBe('failed');
    expect(failed.snapshot.context.failure).toEqual(refused);
    const retried = run(submit('sam@summit.example', 'nope'), fx.error('signIn', refused), submit('sam@summit.example', 'right'), fx.done('signIn', undefined));
    expect(retried.snapshot.status).toBe('done');
    expect(retried.snapshot.context.failure).toBeNull();
    expect(retried.onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('reads anything but a refusal as the service being unavailable', () => {
    const { snapshot } = run(submit('a@b.example', 'x'), fx.error('signIn', new TypeError('Failed to fetch')));
    expect(snapshot.context.failure).toEqual({ kind: 'unavailable' });
  });

  it('hands the credentials typed to the sign-in actor', () => {
    const signIn = vi.fn(async (_: unknown) => undefined);
    const actor = createActor(staffSignInMachine.provide({ actors: { signIn: fromPromise(({ input }) => signIn(input)) } })).start();
    actor.send(submit('sam@summit.example', 'pw'));
    expect(signIn).toHaveBeenCalledWith({ email: 'sam@summit.example', password: 'pw' });
  });
});
