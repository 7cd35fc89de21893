import { createActor, type EventFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { pendingActor } from '../../tests/support/pending-actor.ts';
import { signInMachine } from './sign-in.machine.ts';
import { isSignedIn, isSubmitting, selectFailureMessage } from './sign-in.selectors.ts';

const machine = signInMachine.provide({ actors: { signIn: pendingActor(), signInWithSsoToken: pendingActor() } });

const submit = (login: string, password = '') =>
  ({ type: 'signIn.submit', credentials: { login, password, remember: false } }) as EventFrom<typeof signInMachine>;
const ev = (type: string, extra: object = {}) => ({ type, ...extra }) as unknown as EventFrom<typeof signInMachine>;

const events = [
  submit('alex@summit.example', 'Summit#2026'),
  submit('THANKS-0001'),
  submit('', ''),
  ev('signIn.edit'),
  ev('xstate.done.actor.signIn', { output: undefined }),
  ev('xstate.error.actor.signIn', { error: { kind: 'credentials' } }),
  ev('xstate.error.actor.signIn', { error: { kind: 'rateLimited', retryAfterSeconds: 600 } }),
  ev('xstate.error.actor.signIn', { error: new Error('network down') }),
  ev('xstate.done.actor.signInWithSsoToken', { output: undefined }),
  ev('xstate.error.actor.signInWithSsoToken', { error: { kind: 'ssoRejected' } }),
];

describe('sign-in statechart', () => {
  it('walks every state and transition for each program type, with and without an SSO token', async () => {
    const walked = new Set<string>();
    const reached = new Set<string>();
    let all: Set<string> | undefined;
    let states: Set<string> | undefined;
    for (const input of [
      { programType: 'points' as const },
      { programType: 'claim' as const },
      { programType: 'plateau' as const, ssoToken: 'sso-token' },
    ]) {
      const { coverage } = await walkMachine(machine, { events, input });
      coverage.walked.forEach((t) => walked.add(t));
      coverage.reached.forEach((t) => reached.add(t));
      all = coverage.allTransitions;
      states = coverage.allStates;
    }
    expect([...all!].filter((t) => !walked.has(t))).toEqual([]);
    expect([...states!].filter((s) => !reached.has(s))).toEqual([]);
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
    const { snapshot } = run({ programType: 'claim' }, submit('THANKS-9999'), ev('xstate.error.actor.signIn', { error: { kind: 'credentials' } }));
    expect(snapshot.value).toBe('failed');
    expect(selectFailureMessage(snapshot)).toEqual({ id: 'signIn.failed.claim' });
  });

  it('points: wrong password shows the ID text, then a retry succeeds and leaves', () => {
    const failed = run({ programType: 'points' }, submit('alex@summit.example', 'nope'), ev('xstate.error.actor.signIn', { error: { kind: 'credentials' } }));
    expect(selectFailureMessage(failed.snapshot)).toEqual({ id: 'signIn.failed.other' });
    const { snapshot, onSignedIn } = run(
      { programType: 'points' },
      submit('alex@summit.example', 'nope'),
      ev('xstate.error.actor.signIn', { error: { kind: 'credentials' } }),
      submit('alex@summit.example', 'Summit#2026'),
      ev('xstate.done.actor.signIn', { output: undefined }),
    );
    expect(isSignedIn(snapshot)).toBe(true);
    expect(snapshot.context.failure).toBeNull();
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('rate limited: says how many minutes to wait', () => {
    const { snapshot } = run({ programType: 'points' }, submit('a', 'b'), ev('xstate.error.actor.signIn', { error: { kind: 'rateLimited', retryAfterSeconds: 301 } }));
    expect(selectFailureMessage(snapshot)).toEqual({ id: 'signIn.rateLimited', minutes: 6 });
  });

  it('an SSO token signs in at once; a rejected one falls back to the form', () => {
    expect(isSignedIn(run({ programType: 'points', ssoToken: 't' }, ev('xstate.done.actor.signInWithSsoToken', { output: undefined })).snapshot)).toBe(true);
    const rejected = run({ programType: 'points', ssoToken: 't' }, ev('xstate.error.actor.signInWithSsoToken', { error: new Error('401') }));
    expect(rejected.snapshot.value).toBe('failed');
    expect(rejected.snapshot.context.ssoToken).toBeNull();
    expect(selectFailureMessage(rejected.snapshot)).toEqual({ id: 'signIn.ssoRejected' });
  });
});
