import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { Chart, ChartNode } from './chart-types';
import { labelLines, SIZE } from './chart-style';
import { textWidth } from './text-metrics';

/**
 * Layered layout, top to bottom, with compound states laid out together with their children
 * (INCLUDE_CHILDREN) so transitions may cross state borders. ELK reads these per hierarchy
 * level, so every container carries them. Cycles are broken by a depth-first walk in definition
 * order, so a machine reads from its initial state downwards; ELK 0.12's model-order strategies
 * fail on hierarchical graphs. Parallel regions end up side by side.
 */
const LEVEL_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.cycleBreaking.strategy': 'DFS_NODE_ORDER',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.spacing.nodeNode': '26',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
  'elk.edgeLabels.placement': 'CENTER',
};

// Inline labels sit on their edge, which runs through them: a label can never be read as another edge's.
const LABEL_OPTIONS: Record<string, string> = { 'elk.edgeLabels.inline': 'true' };

/** Coordinates come back absolute (ROOT), which is what an SVG wants. */
export const ROOT_OPTIONS: Record<string, string> = {
  ...LEVEL_OPTIONS,
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.padding': '[top=12,left=12,bottom=12,right=12]',
};

const isContainer = (node: ChartNode) =>
  node.children.length > 0 || node.kind === 'machine' || node.kind === 'parallel' || node.kind === 'region';

export function nameWidth(node: ChartNode): number {
  return textWidth(node.name, SIZE.nameFont, 'bold');
}

export function detailWidth(node: ChartNode): number {
  return Math.max(0, ...node.details.map((detail) => textWidth(detail, SIZE.detailFont)));
}

/** Height of a box's header: its name row and its detail rows. */
export function headerHeight(node: ChartNode): number {
  return SIZE.nameRow + node.details.length * SIZE.detailRow + (node.details.length > 0 ? SIZE.padBottom : 0);
}

export function labelSize(label: string): { width: number; height: number } {
  const lines = labelLines(label);
  const width = Math.max(0, ...lines.map((line) => textWidth(line, SIZE.labelFont)));
  return { width: Math.ceil(width + 2 * SIZE.labelPadX), height: lines.length * SIZE.labelLine + 2 * SIZE.labelPadY };
}

function toElkNode(node: ChartNode): ElkNode {
  if (node.kind === 'initial') return { id: node.id, width: SIZE.initialDot, height: SIZE.initialDot };
  if (node.kind === 'history') return { id: node.id, width: SIZE.historyCircle, height: SIZE.historyCircle };
  const width = Math.ceil(Math.max(SIZE.minStateWidth, nameWidth(node), detailWidth(node)) + 2 * SIZE.padX);
  // A final state's second border sits inside the first: give its text that much more room.
  const inset = node.kind === 'final' ? 2 * SIZE.finalInset : 0;
  if (!isContainer(node)) {
    const height = SIZE.nameRow + node.details.length * SIZE.detailRow + (node.details.length > 0 ? SIZE.padBottom : 0);
    return { id: node.id, width: width + inset, height: height + inset };
  }
  const pad = SIZE.innerPad;
  return {
    id: node.id,
    layoutOptions: {
      ...LEVEL_OPTIONS,
      'elk.padding': `[top=${headerHeight(node) + inset / 2},left=${pad},bottom=${pad},right=${pad}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${width + inset}, ${headerHeight(node) + pad})`,
    },
    children: node.children.map(toElkNode),
    edges: [],
  };
}

/** The ELK graph of a chart; each edge sits in the node that ELK expects to hold it. */
export function toElkGraph(chart: Chart): ElkNode {
  const graph: ElkNode = { id: '(root)', layoutOptions: ROOT_OPTIONS, children: [toElkNode(chart.root)], edges: [] };
  const elkNodes = new Map<string, ElkNode>();
  const parents = new Map<string, string>();
  const index = (node: ElkNode, parent: string) => {
    elkNodes.set(node.id, node);
    parents.set(node.id, parent);
    for (const child of node.children ?? []) index(child, node.id);
  };
  index(graph.children![0]!, graph.id);
  elkNodes.set(graph.id, graph);

  for (const edge of chart.edges) {
    const elkEdge: ElkExtendedEdge = { id: edge.id, sources: [edge.source], targets: [edge.target] };
    if (edge.label !== '')
      elkEdge.labels = [{ id: `${edge.id}:label`, text: edge.label, ...labelSize(edge.label), layoutOptions: LABEL_OPTIONS }];
    const holder = elkNodes.get(containerOf(edge.source, edge.target, parents))!;
    (holder.edges ??= []).push(elkEdge);
  }
  return graph;
}

function ancestors(id: string, parents: Map<string, string>): string[] {
  const chain: string[] = [];
  for (let at = parents.get(id); at !== undefined; at = parents.get(at)) chain.push(at);
  return chain;
}

/** A self-loop belongs to the state's parent; an edge into a descendant to the source; else the nearest common ancestor. */
function containerOf(source: string, target: string, parents: Map<string, string>): string {
  if (source === target) return parents.get(source)!;
  const targetAncestors = ancestors(target, parents);
  if (targetAncestors.includes(source)) return source;
  const sourceAncestors = ancestors(source, parents);
  if (sourceAncestors.includes(target)) return target;
  return sourceAncestors.find((id) => targetAncestors.includes(id))!;
}
