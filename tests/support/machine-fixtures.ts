import type { AnyStateMachine, EventFrom, OutputFrom, StateMachine } from 'xstate';

// The machine's declared actors (setup's `actors`) and delays (setup's `delays`), read from its type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ActorsOf<M> = M extends StateMachine<any, any, any, infer A, any, any, any, any, any, any, any, any, any, any, any> ? A : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type DelaysOf<M> = M extends StateMachine<any, any, any, any, any, any, infer D, any, any, any, any, any, any, any, any> ? D : never;
type SrcOfActor<A> = A extends { src: infer S extends string } ? S : never;
type SrcOf<M> = SrcOfActor<ActorsOf<M>>;
type OutputOf<M, S extends SrcOf<M>> = OutputFrom<Extract<ActorsOf<M>, { src: S }>['logic']>;

type EventType<M extends AnyStateMachine> = EventFrom<M>['type'];
type Payload<M extends AnyStateMachine, K extends EventType<M>> = Omit<Extract<EventFrom<M>, { type: K }>, 'type'>;
/** No second argument for an event that carries nothing. */
type PayloadArgs<M extends AnyStateMachine, K extends EventType<M>> = object extends Payload<M, K> ? [payload?: Payload<M, K>] : [payload: Payload<M, K>];

declare const fixtureOf: unique symbol;
/**
 * An event the machine takes, remembering at the type level what it is a fixture for (an event
 * type, an actor's answer, a delay), so that `complete` can say at compile time which one is missing.
 */
export type Fixture<M extends AnyStateMachine, T extends string = string> = EventFrom<M> & { readonly [fixtureOf]?: T };

/** What a walk needs a fixture for: every event type, every actor's success and every delay. */
type Needed<M extends AnyStateMachine> = EventType<M> | `xstate.done.actor.${SrcOf<M>}` | `xstate.after.${DelaysOf<M>}`;
type TagOf<F> = F extends { readonly [fixtureOf]?: infer T extends string } ? T : never;
type Missing<M extends AnyStateMachine, L extends readonly (readonly Fixture<M>[])[]> = Exclude<Needed<M>, TagOf<L[number][number]>>;

/** The invoke's id when it is not the actor's name (the done and error events carry the id). */
interface InvokeId {
  id?: string;
}

/**
 * Typed fixtures for one machine's tests. Events are typed from the machine's events, an actor's
 * answer from the output its logic declares, delays from the machine's named delays; `complete`
 * fails to compile until every event type, every actor's success and every delay has a fixture,
 * so a new event or actor cannot be left out of the walk.
 */
export function machineFixtures<M extends AnyStateMachine>(_machine: M) {
  // The one place an XState-generated event (done, error, after) is typed as one the machine takes.
  const as = <T extends string>(event: { type: string; [key: string]: unknown }) => event as Fixture<M, T>;
  return {
    event<K extends EventType<M>>(type: K, ...[payload]: PayloadArgs<M, K>): Fixture<M, K> {
      return as<K>({ ...payload, type });
    },
    /** The actor `src` resolved with `output` (`xstate.done.actor.<id>`). */
    done<S extends SrcOf<M>>(src: S, output: OutputOf<M, S>, { id = src }: InvokeId = {}): Fixture<M, `xstate.done.actor.${S}`> {
      return as({ type: `xstate.done.actor.${id}`, output, actorId: id });
    },
    /** The actor `src` failed with `error`. */
    error<S extends SrcOf<M>>(src: S, error: unknown, { id = src }: InvokeId = {}): Fixture<M, `xstate.error.actor.${S}`> {
      return as({ type: `xstate.error.actor.${id}`, error, actorId: id });
    },
    /** The named delay ran out in the state `stateId` (`cart.ready.quantity.settling`). */
    after<D extends DelaysOf<M> & string>(delay: D, stateId: string): Fixture<M, `xstate.after.${D}`> {
      return as({ type: `xstate.after.${delay}.${stateId}` });
    },
    /**
     * All the lists as one, once together they hold a fixture for everything the machine takes:
     * a missing one is a compile error naming it.
     */
    complete<const L extends readonly (readonly Fixture<M>[])[]>(
      ...lists: L & ([Missing<M, L>] extends [never] ? unknown : { [K in Missing<M, L> as `no fixture for ${K}`]: true })
    ): EventFrom<M>[] {
      return (lists as readonly (readonly Fixture<M>[])[]).flat();
    },
  };
}
