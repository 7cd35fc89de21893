import { and, not, or, stateIn, type AnyStateMachine } from 'xstate';

// Higher-order guards are recognised by their `check` function, not their name: a minified build
// renames functions, and the page must draw what the export draws.
const CHECK_NOT = (not('x') as unknown as GuardFn).check;
const CHECK_AND = (and(['x']) as unknown as GuardFn).check;
const CHECK_OR = (or(['x']) as unknown as GuardFn).check;
const CHECK_STATE_IN = (stateIn('x') as unknown as GuardFn).check;

interface GuardFn {
  (...args: unknown[]): unknown;
  check?: unknown;
  guards?: unknown[];
  stateValue?: unknown;
}

/** `isSignedIn`, `!isClosed`, `a && (b || c)`, `in #id`; a function written inline has no name worth showing. */
export function guardLabel(guard: unknown): string {
  return readGuard(guard).text;
}

/** `single`: no operator at its top, so it needs no brackets inside another expression. */
function readGuard(guard: unknown): { text: string; single: boolean } {
  if (typeof guard === 'string') return { text: guard, single: true };
  if (typeof guard === 'function') {
    const fn = guard as GuardFn;
    const parts = (fn.guards ?? []).map(readGuard);
    const operand = (part: { text: string; single: boolean }) => (part.single ? part.text : `(${part.text})`);
    if (fn.check === CHECK_NOT) return { text: `!${parts[0] ? operand(parts[0]) : ''}`, single: true };
    if (fn.check === CHECK_AND) return { text: parts.map(operand).join(' && '), single: parts.length < 2 };
    if (fn.check === CHECK_OR) return { text: parts.map(operand).join(' || '), single: parts.length < 2 };
    if (fn.check === CHECK_STATE_IN)
      return { text: `in ${typeof fn.stateValue === 'string' ? fn.stateValue : JSON.stringify(fn.stateValue)}`, single: false };
    return { text: 'inline guard', single: false };
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard)
    return { text: String((guard as { type: unknown }).type), single: true };
  return { text: 'guard', single: true };
}

/** `after 500 ms`; a named delay shows its name and, when it is a number, its value. */
export function delayLabel(delay: unknown, machine: AnyStateMachine): string {
  if (typeof delay === 'number') return `after ${formatMs(delay)}`;
  if (typeof delay === 'string') {
    const value: unknown = (machine.implementations.delays as Record<string, unknown>)[delay];
    return typeof value === 'number' ? `after ${delay} (${formatMs(value)})` : `after ${delay}`;
  }
  return 'after (computed delay)';
}

function formatMs(ms: number): string {
  return `${ms.toLocaleString('en-US')} ms`;
}

/** A named action (`goHome`); XState's own (assign, raise…) and inline functions are left out. */
export function actionName(action: unknown): string | null {
  const type = typeof action === 'string' ? action : typeof action === 'object' && action !== null && 'type' in action ? action.type : null;
  if (typeof type !== 'string' || type.startsWith('xstate.')) return null;
  return type;
}

/** An event type as the drawing names it: `onDone loadUser` for XState's own `xstate.done.actor.loadUser`. */
export function eventLabel(type: string): string {
  if (type.startsWith('xstate.done.actor.')) return `onDone ${type.slice('xstate.done.actor.'.length)}`;
  if (type.startsWith('xstate.error.actor.')) return `onError ${type.slice('xstate.error.actor.'.length)}`;
  if (type.startsWith('xstate.done.state.')) return 'onDone';
  if (type.startsWith('xstate.after.')) return 'after a delay';
  if (type === 'xstate.init') return 'start';
  if (type === '*') return 'any event';
  return type;
}
