import { describe, expect, it } from 'vitest';
import type { ChartNode } from '../../../src/features/flows/model/chart-types';
import { extractChart } from '../../../src/features/flows/model/extract-chart';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import { edgeCaseMachine, fixtureMachine } from './fixture-machine';

/** The tree as `id kind [details]` lines, indented by depth: easy to read in a failure. */
function outline(node: ChartNode, depth = 0): string[] {
  const details = node.details.length > 0 ? ` [${node.details.join('; ')}]` : '';
  return [`${'  '.repeat(depth)}${node.id} ${node.kind}${details}`, ...node.children.flatMap((child) => outline(child, depth + 1))];
}

describe('extractChart', () => {
  const chart = extractChart(fixtureMachine);

  it('reads every state node with its kind, in definition order, with an entry dot per compound state', () => {
    expect(chart.machineId).toBe('fixture');
    expect(outline(chart.root)).toEqual([
      'fixture machine',
      '  fixture:initial initial',
      '  fixture.idle atomic [job.ping / notify]',
      '  fixture.asleep atomic',
      '  fixture.working parallel',
      '    fixture.working.fetch region',
      '      fixture.working.fetch:initial initial',
      '      fixture.working.fetch.loading atomic [invoke fetchReport]',
      '      fixture.working.fetch.loaded final',
      '    fixture.working.timer region',
      '      fixture.working.timer:initial initial',
      '      fixture.working.timer.ticking atomic',
      '      fixture.working.timer.rang final',
      '  fixture.checking atomic',
      '  fixture.failed atomic',
      '  fixture.done final [entry / notify]',
    ]);
  });

  it('labels each transition `event [guard]`, delays with their time, eventless ones `always`', () => {
    expect(chart.edges.map((edge) => [edge.id, edge.kind, `${edge.source} -> ${edge.target}`, edge.label])).toEqual([
      ['fixture:initial#0', 'initial', 'fixture:initial -> fixture.idle', ''],
      ['fixture.idle#0', 'event', 'fixture.idle -> fixture.working', 'job.start [isReady]'],
      ['fixture.idle#1', 'after', 'fixture.idle -> fixture.asleep', 'after 500 ms'],
      ['fixture.asleep#0', 'event', 'fixture.asleep -> fixture.idle', 'job.wake'],
      ['fixture.working#0', 'stateDone', 'fixture.working -> fixture.checking', 'onDone'],
      ['fixture.working.fetch:initial#0', 'initial', 'fixture.working.fetch:initial -> fixture.working.fetch.loading', ''],
      ['fixture.working.fetch.loading#0', 'done', 'fixture.working.fetch.loading -> fixture.working.fetch.loaded', 'onDone fetchReport'],
      ['fixture.working.fetch.loading#1', 'error', 'fixture.working.fetch.loading -> fixture.failed', 'onError fetchReport'],
      ['fixture.working.timer:initial#0', 'initial', 'fixture.working.timer:initial -> fixture.working.timer.ticking', ''],
      [
        'fixture.working.timer.ticking#0',
        'after',
        'fixture.working.timer.ticking -> fixture.working.timer.rang',
        'after reminderDelay (350 ms) [!isLate]',
      ],
      ['fixture.checking#0', 'always', 'fixture.checking -> fixture.failed', 'always [isLate]'],
      ['fixture.checking#1', 'always', 'fixture.checking -> fixture.done', 'always'],
      ['fixture.failed#0', 'event', 'fixture.failed -> fixture.working', 'job.retry'],
    ]);
  });

  it('gives every node and edge a distinct id', () => {
    const ids = outline(chart.root).map((line) => line.trim().split(' ')[0]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(chart.edges.map((edge) => edge.id)).size).toBe(chart.edges.length);
  });
});

describe('extractChart on the edge cases', () => {
  const chart = extractChart(edgeCaseMachine);
  const labelOf = (source: string, target: string) =>
    chart.edges.filter((edge) => edge.source === source && edge.target === target).map((edge) => edge.label);

  it('draws a parallel root’s children as regions and a deep history state as H*', () => {
    expect(chart.root.children.map((child) => `${child.id} ${child.kind}`)).toEqual(['edgeCases.left region', 'edgeCases.right region']);
    const two = chart.root.children[0]!.children.find((child) => child.id === 'edgeCases.left.two')!;
    expect(two.children.map((child) => `${child.name} ${child.kind}`)).toEqual([' initial', 'x atomic', 'y atomic', 'H* history']);
  });

  it('keeps transitions of the machine itself, self, re-entering, upward, wildcard and cross-region ones', () => {
    expect(labelOf('edgeCases', 'edgeCases.left.one')).toEqual(['any.reset']);
    expect(labelOf('edgeCases.left', 'edgeCases.left')).toEqual(['left.again']);
    expect(labelOf('edgeCases.left.one', 'edgeCases.left.one')).toEqual(['loop']);
    expect(labelOf('edgeCases.left.one', 'edgeCases.left')).toEqual(['up']);
    expect(labelOf('edgeCases.left.one', 'edgeCases.left.three')).toEqual(['after quick (350 ms) [a]']);
    expect(labelOf('edgeCases.left.two', 'edgeCases.left.three')).toEqual(['any event']);
    expect(labelOf('edgeCases.right.first', 'edgeCases.left.two.y')).toEqual(['cross']);
  });

  it('shows the page a state names (the checkout: the machine owns the step, the address follows)', () => {
    const checkout = extractChart(checkoutMachine);
    const detailsOf = (key: string) => checkout.root.children.find((child) => child.id === `checkout.${key}`)!.details;
    expect(detailsOf('editing')[0]).toBe('page checkout');
    expect(detailsOf('placing')).toEqual(['page summary', 'invoke placeOrder']);
    expect(detailsOf('placed')[0]).toBe('page success');
    expect(detailsOf('left')).toEqual([]);
  });

  it('names an invoke without an id after its source, and spells out a stateIn guard', () => {
    const first = chart.root.children[1]!.children.find((child) => child.id === 'edgeCases.right.first')!;
    expect(first.details).toEqual(['invoke load']);
    expect(labelOf('edgeCases.right.first', 'edgeCases.right.second')).toEqual(['onDone load [in #edgeCases.left.two]']);
  });
});
