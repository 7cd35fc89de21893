import { createActor, type EventFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { pendingActor } from '../../tests/support/pending-actor.ts';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { appBootMachine } from './app-boot.machine.ts';
import { isBooting, isNotFound, isReady, selectSignOutReason } from './app-boot.selectors.ts';

// Actors never settle by themselves: the fixtures' done and error events move the machine, so
// every branch of every response is walked deliberately.
const machine = appBootMachine.provide({
  actors: {
    loadProgram: pendingActor(),
    loadLanguages: pendingActor(),
    loadUser: pendingActor(),
    loadCategories: pendingActor(),
    loadLanguageCategories: pendingActor(),
    signOut: pendingActor(),
  },
});
const fx = machineFixtures(appBootMachine);

const open = { status: true, type: 'points' as const };
const closed = { status: false, type: 'points' as const };

const events = fx.complete([
  fx.done('loadProgram', null),
  fx.done('loadProgram', open),
  fx.done('loadProgram', closed),
  fx.error('loadProgram', new Error('unreachable')),
  fx.done('loadLanguages', {}),
  fx.error('loadLanguages', new Error('no sets')),
  fx.done('loadUser', { status: null }),
  fx.error('loadUser', new Error('401')),
  fx.done('loadCategories', []),
  fx.error('loadCategories', new Error('500')),
  fx.done('loadLanguageCategories', []),
  fx.error('loadLanguageCategories', new Error('500')),
  fx.done('signOut', undefined),
  fx.error('signOut', new Error('offline')),
  fx.done('signOut', undefined, { id: 'signOutAfterUserFailure' }),
  fx.error('signOut', new Error('offline'), { id: 'signOutAfterUserFailure' }),
  fx.event('boot.retry'),
  fx.event('session.signedIn'),
  fx.event('session.signedOut'),
  fx.event('session.userChanged'),
]);

describe('app boot statechart', () => {
  it('walks every state and every transition, signed in and signed out', async () => {
    const signedIn = await walkMachine(machine, { events, input: { signedIn: true } });
    const signedOut = await walkMachine(machine, { events, input: { signedIn: false } });
    expectFullCoverage(signedIn.coverage, signedOut.coverage);
  });

  // Written journeys with pinned ends: a generated expectation cannot catch a wrong target.
  function journey(signedIn: boolean, steps: EventFrom<typeof appBootMachine>[], provide = {}) {
    const actions = { goToNotFound: vi.fn(), goToLogin: vi.fn(), goHome: vi.fn() };
    const m = machine.provide({ actions, ...provide });
    const actor = createActor(m, { input: { signedIn } }).start();
    for (const e of steps) actor.send(e);
    return { snapshot: actor.getSnapshot(), actions };
  }

  it('signed in: still loading while language categories are out', () => {
    const { snapshot } = journey(true, [
      fx.done('loadProgram', open),
      fx.done('loadLanguages', {}),
      fx.done('loadUser', { status: null }),
      fx.done('loadCategories', []),
    ]);
    expect(isBooting(snapshot)).toBe(true);
  });

  it('signed in: ready once the last of the parallel loads lands', () => {
    const { snapshot } = journey(true, [
      fx.done('loadProgram', open),
      fx.done('loadLanguages', {}),
      fx.done('loadUser', { status: null }),
      fx.done('loadCategories', []),
      fx.done('loadLanguageCategories', []),
    ]);
    expect(isReady(snapshot)).toBe(true);
    expect(snapshot.context.program).toEqual(open);
  });

  it('no program → not found, and the app is told to go there', () => {
    const { snapshot, actions } = journey(false, [fx.done('loadProgram', null)]);
    expect(isNotFound(snapshot)).toBe(true);
    expect(actions.goToNotFound).toHaveBeenCalledTimes(1);
  });

  it('user fetch failure signs out and goes to /login, once the program is known', () => {
    const steps = [
      fx.error('loadUser', new Error('401')),
      fx.done('loadCategories', []),
      fx.done('loadLanguageCategories', []),
      fx.done('loadLanguages', {}),
    ];
    expect(isBooting(journey(true, steps).snapshot)).toBe(true);
    const { snapshot, actions } = journey(true, [
      ...steps,
      fx.done('loadProgram', open),
      fx.done('signOut', undefined, { id: 'signOutAfterUserFailure' }),
    ]);
    expect(snapshot.value).toBe('signedOut');
    expect(selectSignOutReason(snapshot)).toBe('userFailed');
    expect(actions.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('signed in: every call of the start goes out at once, before the program answers', () => {
    const { snapshot } = journey(true, []);
    expect(Object.keys(snapshot.children).sort()).toEqual([
      'loadCategories',
      'loadLanguageCategories',
      'loadLanguages',
      'loadProgram',
      'loadUser',
    ]);
    expect(Object.keys(journey(false, []).snapshot.children).sort()).toEqual(['loadLanguages', 'loadProgram']);
  });

  it('an unknown host goes to not found at once, signed in or not, and stops the other calls', () => {
    const { snapshot, actions } = journey(true, [fx.done('loadProgram', null)]);
    expect(isNotFound(snapshot)).toBe(true);
    expect(actions.goToNotFound).toHaveBeenCalledTimes(1);
    expect(Object.keys(snapshot.children)).toEqual([]);
  });

  it('a failed category load at the start offers Retry once everything has answered, and Retry loads the user again', () => {
    const steps = [
      fx.done('loadProgram', open),
      fx.done('loadLanguages', {}),
      fx.error('loadLanguageCategories', new Error('500')),
      fx.done('loadUser', { status: null }),
    ];
    expect(isBooting(journey(true, steps).snapshot)).toBe(true);
    const all = [...steps, fx.done('loadCategories', [])];
    expect(journey(true, all).snapshot.value).toBe('failed');
    const retried = journey(true, [...all, fx.event('boot.retry')]).snapshot;
    expect(retried.context.user).toBeNull();
    expect(retried.context.error).toBeNull();
    expect(Object.keys(retried.children)).toContain('loadUser');
  });

  it('a closed program signs a signed-in participant out and goes home', () => {
    const { snapshot, actions } = journey(true, [
      fx.done('loadProgram', closed),
      fx.done('loadLanguages', {}),
      fx.done('loadUser', { status: null }),
      fx.done('loadCategories', []),
      fx.done('loadLanguageCategories', []),
      fx.error('signOut', new Error('offline')),
    ]);
    expect(snapshot.value).toBe('signedOut');
    expect(selectSignOutReason(snapshot)).toBe('programClosed');
    expect(actions.goHome).toHaveBeenCalledTimes(1);
  });

  it('a closed program signs out and goes home even when the session calls failed', () => {
    const { snapshot, actions } = journey(true, [
      fx.error('loadUser', new Error('401')),
      fx.error('loadCategories', new Error('500')),
      fx.done('loadLanguageCategories', []),
      fx.done('loadLanguages', {}),
      fx.done('loadProgram', closed),
      fx.done('signOut', undefined),
    ]);
    expect(selectSignOutReason(snapshot)).toBe('programClosed');
    expect(actions.goHome).toHaveBeenCalledTimes(1);
    expect(actions.goToLogin).not.toHaveBeenCalled();
  });

  const readySignedIn = [
    fx.done('loadProgram', open),
    fx.done('loadLanguages', {}),
    fx.done('loadUser', { status: null }),
    fx.done('loadCategories', []),
    fx.done('loadLanguageCategories', []),
  ];

  it('a user refresh that fails does not keep the old record: it signs out and goes to /login', () => {
    const refreshing = [...readySignedIn, fx.event('session.userChanged'), fx.error('loadUser', new Error('500'))];
    const waiting = journey(true, refreshing).snapshot;
    expect(waiting.context.user).toBeNull();
    expect(isBooting(waiting)).toBe(true);
    const { snapshot, actions } = journey(true, [
      ...refreshing,
      fx.done('loadCategories', []),
      fx.done('loadLanguageCategories', []),
      fx.done('signOut', undefined, { id: 'signOutAfterUserFailure' }),
    ]);
    expect(selectSignOutReason(snapshot)).toBe('userFailed');
    expect(actions.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('a refresh whose categories fail offers Retry, and keeps the participant signed in', () => {
    const { snapshot } = journey(true, [
      ...readySignedIn,
      fx.event('session.userChanged'),
      fx.error('loadCategories', new Error('500')),
      fx.done('loadUser', { status: 'active' }),
      fx.done('loadLanguageCategories', []),
    ]);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.signedIn).toBe(true);
    expect(snapshot.context.user).toEqual({ status: 'active' });
  });

  it('an unreachable API fails with retry, and retry starts over', () => {
    const { snapshot } = journey(false, [fx.error('loadProgram', new Error('down')), fx.event('boot.retry')]);
    expect(snapshot.matches({ starting: { program: 'loading', languages: 'loading', session: 'none' } })).toBe(true);
    expect(snapshot.context.error).toBeNull();
  });
});
