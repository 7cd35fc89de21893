// A statechart as QA drives it in the browser: where a path starts (an entry: the machine's input
// and what the participant does to get there), one user gesture per event fixture, one check of
// what the participant sees per state, and the response each request gives on that entry. From it,
// paths are generated with @xstate/test's TestModel (docs/path-tests.md).
import { TestModel } from '@xstate/test';
import { transition, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import { serializeSnapshot } from 'xstate/graph';
import type { Capability, Tab } from '../support/engines/engine.ts';

export type ProgramType = 'points' | 'plateau' | 'claim';

/** A machine event or an actor's response (`xstate.done.actor.*` with output, `xstate.error.actor.*` with error). */
export type ModelEvent = EventObject & Record<string, unknown>;

/** Who walks a path: a seeded participant of product/demo.md on their program's host. */
export interface Person {
  host: string;
  program: ProgramType;
  login: string;
  /** Undefined for a claim code. */
  password?: string;
}

/** What a gesture or a check gets: the path's tab (a fresh browser profile, in any engine) and its participant. */
export interface PathRun {
  page: Tab;
  person: Person;
  /** At a phone's width (the journeys of tests/engines/): the header's cart is a link there, not a button. */
  phone?: boolean;
}

export interface Gesture {
  event: ModelEvent;
  /** How the table and a failing path name the step, e.g. "submit wrong password". */
  label: string;
  run(run: PathRun): Promise<void>;
}

export interface StateCheck {
  /** What the participant sees; absent for states that last no longer than a render or a request. */
  check?: (run: PathRun, expected: AnyMachineSnapshot) => Promise<void>;
  /** For the table: what is checked, or why nothing is. */
  note: string;
}

export interface Entry {
  name: string;
  input: unknown;
  /** People for this entry's paths: one each (orders use them up), or `shared` when a path changes nothing. */
  people: { shared: Person } | { each: Person[] };
  /** Outside this statechart: how the participant gets to the page where the actor starts. */
  arrive?: (run: PathRun) => Promise<void>;
  arriveLabel?: string;
  /**
   * Starts where another entry's shortest path to `to` left the participant, after `then` (a
   * reload, say: the page enters the machine anew from what is stored); that prefix is walked,
   * checked and counted too.
   */
  continues?: { entry: Entry; to: string; then?: { label: string; run: (run: PathRun) => Promise<void> } };
  /**
   * The response each invoked request gives on this entry (the arrangement makes the real server
   * respond so): one `xstate.done.actor.*` or `xstate.error.actor.*` event for an in-flight snapshot.
   */
  response: (snapshot: AnyMachineSnapshot) => ModelEvent;
  /** Bound for simple paths (steps after the start) and how many of them to keep. */
  simple?: { maxSteps: number; keep: number };
  /**
   * Keep only the fewest paths (longest first) that still send every fixture event from every
   * state it is sent in: fewer browser runs, the same steps checked (see coverFilter).
   */
  cover?: 'entry' | 'model';
  /** Event types this entry does not offer (say why where it is set). */
  without?: string[];
  /** What its arrival needs of the engine: in an engine without it, its paths are listed as not run, with the reason. */
  needs?: Capability[];
}

export interface BrowserModel {
  id: string;
  title: string;
  /** The machine with stub actors and the fixtures' guards: what paths are generated from. */
  machine: AnyStateMachine;
  entries: Entry[];
  gestures: (entry: Entry) => Gesture[];
  states: Record<string, StateCheck>;
  /** Events after which the page the actor lives on is gone: the path ends there with this check. */
  leaves: Record<string, { check: (run: PathRun) => Promise<void>; note: string }>;
  /** Transitions (machine-coverage keys) and states the UI cannot drive, with the reason. */
  notDrivable: Record<string, string>;
}

export interface Segment {
  entry: Entry;
  /** Step 0 is xstate.init. */
  steps: { event: EventObject; state: AnyMachineSnapshot }[];
}

export interface GeneratedPath {
  /** Unique and stable for a given model: `<model>#NN`, what `-t` selects to replay one path. */
  id: string;
  kind: 'shortest' | 'simple';
  person: Person;
  segments: Segment[];
}

const isDone = (s: AnyMachineSnapshot) => s.status === 'done';

/** Snapshots whose state node invokes a request: the next step is its response, not a gesture. */
function inFlight(s: AnyMachineSnapshot): boolean {
  return (s._nodes as AnyStateNode[]).some((n) => n.invoke.length > 0);
}

function eventsFor(model: BrowserModel, entry: Entry) {
  const gestures = model
    .gestures(entry)
    .map((g) => g.event)
    .filter((e) => !entry.without?.includes(e.type));
  return (s: AnyMachineSnapshot): EventObject[] => {
    if (isDone(s)) return [];
    if (inFlight(s)) return [entry.response(s)];
    return gestures.filter((e) => s.can(e));
  };
}

function toSegment(entry: Entry, steps: readonly { event: EventObject; state: unknown }[]): Segment {
  return { entry, steps: steps.map((s) => ({ event: s.event, state: s.state as AnyMachineSnapshot })) };
}

/** Ends a path at the first event that leaves the page, and adds the response to a request left in flight. */
function complete(model: BrowserModel, seg: Segment): Segment {
  const leave = seg.steps.findIndex((s) => s.event.type in model.leaves);
  const steps = leave >= 0 ? seg.steps.slice(0, leave + 1) : [...seg.steps];
  for (;;) {
    const last = steps.at(-1)!;
    if (leave >= 0 || !inFlight(last.state) || isDone(last.state)) break;
    const event = seg.entry.response(last.state);
    steps.push({ event, state: transition(model.machine, last.state, event as never)[0] as AnyMachineSnapshot });
  }
  return { entry: seg.entry, steps };
}

function shortestFrom(model: BrowserModel, entry: Entry): Segment[] {
  const testModel = new TestModel(model.machine, {
    events: eventsFor(model, entry),
    // With the arriving transition in the key, every transition is the target of a shortest path.
    serializeState: (s: AnyMachineSnapshot, e: EventObject | undefined, prev: AnyMachineSnapshot | undefined) =>
      serializeSnapshot(s) + (e ? ` <- ${prev ? serializeSnapshot(prev) : ''} ${JSON.stringify(e)}` : ''),
  } as never);
  return testModel.getShortestPaths({ input: entry.input } as never).map((p) => complete(model, toSegment(entry, p.steps)));
}

/** Simple paths (no snapshot twice) to a final state within the bound, most distinct events first. */
function simpleFrom(model: BrowserModel, entry: Entry): Segment[] {
  if (!entry.simple) return [];
  const { maxSteps, keep } = entry.simple;
  const testModel = new TestModel(model.machine, {
    events: eventsFor(model, entry),
    serializeState: (s: AnyMachineSnapshot) => serializeSnapshot(s),
  } as never);
  const variety = (seg: Segment) => new Set(seg.steps.map((s) => JSON.stringify(s.event))).size;
  return testModel
    .getSimplePaths({ input: entry.input, toState: isDone } as never)
    .map((p) => complete(model, toSegment(entry, p.steps)))
    .filter((seg) => seg.steps.length - 1 <= maxSteps)
    .sort((a, b) => variety(b) - variety(a) || b.steps.length - a.steps.length)
    .slice(0, keep);
}

/** The entry's shortest path that ends in state `to` (a machine state id), for continuing entries. */
function prefixTo(model: BrowserModel, entry: Entry, to: string): Segment[] {
  const own = shortestFrom(model, entry)
    .map((seg) => ({ ...seg, steps: seg.steps.slice(0, seg.steps.findIndex((s) => activeIds(s.state).includes(to)) + 1) }))
    .filter((seg) => seg.steps.length > 0)
    .sort((a, b) => a.steps.length - b.steps.length)[0];
  if (!own) throw new Error(`${model.id}: entry "${entry.name}" has no path to ${to}`);
  return [...(entry.continues ? prefixTo(model, entry.continues.entry, entry.continues.to) : []), own];
}

export function activeIds(s: AnyMachineSnapshot): string[] {
  return (s._nodes as AnyStateNode[]).filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id);
}

export function stepKey(e: EventObject): string {
  return JSON.stringify(e);
}

const sequenceOf = (segments: Segment[]) =>
  segments.map((seg) => `${seg.entry.name}: ${seg.steps.map((s) => stepKey(s.event)).join(' > ')}`).join(' | ');

/**
 * Shortest paths to every state and transition plus bounded simple paths, per entry; a path that
 * is the beginning of another is dropped (the longer one checks every state on the way).
 */
export function generatePaths(model: BrowserModel): GeneratedPath[] {
  for (const node of allNodes(model.machine.root)) {
    if (!(node.id in model.states)) throw new Error(`${model.id}: state ${node.id} has no check in the browser model`);
  }
  const candidates: { kind: GeneratedPath['kind']; entry: Entry; segments: Segment[] }[] = [];
  for (const entry of model.entries) {
    const prefix = entry.continues ? prefixTo(model, entry.continues.entry, entry.continues.to) : [];
    for (const seg of shortestFrom(model, entry)) candidates.push({ kind: 'shortest', entry, segments: [...prefix, seg] });
    for (const seg of simpleFrom(model, entry)) candidates.push({ kind: 'simple', entry, segments: [...prefix, seg] });
  }
  const keys = candidates.map((c) => sequenceOf(c.segments));
  const deduped = candidates.filter(
    (c, i) => !keys.some((other, j) => j !== i && (other.startsWith(keys[i]!) ? other.length > keys[i]!.length || j < i : false)),
  );
  const kept = deduped.filter(coverFilter(model, deduped));
  const used = new Map<Entry, number>();
  return kept.map((c, i) => {
    const root = c.segments[0]!.entry;
    const n = used.get(root) ?? 0;
    used.set(root, n + 1);
    const person = 'shared' in root.people ? root.people.shared : root.people.each[n];
    if (!person)
      throw new Error(
        `${model.id}: entry "${root.name}" needs more people than its ${('each' in root.people ? root.people.each : []).length}`,
      );
    return { id: `${model.id}#${String(i + 1).padStart(2, '0')}`, kind: c.kind, person, segments: c.segments };
  });
}

/**
 * For `cover` entries: drops a path whose steps longer kept paths already take, among the paths of
 * its entry (`'entry'`) or of every `'model'` entry (where entries differ only in the responses).
 */
function coverFilter(model: BrowserModel, candidates: { entry: Entry; segments: Segment[] }[]) {
  const dropped = new Set<{ segments: Segment[] }>();
  const groups = new Map<string, typeof candidates>();
  for (const c of candidates) {
    if (!c.entry.cover) continue;
    const group = c.entry.cover === 'model' ? '(model)' : c.entry.name;
    groups.set(group, [...(groups.get(group) ?? []), c]);
  }
  for (const group of groups.values()) {
    const walked = new Set<string>();
    for (const c of [...group].sort((a, b) => length(b.segments) - length(a.segments))) {
      const keys = stepsOf(c.segments, c.entry.cover === 'entry');
      if (keys.every((k) => walked.has(k))) dropped.add(c);
      keys.forEach((k) => walked.add(k));
    }
  }
  return (c: { segments: Segment[] }) => !dropped.has(c);
}

const length = (segments: Segment[]) => segments.reduce((n, s) => n + s.steps.length, 0);

/** What a path walks, finer than transitions: each fixture event from each state it is sent in. */
function stepsOf(segments: Segment[], withEntry: boolean): string[] {
  return segments.flatMap((seg) =>
    seg.steps
      .slice(1)
      .map((step, i) => `${withEntry ? seg.entry.name : ''}|${activeIds(seg.steps[i]!.state).join(',')}|${stepKey(step.event)}`),
  );
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [...Object.values(node.states as Record<string, AnyStateNode>).flatMap((n) => [n, ...allNodes(n)])];
}
