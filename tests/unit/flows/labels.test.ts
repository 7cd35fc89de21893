import { and, not, or, setup, stateIn } from 'xstate';
import { describe, expect, it } from 'vitest';
import { actionName, delayLabel, eventLabel, guardLabel } from '../../../src/features/flows/model/labels';
import { labelLines } from '../../../src/features/flows/model/chart-style';

describe('guardLabel', () => {
  it('names guards and spells out the higher-order ones with the fewest brackets', () => {
    expect(guardLabel('isReady')).toBe('isReady');
    expect(guardLabel({ type: 'isAbove', params: { points: 10 } })).toBe('isAbove');
    expect(guardLabel(not('isClosed'))).toBe('!isClosed');
    expect(guardLabel(and(['a', 'b']))).toBe('a && b');
    expect(guardLabel(and(['a', not(or(['b', 'c']))]))).toBe('a && !(b || c)');
    expect(guardLabel(or([and(['a', 'b']), 'c']))).toBe('(a && b) || c');
    expect(guardLabel(stateIn('#cart.ready'))).toBe('in #cart.ready');
    expect(guardLabel(() => true)).toBe('inline guard');
  });
});

describe('delayLabel', () => {
  const machine = setup({ delays: { quickViewDelay: 350, computed: () => 10 } }).createMachine({});
  it('shows literal delays in ms and named ones with their value when it is a number', () => {
    expect(delayLabel(500, machine)).toBe('after 500 ms');
    expect(delayLabel(5000, machine)).toBe('after 5,000 ms');
    expect(delayLabel('quickViewDelay', machine)).toBe('after quickViewDelay (350 ms)');
    expect(delayLabel('computed', machine)).toBe('after computed');
  });
});

describe('actionName', () => {
  it('keeps named actions and leaves out XState’s own and inline ones', () => {
    expect(actionName('goHome')).toBe('goHome');
    expect(actionName({ type: 'track', params: {} })).toBe('track');
    expect(actionName({ type: 'xstate.assign' })).toBeNull();
    expect(actionName(() => {})).toBeNull();
  });
});

describe('labelLines', () => {
  it('keeps short labels on one line and puts a long label’s guard on a second', () => {
    expect(labelLines('')).toEqual([]);
    expect(labelLines('job.start [isReady]')).toEqual(['job.start [isReady]']);
    expect(labelLines('onDone loadProgram [hasNoProgram]')).toEqual(['onDone loadProgram', '[hasNoProgram]']);
    expect(labelLines('onDone signOutAfterUserFailure')).toEqual(['onDone signOutAfterUserFailure']);
  });
});

describe('eventLabel', () => {
  it('names XState’s own events the way the drawing does, and leaves the app’s alone', () => {
    expect(eventLabel('xstate.done.actor.loadUser')).toBe('onDone loadUser');
    expect(eventLabel('xstate.error.actor.loadUser')).toBe('onError loadUser');
    expect(eventLabel('xstate.done.state.appBoot.starting')).toBe('onDone');
    expect(eventLabel('xstate.after.500.fixture.idle')).toBe('after a delay');
    expect(eventLabel('xstate.init')).toBe('start');
    expect(eventLabel('session.signedIn')).toBe('session.signedIn');
  });
});
