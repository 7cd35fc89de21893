import { useState } from 'react';
import type { InspectionEvent } from 'xstate';

// The one door between the demo and production code. Production actors ask here for an `inspect`
// option; the demo's live inspector (src/features/flows, docs/flows.md) is handed in by the entry,
// src/main.tsx, and nothing else in production imports demo code. Until it is handed in (unit
// tests, and every page a production server serves) there is no inspector at all.

export type Inspector = (event: InspectionEvent) => void;

/** Makes the inspector of one named actor, or undefined where the page is not the demo's. */
export type InspectorSource = (actor: string) => Inspector | undefined;

let source: InspectorSource = () => undefined;

/** Called once by the entry, before the first actor starts. */
export function provideDemoInspector(next: InspectorSource): void {
  source = next;
}

/**
 * The `inspect` option for an app actor that the demo's Flows page should show live:
 * `createActor(logic, { inspect: demoInspector('boot') })`. Undefined outside the demo.
 */
export function demoInspector(actor: string): Inspector | undefined {
  return source(actor);
}

/** The `inspect` option for an actor a component starts, made once per mount (undefined outside the demo). */
export function useDemoInspector(actor: string): Inspector | undefined {
  const [inspect] = useState(() => demoInspector(actor));
  return inspect;
}
