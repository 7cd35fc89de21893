import { createActor, type EventFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { pendingActor } from '../../tests/support/pending-actor.ts';
import { passwordResetMachine } from './password-reset.machine.ts';
import { canSubmitReset, hasResetFailed, isResetDone } from './password-reset.selectors.ts';

const machine = passwordResetMachine.provide({ actors: { resetPassword: pendingActor() } });
type E = EventFrom<typeof passwordResetMachine>;
const fx = machineFixtures(passwordResetMachine);
const change = (password: string, confirmation = password) => fx.event('reset.change', { password, confirmation });

const events = fx.complete([
  change('Summit#2027'),
  change('Summit#2027', 'Summit#2028'),
  change('short'),
  fx.event('reset.submit'),
  fx.done('resetPassword', true),
  fx.done('resetPassword', false),
  fx.error('resetPassword', new Error('offline')),
]);

describe('password reset statechart', () => {
  it('walks every state and transition', async () => {
    const { coverage } = await walkMachine(machine, { events, input: { email: 'alex@summit.example', token: 't' }, limit: 5000 });
    expectFullCoverage(coverage);
  });

  function run(...steps: E[]) {
    const goHome = vi.fn();
    const actor = createActor(machine.provide({ actions: { goHome } }), { input: { email: 'alex@summit.example', token: 't' } }).start();
    for (const s of steps) actor.send(s);
    return { snapshot: actor.getSnapshot(), goHome };
  }

  it('enables Reset only for a matching pair longer than 7 characters', () => {
    expect(canSubmitReset(run().snapshot)).toBe(false);
    expect(canSubmitReset(run(change('1234567')).snapshot)).toBe(false);
    expect(canSubmitReset(run(change('Summit#2027', 'Summit#2028')).snapshot)).toBe(false);
    expect(canSubmitReset(run(change('12345678')).snapshot)).toBe(true);
  });

  it('success goes home; a refused token shows the failure and allows another try', () => {
    const ok = run(change('Summit#2027'), fx.event('reset.submit'), fx.done('resetPassword', true));
    expect(isResetDone(ok.snapshot)).toBe(true);
    expect(ok.goHome).toHaveBeenCalledTimes(1);
    const refused = run(change('Summit#2027'), fx.event('reset.submit'), fx.done('resetPassword', false));
    expect(hasResetFailed(refused.snapshot)).toBe(true);
    expect(canSubmitReset(refused.snapshot)).toBe(true);
    expect(refused.goHome).not.toHaveBeenCalled();
  });

  it('ignores edits while the request is out', () => {
    const { snapshot } = run(change('Summit#2027'), fx.event('reset.submit'), change('Other#2028'));
    expect(snapshot.value).toBe('submitting');
    expect(snapshot.context.password).toBe('Summit#2027');
  });
});
