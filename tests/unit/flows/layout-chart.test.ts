import { beforeAll, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../../machines/registry';
import { drawChart } from '../../../src/features/flows/model/draw-chart';
import { extractChart } from '../../../src/features/flows/model/extract-chart';
import { layoutChart, type ChartLayout, type PlacedNode } from '../../../src/features/flows/model/layout-chart';
import { toSvgString } from '../../../src/features/flows/model/svg-element';
import { edgeCaseMachine, fixtureMachine } from './fixture-machine';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

function parentsOf(layout: ChartLayout): Map<string, PlacedNode> {
  const byId = new Map(layout.nodes.map((placed) => [placed.node.id, placed]));
  const parents = new Map<string, PlacedNode>();
  for (const placed of layout.nodes) for (const child of placed.node.children) parents.set(child.id, byId.get(placed.node.id)!);
  return parents;
}

const machines = [{ id: 'fixture', machine: fixtureMachine }, { id: 'edge cases', machine: edgeCaseMachine }, ...machineRegistry];

describe.each(machines)('layout of $id', ({ machine }) => {
  let layout: ChartLayout;
  beforeAll(async () => {
    layout = await layoutChart(extractChart(machine));
  });

  it('places every state inside its parent, clear of its siblings, and routes every transition', () => {
    const parents = parentsOf(layout);
    for (const placed of layout.nodes) {
      const parent = parents.get(placed.node.id);
      if (parent) expect(inside(placed, parent), `${placed.node.id} inside ${parent.node.id}`).toBe(true);
      for (const sibling of parent?.node.children ?? []) {
        if (sibling.id === placed.node.id) continue;
        const other = layout.nodes.find((candidate) => candidate.node.id === sibling.id)!;
        expect(overlaps(placed, other), `${placed.node.id} overlaps ${sibling.id}`).toBe(false);
      }
    }
    for (const edge of layout.edges) expect(edge.points.length, `${edge.edge.id} has a route`).toBeGreaterThanOrEqual(2);
  });

  it('keeps transition labels apart from each other and off the boxes of simple states', () => {
    const labels = layout.edges.flatMap((edge) => (edge.label ? [{ id: edge.edge.id, ...edge.label }] : []));
    expect(labels.length).toBe(layout.edges.filter((edge) => edge.edge.label !== '').length);
    for (const [index, label] of labels.entries()) {
      for (const other of labels.slice(index + 1))
        expect(overlaps(label, other), `label of ${label.id} overlaps label of ${other.id}`).toBe(false);
      for (const placed of layout.nodes.filter((candidate) => candidate.node.children.length === 0 && candidate.node.kind !== 'region'))
        expect(overlaps(label, placed), `label of ${label.id} overlaps ${placed.node.id}`).toBe(false);
    }
  });

  it('draws the same SVG text on every run', async () => {
    const first = toSvgString(drawChart(layout));
    const second = toSvgString(drawChart(await layoutChart(extractChart(machine))));
    expect(second).toBe(first);
    expect(first).not.toMatch(/\d\.\d{2,}/);
  });
});
