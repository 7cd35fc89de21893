import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { Chart, ChartEdge, ChartEdgeKind, ChartNode, ChartNodeKind } from './chart-types';
import { actionName, delayLabel, guardLabel } from './labels';

/**
 * Reads a machine's definition into a Chart: every state node in definition order, an entry dot
 * per compound state, and one edge per transition target. Nothing is drawn by hand, so the
 * drawing cannot drift from the code.
 */
export function extractChart(machine: AnyStateMachine): Chart {
  const edges: ChartEdge[] = [];
  const root = readNode(machine.root, 'machine', machine, edges);
  return { machineId: machine.id, root, edges };
}

function readNode(node: AnyStateNode, kind: ChartNodeKind, machine: AnyStateMachine, edges: ChartEdge[]): ChartNode {
  const children: ChartNode[] = [];
  const childKind = (child: AnyStateNode): ChartNodeKind => (node.type === 'parallel' ? 'region' : child.type);
  const initialTargets = node.type === 'compound' ? (node.initial?.target ?? []) : [];
  let counter = 0;
  const edgeId = () => `${node.id}#${counter++}`;

  const details: string[] = [];
  // The page a state shows, where its machine names one (`meta.page`: the checkout's steps).
  const page = (node.meta as { page?: unknown } | undefined)?.page;
  if (typeof page === 'string') details.push(`page ${page}`);
  for (const invoke of node.invoke) {
    const src = typeof invoke.src === 'string' ? invoke.src : invoke.id;
    details.push(src === invoke.id || isGeneratedId(invoke.id) ? `invoke ${src}` : `invoke ${src} as ${invoke.id}`);
  }
  details.push(...namedActions(node.entry).map((name) => `entry / ${name}`));
  details.push(...namedActions(node.exit).map((name) => `exit / ${name}`));

  const transitions: AnyTransitionDefinition[] = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  for (const transition of transitions) {
    const label = transitionLabel(transition, node, machine);
    const targets = transition.target ?? [];
    if (targets.length === 0) {
      const actions = namedActions(transition.actions);
      details.push(actions.length > 0 ? `${label} / ${actions.join(', ')}` : label);
      continue;
    }
    for (const target of targets)
      edges.push({ id: edgeId(), kind: triggerKind(transition, node), source: node.id, target: target.id, label });
  }

  if (initialTargets.length > 0) {
    const dot = `${node.id}:initial`;
    children.push({ id: dot, kind: 'initial', name: '', details: [], children: [] });
    initialTargets.forEach((target, index) =>
      edges.push({ id: `${dot}#${index}`, kind: 'initial', source: dot, target: target.id, label: '' }),
    );
  }
  for (const child of Object.values(node.states) as AnyStateNode[]) children.push(readNode(child, childKind(child), machine, edges));

  return { id: node.id, kind, name: nameOf(node, kind, machine), details, children };
}

function namedActions(actions: readonly unknown[]): string[] {
  return actions.map(actionName).filter((name): name is string => name !== null);
}

function triggerKind(transition: AnyTransitionDefinition, node: AnyStateNode): ChartEdgeKind {
  const type = transition.eventType;
  if (node.always?.includes(transition)) return 'always';
  if (type.startsWith('xstate.after.')) return 'after';
  if (type.startsWith('xstate.done.actor.')) return 'done';
  if (type.startsWith('xstate.error.actor.')) return 'error';
  if (type.startsWith('xstate.done.state.')) return 'stateDone';
  return 'event';
}

function transitionLabel(transition: AnyTransitionDefinition, node: AnyStateNode, machine: AnyStateMachine): string {
  const type = transition.eventType;
  let trigger: string;
  switch (triggerKind(transition, node)) {
    case 'always':
      trigger = 'always';
      break;
    case 'after':
      trigger = delayLabel((transition as { delay?: unknown }).delay, machine);
      break;
    case 'done':
      trigger = `onDone ${invokeName(type.slice('xstate.done.actor.'.length), node)}`;
      break;
    case 'error':
      trigger = `onError ${invokeName(type.slice('xstate.error.actor.'.length), node)}`;
      break;
    case 'stateDone':
      trigger = 'onDone';
      break;
    default:
      trigger = type === '*' ? 'any event' : type;
  }
  return transition.guard === undefined ? trigger : `${trigger} [${guardLabel(transition.guard)}]`;
}

/** XState names an invoke without an id `<index>.<state id>`; its source's name reads better. */
const isGeneratedId = (id: string) => /^\d+\./.test(id);

function invokeName(id: string, node: AnyStateNode): string {
  if (!isGeneratedId(id)) return id;
  const invoke = node.invoke.find((candidate) => candidate.id === id);
  return invoke && typeof invoke.src === 'string' ? invoke.src : id;
}

/** History states read as the usual H (shallow) and H* (deep). */
function nameOf(node: AnyStateNode, kind: ChartNodeKind, machine: AnyStateMachine): string {
  if (kind === 'machine') return machine.id;
  if (kind === 'history') return node.history === 'deep' ? 'H*' : 'H';
  return node.key;
}
