import { fromPromise, not, setup } from 'xstate';

/**
 * A small machine with one of everything the Flows drawing shows: nested and parallel states, an
 * invoke with onDone and onError, named and literal delays, a guarded and an eventless
 * transition, a state's onDone, a targetless event, entry actions and final states.
 */
export const fixtureMachine = setup({
  types: { events: {} as { type: 'job.start' } | { type: 'job.ping' } | { type: 'job.wake' } | { type: 'job.retry' } },
  actors: { fetchReport: fromPromise(async () => 'report') },
  actions: { notify: () => {} },
  guards: { isReady: () => true, isLate: () => false },
  delays: { reminderDelay: 350 },
}).createMachine({
  id: 'fixture',
  initial: 'idle',
  states: {
    idle: {
      on: { 'job.start': { guard: 'isReady', target: 'working' }, 'job.ping': { actions: 'notify' } },
      after: { 500: 'asleep' },
    },
    asleep: { on: { 'job.wake': 'idle' } },
    working: {
      type: 'parallel',
      states: {
        fetch: {
          initial: 'loading',
          states: {
            loading: { invoke: { id: 'fetchReport', src: 'fetchReport', onDone: 'loaded', onError: '#fixture.failed' } },
            loaded: { type: 'final' },
          },
        },
        timer: {
          initial: 'ticking',
          states: {
            ticking: { after: { reminderDelay: { guard: not('isLate'), target: 'rang' } } },
            rang: { type: 'final' },
          },
        },
      },
      onDone: 'checking',
    },
    checking: { always: [{ guard: 'isLate', target: 'failed' }, { target: 'done' }] },
    failed: { on: { 'job.retry': 'working' } },
    done: { type: 'final', entry: 'notify' },
  },
});
