import { createActor, type EventFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { pendingActor } from '../../tests/support/pending-actor.ts';
import { combineCoverage, expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { appBootMachine } from './app-boot.machine.ts';
import { isBooting, isNotFound, isReady, selectSignOutReason } from './app-boot.selectors.ts';

// Actors never settle by themselves: the fixtures' done and error events move the machine, so
// every branch of every answer is walked deliberately.
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

const open = { status: true, type: 'points' as const };
const closed = { status: false, type: 'points' as const };

const events = [
  { type: 'xstate.done.actor.loadProgram', output: null },
  { type: 'xstate.done.actor.loadProgram', output: open },
  { type: 'xstate.done.actor.loadProgram', output: closed },
  { type: 'xstate.error.actor.loadProgram', error: new Error('unreachable') },
  { type: 'xstate.done.actor.loadLanguages', output: {} },
  { type: 'xstate.error.actor.loadLanguages', error: new Error('no sets') },
  { type: 'xstate.done.actor.loadUser', output: { status: null } },
  { type: 'xstate.error.actor.loadUser', error: new Error('401') },
  { type: 'xstate.done.actor.loadCategories', output: [] },
  { type: 'xstate.error.actor.loadCategories', error: new Error('500') },
  { type: 'xstate.done.actor.loadLanguageCategories', output: [] },
  { type: 'xstate.error.actor.loadLanguageCategories', error: new Error('500') },
  { type: 'xstate.done.actor.signOut', output: undefined },
  { type: 'xstate.error.actor.signOut', error: new Error('offline') },
  { type: 'xstate.done.actor.signOutAfterUserFailure', output: undefined },
  { type: 'xstate.error.actor.signOutAfterUserFailure', error: new Error('offline') },
  { type: 'boot.retry' },
  { type: 'session.signedIn' },
  { type: 'session.signedOut' },
  { type: 'session.userChanged' },
] as unknown as EventFrom<typeof appBootMachine>[];

describe('app boot statechart', () => {
  it('walks every state and every transition, signed in and signed out', async () => {
    const signedIn = await walkMachine(machine, { events, input: { signedIn: true } });
    const signedOut = await walkMachine(machine, { events, input: { signedIn: false } });
    expectFullCoverage(combineCoverage(signedIn.coverage, signedOut.coverage));
  });

  // Written journeys with pinned ends: a generated expectation cannot catch a wrong target.
  function journey(signedIn: boolean, steps: EventFrom<typeof appBootMachine>[], provide = {}) {
    const actions = { goToNotFound: vi.fn(), goToLogin: vi.fn(), goHome: vi.fn() };
    const m = machine.provide({ actions, ...provide });
    const actor = createActor(m, { input: { signedIn } }).start();
    for (const e of steps) actor.send(e);
    return { snapshot: actor.getSnapshot(), actions };
  }
  const send = (type: string, extra: object = {}) => ({ type, ...extra }) as unknown as EventFrom<typeof appBootMachine>;

  it('signed in: still loading while language categories are out', () => {
    const { snapshot } = journey(true, [
      send('xstate.done.actor.loadProgram', { output: open }),
      send('xstate.done.actor.loadLanguages', { output: {} }),
      send('xstate.done.actor.loadUser', { output: { status: null } }),
      send('xstate.done.actor.loadCategories', { output: [] }),
    ]);
    expect(isBooting(snapshot)).toBe(true);
  });

  it('signed in: ready once the last of the parallel loads lands', () => {
    const { snapshot } = journey(true, [
      send('xstate.done.actor.loadProgram', { output: open }),
      send('xstate.done.actor.loadLanguages', { output: {} }),
      send('xstate.done.actor.loadUser', { output: { status: null } }),
      send('xstate.done.actor.loadCategories', { output: [] }),
      send('xstate.done.actor.loadLanguageCategories', { output: [] }),
    ]);
    expect(isReady(snapshot)).toBe(true);
    expect(snapshot.context.program).toEqual(open);
  });

  it('no program → not found, and the app is told to go there', () => {
    const { snapshot, actions } = journey(false, [send('xstate.done.actor.loadProgram', { output: null })]);
    expect(isNotFound(snapshot)).toBe(true);
    expect(actions.goToNotFound).toHaveBeenCalledTimes(1);
  });

  it('user fetch failure signs out and goes to /login, once the program is known', () => {
    const steps = [
      send('xstate.error.actor.loadUser', { error: new Error('401') }),
      send('xstate.done.actor.loadCategories', { output: [] }),
      send('xstate.done.actor.loadLanguageCategories', { output: [] }),
      send('xstate.done.actor.loadLanguages', { output: {} }),
    ];
    expect(isBooting(journey(true, steps).snapshot)).toBe(true);
    const { snapshot, actions } = journey(true, [
      ...steps,
      send('xstate.done.actor.loadProgram', { output: open }),
      send('xstate.done.actor.signOutAfterUserFailure', { output: undefined }),
    ]);
    expect(snapshot.value).toBe('signedOut');
    expect(selectSignOutReason(snapshot)).toBe('userFailed');
    expect(actions.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('signed in: every call of the start goes out at once, before the program answers', () => {
    const { snapshot } = journey(true, []);
    expect(Object.keys(snapshot.children).sort()).toEqual(['loadCategories', 'loadLanguageCategories', 'loadLanguages', 'loadProgram', 'loadUser']);
    expect(Object.keys(journey(false, []).snapshot.children).sort()).toEqual(['loadLanguages', 'loadProgram']);
  });

  it('an unknown host goes to not found at once, signed in or not, and stops the other calls', () => {
    const { snapshot, actions } = journey(true, [send('xstate.done.actor.loadProgram', { output: null })]);
    expect(isNotFound(snapshot)).toBe(true);
    expect(actions.goToNotFound).toHaveBeenCalledTimes(1);
    expect(Object.keys(snapshot.children)).toEqual([]);
  });

  it('a failed category load at the start offers Retry once everything has answered, and Retry loads the user again', () => {
    const steps = [
      send('xstate.done.actor.loadProgram', { output: open }),
      send('xstate.done.actor.loadLanguages', { output: {} }),
      send('xstate.error.actor.loadLanguageCategories', { error: new Error('500') }),
      send('xstate.done.actor.loadUser', { output: { status: null } }),
    ];
    expect(isBooting(journey(true, steps).snapshot)).toBe(true);
    const all = [...steps, send('xstate.done.actor.loadCategories', { output: [] })];
    expect(journey(true, all).snapshot.value).toBe('failed');
    const retried = journey(true, [...all, send('boot.retry')]).snapshot;
    expect(retried.context.user).toBeNull();
    expect(retried.context.error).toBeNull();
    expect(Object.keys(retried.children)).toContain('loadUser');
  });

  it('a closed program signs a signed-in participant out and goes home', () => {
    const { snapshot, actions } = journey(true, [
      send('xstate.done.actor.loadProgram', { output: closed }),
      send('xstate.done.actor.loadLanguages', { output: {} }),
      send('xstate.done.actor.loadUser', { output: { status: null } }),
      send('xstate.done.actor.loadCategories', { output: [] }),
      send('xstate.done.actor.loadLanguageCategories', { output: [] }),
      send('xstate.error.actor.signOut', { error: new Error('offline') }),
    ]);
    expect(snapshot.value).toBe('signedOut');
    expect(selectSignOutReason(snapshot)).toBe('programClosed');
    expect(actions.goHome).toHaveBeenCalledTimes(1);
  });

  it('a closed program signs out and goes home even when the session calls failed', () => {
    const { snapshot, actions } = journey(true, [
      send('xstate.error.actor.loadUser', { error: new Error('401') }),
      send('xstate.error.actor.loadCategories', { error: new Error('500') }),
      send('xstate.done.actor.loadLanguageCategories', { output: [] }),
      send('xstate.done.actor.loadLanguages', { output: {} }),
      send('xstate.done.actor.loadProgram', { output: closed }),
      send('xstate.done.actor.signOut', { output: undefined }),
    ]);
    expect(selectSignOutReason(snapshot)).toBe('programClosed');
    expect(actions.goHome).toHaveBeenCalledTimes(1);
    expect(actions.goToLogin).not.toHaveBeenCalled();
  });

  const readySignedIn = [
    send('xstate.done.actor.loadProgram', { output: open }),
    send('xstate.done.actor.loadLanguages', { output: {} }),
    send('xstate.done.actor.loadUser', { output: { status: null } }),
    send('xstate.done.actor.loadCategories', { output: [] }),
    send('xstate.done.actor.loadLanguageCategories', { output: [] }),
  ];

  it('a user refresh that fails does not keep the old record: it signs out and goes to /login', () => {
    const refreshing = [...readySignedIn, send('session.userChanged'), send('xstate.error.actor.loadUser', { error: new Error('500') })];
    const waiting = journey(true, refreshing).snapshot;
    expect(waiting.context.user).toBeNull();
    expect(isBooting(waiting)).toBe(true);
    const { snapshot, actions } = journey(true, [
      ...refreshing,
      send('xstate.done.actor.loadCategories', { output: [] }),
      send('xstate.done.actor.loadLanguageCategories', { output: [] }),
      send('xstate.done.actor.signOutAfterUserFailure', { output: undefined }),
    ]);
    expect(selectSignOutReason(snapshot)).toBe('userFailed');
    expect(actions.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('a refresh whose categories fail offers Retry, and keeps the participant signed in', () => {
    const { snapshot } = journey(true, [
      ...readySignedIn,
      send('session.userChanged'),
      send('xstate.error.actor.loadCategories', { error: new Error('500') }),
      send('xstate.done.actor.loadUser', { output: { status: 'active' } }),
      send('xstate.done.actor.loadLanguageCategories', { output: [] }),
    ]);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.signedIn).toBe(true);
    expect(snapshot.context.user).toEqual({ status: 'active' });
  });

  it('an unreachable API fails with retry, and retry starts over', () => {
    const { snapshot } = journey(false, [send('xstate.error.actor.loadProgram', { error: new Error('down') }), send('boot.retry')]);
    expect(snapshot.matches({ starting: { program: 'loading', languages: 'loading', session: 'none' } })).toBe(true);
    expect(snapshot.context.error).toBeNull();
  });
});
