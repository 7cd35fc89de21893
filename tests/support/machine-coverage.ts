import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

/** A stable name for one candidate transition: source state, event, and its place among guarded twins. */
function keyOf(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const list = t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  const index = list.indexOf(t);
  return `${source.id} --${t.eventType || '(always)'}[${index}]--> ${(t.target ?? []).map((n: AnyStateNode) => n.id).join(',') || '(self)'}`;
}

function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(nodesOf)];
}

/** A state and the initial states entering it enters with it (every region of a parallel one). */
function enteredWith(node: AnyStateNode): AnyStateNode[] {
  if (node.type === 'parallel') return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(enteredWith)];
  const initial = (node.initial?.target ?? []) as AnyStateNode[];
  return [node, ...initial.flatMap(enteredWith)];
}

/**
 * Every transition a machine defines (on, after, always, invoke onDone/onError) and every state
 * node, and what a set of actors actually walked, from XState's inspection microsteps.
 */
export function createCoverage(machine: AnyStateMachine) {
  const nodes = nodesOf(machine.root);
  const allStates = new Set(nodes.filter((n) => n !== machine.root).map((n) => n.id));
  const allTransitions = new Set<string>();
  for (const node of nodes) {
    for (const list of node.transitions.values()) for (const t of list) allTransitions.add(keyOf(t));
    for (const t of node.always ?? []) allTransitions.add(keyOf(t));
  }
  const walked = new Set<string>();
  const reached = new Set<string>();

  function inspect(event: InspectionEvent) {
    if (event.type === '@xstate.actor' && (event.actorRef as { logic?: unknown }).logic === machine) {
      // The initial state is entered without a microstep; a transient one never shows in a snapshot.
      for (const target of (machine.root.initial?.target ?? []) as AnyStateNode[]) for (const n of enteredWith(target)) reached.add(n.id);
    }
    if (event.type === '@xstate.microstep') {
      for (const t of event._transitions) {
        walked.add(keyOf(t));
        // Transient states (only `always` out) never show in a snapshot; entering one counts, as
        // does entering a state whose initial state is transient.
        for (const target of (t.target ?? []) as AnyStateNode[]) for (const n of enteredWith(target)) reached.add(n.id);
      }
    }
    const snapshot = event.type === '@xstate.snapshot' ? (event.snapshot as { _nodes?: AnyStateNode[]; machine?: AnyStateMachine }) : null;
    if (snapshot?.machine === machine) {
      for (const n of snapshot._nodes ?? []) if (n !== machine.root) reached.add(n.id);
    }
  }

  return {
    inspect,
    allStates,
    allTransitions,
    walked,
    reached,
    missingTransitions: () => [...allTransitions].filter((k) => !walked.has(k)),
    missingStates: () => [...allStates].filter((k) => !reached.has(k)),
  };
}
