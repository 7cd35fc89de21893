import { createActor, fromPromise, type EventFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { pendingActor } from '../../tests/support/pending-actor.ts';
import { passwordChangeMachine } from './password-change.machine.ts';
import { canEditChange, canSubmitChange, isChangeFailedOpen, isChangeSucceededOpen, isChanging } from './password-change.selectors.ts';
import type { PasswordChangeField } from './password-change.types.ts';

const machine = passwordChangeMachine.provide({ actors: { changePassword: pendingActor() } });
type E = EventFrom<typeof passwordChangeMachine>;
const fx = machineFixtures(passwordChangeMachine);
const change = (field: PasswordChangeField, value: string) => fx.event('password.change', { field, value });
const fill = (current: string, next: string, confirm = next): E[] => [
  change('currentPassword', current),
  change('newPassword', next),
  change('confirmPassword', confirm),
];

// One fixture per event type and per branch of the actor's response; a few values per field so the
// walk meets both sides of the Change rule (matching and longer than 7, or not).
const events = fx.complete([
  change('currentPassword', 'Summit#2026'),
  change('newPassword', 'Summit#2027'),
  change('newPassword', 'Short#1'),
  change('confirmPassword', 'Summit#2027'),
  change('confirmPassword', 'Short#1'),
  fx.event('password.submit'),
  fx.done('changePassword', true),
  fx.done('changePassword', false),
  fx.error('changePassword', new Error('offline')),
  fx.event('password.dismiss'),
  fx.event('password.goHome'),
]);

describe('password change statechart', () => {
  it('walks every state and transition, each state showing what it means', async () => {
    const { coverage, paths } = await walkMachine(machine, {
      events,
      limit: 20_000,
      states: {
        '#passwordChange.editing': (s) => {
          expect(canEditChange(s)).toBe(true);
          expect(isChangeFailedOpen(s) || isChangeSucceededOpen(s)).toBe(false);
        },
        '#passwordChange.submitting': (s) => {
          expect(isChanging(s)).toBe(true);
          expect(canSubmitChange(s)).toBe(false);
          expect(canEditChange(s)).toBe(false);
        },
        // Whatever led here, the Fail dialog shows over three empty fields.
        '#passwordChange.failed': (s) => {
          expect(isChangeFailedOpen(s)).toBe(true);
          expect(s.context).toEqual({ currentPassword: '', newPassword: '', confirmPassword: '' });
          expect(canSubmitChange(s)).toBe(false);
        },
        '#passwordChange.succeeded': (s) => {
          expect(isChangeSucceededOpen(s)).toBe(true);
          expect(canEditChange(s)).toBe(false);
        },
      },
    });
    expect(paths.length).toBeGreaterThan(10);
    expectFullCoverage(coverage);
  });

  function run(...steps: E[]) {
    const goHome = vi.fn();
    const actor = createActor(machine.provide({ actions: { goHome } })).start();
    for (const s of steps) actor.send(s);
    return { snapshot: actor.getSnapshot(), goHome };
  }

  it('enables Change only for a matching confirmation and a new password longer than 7', () => {
    expect(canSubmitChange(run().snapshot)).toBe(false);
    expect(canSubmitChange(run(...fill('Summit#2026', 'Aa1!aaa')).snapshot)).toBe(false);
    expect(canSubmitChange(run(...fill('Summit#2026', 'Summit#2027', 'Summit#2028')).snapshot)).toBe(false);
    expect(canSubmitChange(run(...fill('Summit#2026', 'Aa1!aaaa')).snapshot)).toBe(true);
    // The button rule [validation 27] is only length and match: the other rules are hints the server enforces.
    expect(canSubmitChange(run(...fill('', 'abcdefgh')).snapshot)).toBe(true);
  });

  it('a submit the rule refuses changes nothing', () => {
    const { snapshot } = run(...fill('Summit#2026', 'Summit#2027', 'Summit#2028'), fx.event('password.submit'));
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.newPassword).toBe('Summit#2027');
  });

  it('journey: success opens the congratulations dialog, whose button goes home', () => {
    const { snapshot, goHome } = run(...fill('Summit#2026', 'Summit#2027'), fx.event('password.submit'), fx.done('changePassword', true));
    expect(snapshot.value).toBe('succeeded');
    expect(goHome).not.toHaveBeenCalled();
    const home = run(
      ...fill('Summit#2026', 'Summit#2027'),
      fx.event('password.submit'),
      fx.done('changePassword', true),
      fx.event('password.goHome'),
    );
    expect(home.snapshot.value).toBe('done');
    expect(home.snapshot.status).toBe('done');
    expect(home.goHome).toHaveBeenCalledTimes(1);
  });

  it('journey: a refusal opens Fail with the three fields cleared; closing it allows another try', () => {
    const refused = run(...fill('Wrong#2026', 'Summit#2027'), fx.event('password.submit'), fx.done('changePassword', false));
    expect(refused.snapshot.value).toBe('failed');
    expect(refused.snapshot.context).toEqual({ currentPassword: '', newPassword: '', confirmPassword: '' });
    const again = run(
      ...fill('Wrong#2026', 'Summit#2027'),
      fx.event('password.submit'),
      fx.done('changePassword', false),
      fx.event('password.dismiss'),
      ...fill('Summit#2026', 'Summit#2027'),
      fx.event('password.submit'),
    );
    expect(again.snapshot.value).toBe('submitting');
    expect(again.goHome).not.toHaveBeenCalled();
  });

  it('journey: a request that fails (offline, 400) is a Fail too, fields cleared', () => {
    const { snapshot } = run(
      ...fill('Summit#2026', 'Summit#2027'),
      fx.event('password.submit'),
      fx.error('changePassword', new Error('x')),
    );
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.currentPassword).toBe('');
  });

  it('ignores edits while the request is out and behind a dialog', () => {
    const sending = run(...fill('Summit#2026', 'Summit#2027'), fx.event('password.submit'), change('newPassword', 'Other#2028'));
    expect(sending.snapshot.value).toBe('submitting');
    expect(sending.snapshot.context.newPassword).toBe('Summit#2027');
    const failed = run(
      ...fill('Summit#2026', 'Summit#2027'),
      fx.event('password.submit'),
      fx.done('changePassword', false),
      change('newPassword', 'Other#2028'),
    );
    expect(failed.snapshot.value).toBe('failed');
    expect(failed.snapshot.context.newPassword).toBe('');
  });

  it('sends the current and new password, never the confirmation', async () => {
    const seen: unknown[] = [];
    const recording = createActor(
      passwordChangeMachine.provide({
        actors: {
          changePassword: fromPromise(async ({ input }) => {
            seen.push(input);
            return true;
          }),
        },
      }),
    ).start();
    for (const step of fill('Summit#2026', 'Summit#2027')) recording.send(step);
    recording.send({ type: 'password.submit' });
    await vi.waitFor(() => expect(recording.getSnapshot().value).toBe('succeeded'));
    expect(seen).toEqual([{ currentPassword: 'Summit#2026', newPassword: 'Summit#2027' }]);
  });
});
