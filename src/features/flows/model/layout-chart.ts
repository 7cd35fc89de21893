import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { Chart, ChartEdge, ChartNode } from './chart-types';
import { labelLines } from './chart-style';
import { toElkGraph } from './elk-graph';

export interface Point {
  x: number;
  y: number;
}

export interface PlacedNode {
  node: ChartNode;
  /** 0 for the machine, 1 for its states, and so on. */
  depth: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedEdge {
  edge: ChartEdge;
  /** Start, bends, end. */
  points: Point[];
  label: { x: number; y: number; width: number; height: number; lines: string[] } | null;
}

export interface ChartLayout {
  chart: Chart;
  width: number;
  height: number;
  /** Parents before children, siblings in definition order: the order to paint in. */
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

// The bundled build runs ELK in this thread (no worker), the same way in Node and the browser.
const elk = new ELK();

/**
 * Lays a chart out with ELK. Coordinates are rounded to tenths so that the SVG text is the same on
 * every run and machine.
 */
export async function layoutChart(chart: Chart): Promise<ChartLayout> {
  const laidOut = await elk.layout(toElkGraph(chart));
  const placed = new Map<string, ElkNode>();
  const edges = new Map<string, ElkExtendedEdge>();
  const collect = (node: ElkNode) => {
    placed.set(node.id, node);
    for (const edge of node.edges ?? []) edges.set(edge.id, edge);
    for (const child of node.children ?? []) collect(child);
  };
  collect(laidOut);

  const nodes: PlacedNode[] = [];
  const place = (node: ChartNode, depth: number) => {
    const at = placed.get(node.id)!;
    nodes.push({ node, depth, x: round(at.x), y: round(at.y), width: round(at.width), height: round(at.height) });
    for (const child of node.children) place(child, depth + 1);
  };
  place(chart.root, 0);

  return {
    chart,
    width: round(laidOut.width),
    height: round(laidOut.height),
    nodes,
    edges: chart.edges.map((edge) => placeEdge(edge, edges.get(edge.id)!)),
  };
}

function placeEdge(edge: ChartEdge, laidOut: ElkExtendedEdge): PlacedEdge {
  const section = laidOut.sections?.[0];
  const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(roundPoint) : [];
  const label = laidOut.labels?.[0];
  return {
    edge,
    points,
    label: label
      ? { x: round(label.x), y: round(label.y), width: round(label.width), height: round(label.height), lines: labelLines(edge.label) }
      : null,
  };
}

const round = (value: number | undefined) => Math.round((value ?? 0) * 10) / 10;
const roundPoint = (point: Point): Point => ({ x: round(point.x), y: round(point.y) });
