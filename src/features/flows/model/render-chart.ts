import type { AnyStateMachine } from 'xstate';
import { drawChart } from './draw-chart';
import { extractChart } from './extract-chart';
import { layoutChart } from './layout-chart';
import { toSvgString } from './svg-element';

/** A machine's statechart as SVG text: what `npm run flows:export` writes and the drift test compares. */
export async function renderMachineSvg(machine: AnyStateMachine): Promise<string> {
  return toSvgString(drawChart(await layoutChart(extractChart(machine))));
}
