/**
 * A statechart as the Flows page draws it: the machine's state nodes as a tree and its
 * transitions as labelled edges, read from the machine definition (extract-chart.ts).
 * Plain data, so tests compare it whole and the layout never sees XState objects.
 */

/** `region`: a child of a parallel state (drawn dashed); `initial`: the entry dot of a compound state. */
export type ChartNodeKind = 'machine' | 'atomic' | 'compound' | 'parallel' | 'region' | 'final' | 'history' | 'initial';

export interface ChartNode {
  /** The state node's id (`appBoot.starting.program`); `<parent id>:initial` for entry dots. */
  id: string;
  kind: ChartNodeKind;
  /** What the box says: the state's key (the machine's id for the root). */
  name: string;
  /** Rows under the name: invoked actors, entry and exit actions, events handled without a target. */
  details: string[];
  children: ChartNode[];
}

/** What makes a transition fire, and so how its label reads. */
export type ChartEdgeKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'stateDone' | 'initial';

export interface ChartEdge {
  /** `<source id>#<n>`: n counts the source's edges in definition order, so ids are stable. */
  id: string;
  kind: ChartEdgeKind;
  source: string;
  target: string;
  /** `event [guard]`: the trigger (`signIn.submit`, `after 500 ms`, `onDone loadUser`, `always`) and its guard. */
  label: string;
}

export interface Chart {
  machineId: string;
  root: ChartNode;
  edges: ChartEdge[];
}
