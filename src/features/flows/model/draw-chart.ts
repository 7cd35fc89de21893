import type { ChartNode } from './chart-types';
import { COLOUR, SIZE } from './chart-style';
import type { ChartLayout, PlacedEdge, PlacedNode, Point } from './layout-chart';
import { el, num, type SvgElement } from './svg-element';
import { FONT_FAMILY } from './text-metrics';

export interface DrawOptions {
  /** State node ids to highlight: a running actor's current states and their ancestors. */
  active?: ReadonlySet<string>;
}

/**
 * The statechart as SVG: boxes for states (regions of a parallel state dashed, final states with
 * a double border), a dot and arrow for each initial state, and labelled arrows for transitions.
 * Edges are painted after boxes and labels last, so nothing hides a label.
 */
export function drawChart(layout: ChartLayout, options: DrawOptions = {}): SvgElement {
  const active = options.active ?? new Set<string>();
  const machineId = layout.chart.machineId;
  const arrowId = `flows-arrow-${machineId}`;
  const { width, height } = layout;
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${num(width)} ${num(height)}`,
      width: num(width),
      height: num(height),
      'font-family': FONT_FAMILY,
      role: 'img',
      'aria-label': `Statechart of ${machineId}`,
    },
    el('title', {}, `Statechart of ${machineId}`),
    el(
      'defs',
      {},
      el(
        'marker',
        { id: arrowId, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' },
        el('path', { d: 'M 0 1 L 9 5 L 0 9 z', fill: COLOUR.edge }),
      ),
    ),
    el('rect', { x: 0, y: 0, width, height, fill: COLOUR.canvas }),
    // The machine itself is always "active": outlining it would say nothing.
    el('g', { class: 'states' }, ...layout.nodes.map((placed) => drawNode(placed, placed.depth > 0 && active.has(placed.node.id)))),
    el('g', { class: 'transitions' }, ...layout.edges.map((edge) => drawEdgePath(edge, arrowId))),
    el('g', { class: 'labels' }, ...layout.edges.flatMap((edge) => drawEdgeLabel(edge))),
  );
}

const isBox = (node: ChartNode) => node.kind !== 'initial' && node.kind !== 'history';
const isContainer = (node: ChartNode) => node.children.length > 0 || ['machine', 'parallel', 'region'].includes(node.kind);

function drawNode(placed: PlacedNode, isActive: boolean): SvgElement {
  const { node, x, y, width, height } = placed;
  const group = (...children: SvgElement[]) =>
    el('g', { 'data-state-id': node.id, 'data-kind': node.kind, 'data-active': isActive ? 'true' : undefined }, ...children);

  if (node.kind === 'initial') {
    const r = SIZE.initialDot / 2;
    return group(el('circle', { cx: x + r, cy: y + r, r, fill: COLOUR.ink }));
  }
  if (!isBox(node)) {
    const r = Math.min(width, height) / 2;
    return group(
      el('circle', { cx: x + width / 2, cy: y + height / 2, r, fill: COLOUR.stateFill, stroke: COLOUR.stateStroke }),
      text(x + width / 2, y + height / 2 + 4, node.name, { anchor: 'middle', bold: true }),
    );
  }

  const container = isContainer(node);
  const stroke = isActive ? (container ? COLOUR.activeAncestorStroke : COLOUR.activeStroke) : COLOUR.stateStroke;
  const fill = isActive && !container ? COLOUR.activeFill : fillOf(node);
  const strokeWidth = isActive ? 2.5 : node.kind === 'machine' ? 1.5 : 1.2;
  const shapes: SvgElement[] = [
    el('rect', {
      x,
      y,
      width,
      height,
      rx: SIZE.corner,
      fill,
      stroke,
      'stroke-width': strokeWidth,
      'stroke-dasharray': node.kind === 'region' ? '6 4' : undefined,
    }),
  ];
  let inset = 0;
  if (node.kind === 'final') {
    inset = SIZE.finalInset;
    shapes.push(
      el('rect', {
        x: x + inset,
        y: y + inset,
        width: width - 2 * inset,
        height: height - 2 * inset,
        rx: SIZE.corner - 2,
        fill: 'none',
        stroke,
        'stroke-width': strokeWidth,
      }),
    );
  }

  const left = x + SIZE.padX + inset;
  // Atomic states centre their name; containers put it top left, above their children.
  const nameX = container ? left : x + width / 2;
  const nameY = y + inset + SIZE.nameRow / 2 + SIZE.nameFont * 0.36;
  shapes.push(text(nameX, nameY, node.name, { anchor: container ? 'start' : 'middle', bold: true, colour: COLOUR.ink }));
  node.details.forEach((detail, index) => {
    const rowY = y + inset + SIZE.nameRow + index * SIZE.detailRow + SIZE.detailFont * 0.8;
    shapes.push(
      text(container ? left : x + width / 2, rowY, detail, {
        anchor: container ? 'start' : 'middle',
        size: SIZE.detailFont,
        colour: COLOUR.muted,
      }),
    );
  });
  return group(...shapes);
}

function fillOf(node: ChartNode): string {
  if (node.kind === 'machine') return COLOUR.machineFill;
  if (node.kind === 'region') return COLOUR.regionFill;
  return isContainer(node) ? COLOUR.compoundFill : COLOUR.stateFill;
}

function text(
  x: number,
  y: number,
  content: string,
  options: { anchor?: 'start' | 'middle'; bold?: boolean; size?: number; colour?: string } = {},
) {
  return el(
    'text',
    {
      x,
      y,
      'font-size': options.size ?? SIZE.nameFont,
      'font-weight': options.bold ? 'bold' : undefined,
      'text-anchor': options.anchor === 'middle' ? 'middle' : undefined,
      fill: options.colour ?? COLOUR.ink,
    },
    content,
  );
}

function drawEdgePath(placed: PlacedEdge, arrowId: string): SvgElement {
  const { edge, points } = placed;
  return el('path', {
    'data-edge-id': edge.id,
    'data-edge-kind': edge.kind,
    d: roundedPath(points, 6),
    fill: 'none',
    stroke: COLOUR.edge,
    'stroke-width': 1.3,
    'stroke-dasharray': edge.kind === 'always' ? '4 3' : undefined,
    'marker-end': `url(#${arrowId})`,
  });
}

function drawEdgeLabel(placed: PlacedEdge): SvgElement[] {
  const { label, edge } = placed;
  if (!label) return [];
  const lines = label.lines.map((line, index) =>
    text(label.x + SIZE.labelPadX, label.y + SIZE.labelPadY + index * SIZE.labelLine + SIZE.labelFont * 0.85, line, {
      size: SIZE.labelFont,
      colour: COLOUR.label,
    }),
  );
  return [
    el(
      'g',
      { 'data-label-of': edge.id },
      el('rect', { x: label.x, y: label.y, width: label.width, height: label.height, rx: 3, fill: COLOUR.labelFill, 'fill-opacity': 0.92 }),
      ...lines,
    ),
  ];
}

/** An orthogonal polyline with its bends rounded off. */
function roundedPath(points: Point[], radius: number): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points;
  let d = `M ${num(first!.x)} ${num(first!.y)}`;
  for (let i = 0; i < rest.length; i++) {
    const corner = rest[i]!;
    const next = rest[i + 1];
    if (!next) {
      d += ` L ${num(corner.x)} ${num(corner.y)}`;
      break;
    }
    const previous = i === 0 ? first! : rest[i - 1]!;
    const r = Math.min(radius, distance(previous, corner) / 2, distance(corner, next) / 2);
    const before = towards(corner, previous, r);
    const after = towards(corner, next, r);
    d += ` L ${num(before.x)} ${num(before.y)} Q ${num(corner.x)} ${num(corner.y)} ${num(after.x)} ${num(after.y)}`;
  }
  return d;
}

const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);

function towards(from: Point, to: Point, length: number): Point {
  const total = distance(from, to);
  if (total === 0) return from;
  return { x: from.x + ((to.x - from.x) * length) / total, y: from.y + ((to.y - from.y) * length) / total };
}
