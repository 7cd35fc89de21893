import { createActor, type EventFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { pendingActor } from '../../tests/support/pending-actor.ts';
import { signInMachine } from './sign-in.machine.ts';
import { isSignedIn, isSubmitting, selectFailureMessage } from './sign-in.selectors.ts';

const machine = signInMachine.provide({ actors: { signIn: pendingActor(), signInWithSsoToken: pendingActor() } });

const fx = machineFixtures(signInMachine);
const submit = (login: string, password = '') => fx.event('signIn.submit', { credentials: { login, password, remember: false } });

const events = fx.complete([
  submit('alex@summit.example', 'Summit#2026'),
  submit('THANKS-0001'),
  submit('', ''),
  fx.event('signIn.edit'),
  fx.done('signIn', undefined),
  fx.error('signIn', { kind: 'credentials' }),
  fx.error('signIn', { kind: 'rateLimited', retryAfterSeconds: 600 }),
  fx.error('signIn', new Error('network down')),
  fx.done('signInWithSsoToken', undefined),
  fx.error('signInWithSsoToken', { kind: 'ssoRejected' }),
]);

describe('sign-in statechart', () => {
  it('walks every state and transition for each program type, with and without an SSO token', async () => {
    const walks = [];
    for (const input of [
      { programType: 'points' as const },
      { programType: 'claim' as const },
      { programType: 'plateau' as const, ssoToken: 'sso-token' },
    ]) {
      walks.push((await walkMachine(machine, { events, input })).coverage);
    }
    expectFullCoverage(...walks);
  });

  function run(input: { programType: 'points' | 'plateau' | 'claim'; ssoToken?: string }, ...steps: EventFrom<typeof signInMachine>[]) {
    const onSignedIn = vi.fn();
    const actor = createActor(machine.provide({ actions: { onSignedIn } }), { input }).start();
    for (const s of steps) actor.send(s);
    return { snapshot: actor.getSnapshot(), onSignedIn };
  }

  it('points: a password is required before anything is sent', () => {
    expect(run({ programType: 'points' }, submit('alex@summit.example')).snapshot.value).toBe('editing');
    expect(isSubmitting(run({ programType: 'points' }, submit('alex@summit.example', 'x')).snapshot)).toBe(true);
  });

  it('claim: the code alone is enough; a wrong code shows the claim text', () => {
    const { snapshot } = run({ programType: 'claim' }, submit('THANKS-9999'), fx.error('signIn', { kind: 'credentials' }));
    expect(snapshot.value).toBe('failed');
    expect(selectFailureMessage(snapshot)).toEqual({ id: 'signIn.failed.claim' });
  });

  it('points: wrong password shows the ID text, then a retry succeeds and leaves', () => {
    const failed = run({ programType: 'points' }, submit('alex@summit.example', 'nope'), fx.error('signIn', { kind: 'credentials' }));
    expect(selectFailureMessage(failed.snapshot)).toEqual({ id: 'signIn.failed.other' });
    const { snapshot, onSignedIn } = run(
      { programType: 'points' },
      submit('alex@summit.example', 'nope'),
      fx.error('signIn', { kind: 'credentials' }),
      submit('alex@summit.example', 'Summit#2026'),
      fx.done('signIn', undefined),
    );
    expect(isSignedIn(snapshot)).toBe(true);
    expect(snapshot.context.failure).toBeNull();
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('rate limited: says how many minutes to wait', () => {
    const { snapshot } = run(
      { programType: 'points' },
      submit('a', 'b'),
      fx.error('signIn', { kind: 'rateLimited', retryAfterSeconds: 301 }),
    );
    expect(selectFailureMessage(snapshot)).toEqual({ id: 'signIn.rateLimited', minutes: 6 });
  });

  it('an SSO token signs in at once; a rejected one falls back to the form', () => {
    expect(isSignedIn(run({ programType: 'points', ssoToken: 't' }, fx.done('signInWithSsoToken', undefined)).snapshot)).toBe(true);
    const rejected = run({ programType: 'points', ssoToken: 't' }, fx.error('signInWithSsoToken', new Error('401')));
    expect(rejected.snapshot.value).toBe('failed');
    expect(rejected.snapshot.context.ssoToken).toBeNull();
    expect(selectFailureMessage(rejected.snapshot)).toEqual({ id: 'signIn.ssoRejected' });
  });
});
