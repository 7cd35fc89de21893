// The walk's coverage must be able to fail: a transition no fixture triggers or a state no path
// reaches is reported, not passed over.
import { assign, fromPromise, setup, type EventFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '../support/expect-coverage.ts';
import { walkMachine } from '../support/model-walk.ts';

const toggle = setup({
  types: { events: {} as { type: 'toggle' } | { type: 'reset' } | { type: 'jump' } },
}).createMachine({
  id: 'toggle',
  initial: 'off',
  states: {
    off: { on: { toggle: 'on', jump: 'far' } },
    on: { on: { toggle: 'off', reset: 'off' } },
    far: {},
    // No transition leads here.
    island: {},
  },
});
type ToggleEvent = EventFrom<typeof toggle>;

describe('model walk and coverage', () => {
  it('reports a transition no fixture triggers and a state no path reaches', async () => {
    const { coverage } = await walkMachine(toggle, { events: [{ type: 'toggle' }] satisfies ToggleEvent[] });
    expect(coverage.missingTransitions().sort()).toEqual(['toggle.off --jump[0]--> toggle.far', 'toggle.on --reset[0]--> toggle.off']);
    expect(coverage.missingStates().sort()).toEqual(['toggle.far', 'toggle.island']);
    expect(() => expectFullCoverage(coverage)).toThrow();
  });

  it('counts every transition once all fixtures are given, and still misses the unreachable state', async () => {
    const events: ToggleEvent[] = [{ type: 'toggle' }, { type: 'reset' }, { type: 'jump' }];
    const { coverage } = await walkMachine(toggle, { events });
    expect(coverage.missingTransitions()).toEqual([]);
    expect(coverage.walked.size).toBe(coverage.allTransitions.size);
    expect(coverage.missingStates()).toEqual(['toggle.island']);
    expect(() => expectFullCoverage(coverage)).toThrow(/states never reached/);
  });

  it('passes a machine whose every state and transition the fixtures reach, across inputs', async () => {
    const gate = setup({
      types: { input: {} as { open: boolean }, context: {} as { open: boolean }, events: {} as { type: 'go' } },
      actors: { load: fromPromise<string>(async () => '') },
    }).createMachine({
      id: 'gate',
      context: ({ input }) => ({ open: input.open }),
      initial: 'start',
      states: {
        start: { always: [{ guard: ({ context }) => context.open, target: 'loading' }, { target: 'closed' }] },
        loading: { invoke: { src: 'load', onDone: 'done', onError: 'closed' } },
        closed: { on: { go: { target: 'loading', actions: assign({ open: true }) } } },
        done: { type: 'final' },
      },
    });
    const events = [
      { type: 'go' },
      { type: 'xstate.done.actor.0.gate.loading', output: '' },
      { type: 'xstate.error.actor.0.gate.loading', error: new Error('x') },
    ] as unknown as EventFrom<typeof gate>[];
    const open = await walkMachine(gate, { events, input: { open: true } });
    const closed = await walkMachine(gate, { events, input: { open: false } });
    expectFullCoverage(open.coverage, closed.coverage);
  });
});
