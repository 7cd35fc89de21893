import type { StateValue } from 'xstate';

/**
 * What running tabs and the Flows page say to each other over one BroadcastChannel (same origin,
 * same browser profile). Only what a statechart drawing needs crosses it: state values, status and
 * event types, never contexts or event payloads (tokens, addresses, passwords live there).
 */
export const LIVE_CHANNEL = 'storefront-flows-live';

/** The Flows page asks every tab to report its actors now (on opening, then as a heartbeat). */
export interface HelloMessage {
  kind: 'hello';
}

export interface SnapshotMessage {
  kind: 'snapshot';
  /** The sending tab, so one tab's actors are told from another's. */
  tab: string;
  /** The name the app gave the actor (`boot`, `siteMode`). */
  actor: string;
  /** The machine's root id, which finds its drawing in machines/registry.ts. */
  machineId: string;
  value: StateValue;
  status: 'active' | 'done' | 'error' | 'stopped';
  /** The type of the event that led here (`session.signedIn`), without its payload. */
  event: string;
  /** The tab's path (no query: reset tokens travel there), to tell tabs apart. */
  path: string;
}

/** A tab going away. */
export interface ByeMessage {
  kind: 'bye';
  tab: string;
}

export type LiveMessage = HelloMessage | SnapshotMessage | ByeMessage;
