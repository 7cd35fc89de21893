import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type EventFrom, type EventObject, type SnapshotFrom } from 'xstate';
import { TestModel } from '@xstate/test';
import { serializeSnapshot } from 'xstate/graph';
import { createCoverage } from './machine-coverage.ts';

export interface WalkOptions<M extends AnyStateMachine> {
  /**
   * One fixture per event type and per branch of each actor's answer. Typed against the machine's
   * events, so a new event type fails to compile until it has a fixture.
   */
  events: EventFrom<M>[];
  /** Checks of what each state means, keyed by state id (`#app-boot.ready`) or '*'. */
  states?: Record<string, (snapshot: SnapshotFrom<M>) => void>;
  /** Bounds the traversal for machines whose context grows. */
  limit?: number;
  /** The machine's input, for machines that take one. */
  input?: unknown;
}

/**
 * Walks shortest paths to every (state, transition) pair of the model, replaying each on a live
 * actor (actors stubbed so that only the fixtures' done/error events move it), and asserts every
 * step lands where the model says. Returns the coverage so the test can assert it is complete.
 */
export async function walkMachine<M extends AnyStateMachine>(machine: M, options: WalkOptions<M>) {
  const coverage = createCoverage(machine);
  const model = new TestModel(machine, {
    // Only the fixtures a state acts on: an error event a state does not handle would fail a live
    // actor (XState treats it as an unhandled error), and a no-op adds nothing to cover. A machine
    // in a final state has stopped: nothing more can happen to it.
    events: (state: AnyMachineSnapshot) => (state.status === 'done' ? [] : options.events.filter((e) => state.can(e))),
    // Including the arriving transition makes every transition its own target of a shortest path.
    serializeState: (state: AnyMachineSnapshot, event: EventObject | undefined, prev: AnyMachineSnapshot | undefined) =>
      serializeSnapshot(state) + (event ? ` <- ${prev ? serializeSnapshot(prev) : ''} ${JSON.stringify(event)}` : ''),
    ...(options.limit ? { limit: options.limit } : {}),
  } as never);
  const paths = model.getShortestPaths({ input: options.input } as never);
  const stateChecks = options.states ?? {};
  for (const path of paths) {
    const actor = createActor(machine, { inspect: coverage.inspect, input: options.input } as never);
    actor.start();
    for (const step of path.steps) {
      if (step.event.type !== 'xstate.init') actor.send(step.event);
      const live = actor.getSnapshot() as AnyMachineSnapshot;
      const expected = step.state as AnyMachineSnapshot;
      if (JSON.stringify(live.value) !== JSON.stringify(expected.value)) {
        throw new Error(
          `path ${path.steps.map((s) => s.event.type).join(' > ')}: after ${step.event.type} the actor is in ${JSON.stringify(live.value)}, the model says ${JSON.stringify(expected.value)}`,
        );
      }
      for (const [key, check] of Object.entries(stateChecks)) {
        if (key === '*' || (live as unknown as { _nodes: { id: string }[] })._nodes.some((n) => n.id === key.replace(/^#/, ''))) check(live as SnapshotFrom<M>);
      }
    }
    actor.stop();
  }
  return { paths, coverage };
}
