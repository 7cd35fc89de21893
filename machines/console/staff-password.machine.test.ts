import { createActor, fromPromise, type EventFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { pendingActor } from '../../tests/support/pending-actor.ts';
import { staffPasswordMachine } from './staff-password.machine.ts';

const TOKEN = 'a'.repeat(43);
const LINK_NOT_VALID = 'This link is not valid any more: it was used already or it expired. Ask for a new one from the sign-in page.';
const linkRefusal = { kind: 'refused', message: 'Check the highlighted fields.', fields: { token: LINK_NOT_VALID } } as const;
const passwordRefusal = { kind: 'refused', message: 'Check the highlighted fields.', fields: { password: 'At least 12 characters.' } } as const;

const fx = machineFixtures(staffPasswordMachine);
const submit = (password: string) => fx.event('password.submit', { password });
const machine = staffPasswordMachine.provide({ actors: { setPassword: pendingActor() } });
const input = { token: TOKEN, invitation: true };

const events = fx.complete([
  submit('a long enough password'),
  submit(''),
  fx.event('password.edit'),
  fx.done('setPassword', 'new.person@summit.example'),
  fx.error('setPassword', linkRefusal),
  fx.error('setPassword', passwordRefusal),
  fx.error('setPassword', new Error('network down')),
]);

function run(...steps: EventFrom<typeof staffPasswordMachine>[]) {
  const onPasswordSet = vi.fn();
  const actor = createActor(machine.provide({ actions: { onPasswordSet } }), { input }).start();
  for (const step of steps) actor.send(step);
  return { snapshot: actor.getSnapshot(), onPasswordSet };
}

describe('staff password statechart', () => {
  it('walks every state and transition', async () => {
    expectFullCoverage((await walkMachine(machine, { events, input })).coverage);
  });

  it('sends nothing without a password', () => {
    expect(run(submit('')).snapshot.value).toBe('editing');
    expect(run(submit('a long enough password')).snapshot.value).toBe('submitting');
  });

  it('ends on a link the server will not take: no password can help, a new link can', () => {
    const { snapshot, onPasswordSet } = run(submit('a long enough password'), fx.error('setPassword', linkRefusal));
    expect(snapshot.value).toBe('linkInvalid');
    expect(snapshot.status).toBe('done');
    expect(snapshot.context.failure).toEqual(linkRefusal);
    expect(onPasswordSet).not.toHaveBeenCalled();
  });

  it('keeps a refused password to show, and forgets it on the next try', () => {
    const failed = run(submit('short'), fx.error('setPassword', passwordRefusal));
    expect(failed.snapshot.value).toBe('failed');
    expect(failed.snapshot.context.failure).toEqual(passwordRefusal);
    const retried = run(submit('short'), fx.error('setPassword', passwordRefusal), submit('a long enough password'), fx.done('setPassword', 'x@y.example'));
    expect(retried.snapshot.value).toBe('passwordSet');
    expect(retried.snapshot.context.failure).toBeNull();
    expect(retried.onPasswordSet).toHaveBeenCalledTimes(1);
  });

  it('reads anything but a refusal as the service being unavailable', () => {
    const { snapshot } = run(submit('a long enough password'), fx.error('setPassword', new TypeError('Failed to fetch')));
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.failure).toEqual({ kind: 'unavailable' });
  });

  it('hands the link’s token and the password to the actor', () => {
    const setPassword = vi.fn(async (_: unknown) => 'x@y.example');
    const actor = createActor(staffPasswordMachine.provide({ actors: { setPassword: fromPromise(({ input: i }) => setPassword(i)) } }), { input }).start();
    actor.send(submit('a long enough password'));
    expect(setPassword).toHaveBeenCalledWith({ token: TOKEN, password: 'a long enough password' });
  });
});
