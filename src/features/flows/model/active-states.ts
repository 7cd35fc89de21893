import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

/**
 * The ids of the state nodes a state value names (each active state and its ancestors), read
 * against the machine's own tree so custom state ids resolve too. Unknown keys are skipped: a
 * tab running an older build may report states this drawing does not have.
 */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): Set<string> {
  const ids = new Set<string>([machine.root.id]);
  const visit = (node: AnyStateNode, at: StateValue) => {
    if (typeof at === 'string') {
      const child = node.states[at] as AnyStateNode | undefined;
      if (child) ids.add(child.id);
      return;
    }
    for (const [key, inner] of Object.entries(at)) {
      const child = node.states[key] as AnyStateNode | undefined;
      if (!child) continue;
      ids.add(child.id);
      if (inner !== undefined) visit(child, inner);
    }
  };
  visit(machine.root, value);
  return ids;
}

/** `ready`, or `starting.program.loading + starting.languages.loaded` for parallel states. */
export function describeStateValue(value: StateValue): string {
  const leaves: string[] = [];
  const walk = (at: StateValue, prefix: string) => {
    if (typeof at === 'string') {
      leaves.push(prefix + at);
      return;
    }
    const entries = Object.entries(at);
    if (entries.length === 0) leaves.push(prefix.slice(0, -1));
    for (const [key, inner] of entries) {
      if (inner === undefined || (typeof inner === 'object' && Object.keys(inner).length === 0)) leaves.push(prefix + key);
      else walk(inner, `${prefix}${key}.`);
    }
  };
  walk(value, '');
  return leaves.join(' + ');
}
