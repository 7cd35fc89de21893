import { fromPromise, not, setup, stateIn } from 'xstate';

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

/**
 * Shapes ELK must lay out without failing, as the cart and checkout machines may bring them: a
 * parallel root with transitions on it, self and re-entering transitions, a transition to an
 * ancestor and one across regions into a nested state, history, a wildcard, a guard on `stateIn`.
 */
export const edgeCaseMachine = setup({
  actors: { load: fromPromise(async () => 1) },
  actions: { tell: () => {} },
  guards: { a: () => true, b: () => true },
  delays: { quick: 350 },
}).createMachine({
  id: 'edgeCases',
  type: 'parallel',
  on: { 'any.reset': '.left.one' },
  states: {
    left: {
      initial: 'one',
      on: { 'left.again': { target: 'left', reenter: true } },
      states: {
        one: {
          on: { go: 'two', loop: { target: 'one', reenter: true }, up: '#edgeCases.left' },
          after: { 1000: 'two', quick: { target: 'three', guard: 'a' } },
        },
        two: {
          initial: 'x',
          states: { x: { on: { back: '#edgeCases.left.two.hist' } }, y: {}, hist: { type: 'history', history: 'deep' } },
          on: { '*': 'three' },
        },
        three: { type: 'final' },
      },
    },
    right: {
      initial: 'first',
      states: {
        first: {
          invoke: { src: 'load', onDone: { target: 'second', guard: stateIn('#edgeCases.left.two') } },
          on: { cross: '#edgeCases.left.two.y' },
        },
        second: { entry: 'tell' },
      },
    },
  },
});
