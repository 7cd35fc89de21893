import type { StateValue } from 'xstate';
import type { LiveMessage, SnapshotMessage } from './live-protocol';

export interface LiveActor {
  key: string;
  tab: string;
  actor: string;
  machineId: string;
  value: StateValue;
  status: SnapshotMessage['status'];
  event: string;
  path: string;
  /** When this page last heard of the actor (its own clock, ms). */
  seenAt: number;
  /** When this page last saw its state value change. */
  changedAt: number;
}

/** Tabs unheard of for this long are gone (closed without a goodbye, or asleep). */
export const LIVE_TIMEOUT_MS = 12_000;
export const HELLO_EVERY_MS = 4_000;

const isStateValue = (value: unknown): value is StateValue =>
  typeof value === 'string' ||
  (typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((inner) => inner === undefined || isStateValue(inner)));

/** Accepts only well-formed messages: anything on the channel is untrusted input. */
export function readLiveMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.kind === 'hello') return { kind: 'hello' };
  if (message.kind === 'bye') return typeof message.tab === 'string' ? { kind: 'bye', tab: message.tab } : null;
  if (message.kind !== 'snapshot') return null;
  const { tab, actor, machineId, value, status, event, path } = message;
  if (
    typeof tab !== 'string' ||
    typeof actor !== 'string' ||
    typeof machineId !== 'string' ||
    typeof event !== 'string' ||
    typeof path !== 'string'
  )
    return null;
  if (!isStateValue(value) || (status !== 'active' && status !== 'done' && status !== 'error' && status !== 'stopped')) return null;
  return { kind: 'snapshot', tab, actor, machineId, value, status, event, path };
}

/** The live list after a message: a snapshot replaces its actor's entry, a goodbye drops its tab. */
export function applyLiveMessage(actors: readonly LiveActor[], message: LiveMessage, ownTab: string, now: number): readonly LiveActor[] {
  if (message.kind === 'hello') return actors;
  if (message.tab === ownTab) return actors;
  if (message.kind === 'bye') return actors.filter((entry) => entry.tab !== message.tab);
  const key = `${message.tab}/${message.actor}`;
  const { kind: _kind, ...fields } = message;
  const index = actors.findIndex((candidate) => candidate.key === key);
  const before = actors[index];
  const changed = !before || JSON.stringify(before.value) !== JSON.stringify(message.value) || before.status !== message.status;
  const entry: LiveActor = { ...fields, key, seenAt: now, changedAt: changed ? now : before.changedAt };
  return index < 0 ? [...actors, entry] : actors.map((candidate, at) => (at === index ? entry : candidate));
}

export function dropSilent(actors: readonly LiveActor[], now: number): readonly LiveActor[] {
  const kept = actors.filter((entry) => now - entry.seenAt <= LIVE_TIMEOUT_MS);
  return kept.length === actors.length ? actors : kept;
}

/** The actor to show on a machine's drawing: the one chosen, else the one that moved last. */
export function pickShown(candidates: readonly LiveActor[], chosenKey: string | null): LiveActor | null {
  const chosen = candidates.find((entry) => entry.key === chosenKey);
  if (chosen) return chosen;
  return candidates.reduce<LiveActor | null>((best, entry) => (best === null || entry.changedAt > best.changedAt ? entry : best), null);
}

/** Tabs numbered in the order they were first heard of: "tab 1", "tab 2". */
export function tabNumbers(actors: readonly LiveActor[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const entry of actors) if (!numbers.has(entry.tab)) numbers.set(entry.tab, numbers.size + 1);
  return numbers;
}
