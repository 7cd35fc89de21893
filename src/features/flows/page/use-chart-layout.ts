import { use } from 'react';
import type { AnyStateMachine } from 'xstate';
import { extractChart } from '../model/extract-chart';
import { layoutChart, type ChartLayout } from '../model/layout-chart';

// Machines never change while the page is open: lay each out once, and let Suspense wait for it.
const layouts = new Map<string, Promise<ChartLayout>>();

export function useChartLayout(id: string, machine: AnyStateMachine): ChartLayout {
  let layout = layouts.get(id);
  if (!layout) {
    layout = layoutChart(extractChart(machine));
    layouts.set(id, layout);
  }
  return use(layout);
}
