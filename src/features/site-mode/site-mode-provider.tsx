import { useState, type ReactNode } from 'react';
import type { Snapshot } from 'xstate';
import { demoInspector } from '../../app/actor-inspection';
import { SiteModeContext } from './site-mode-context';
import { SiteModeSync } from './site-mode-sync';

/**
 * The site-mode actor and what feeds it; below BootProvider. `initial`: the mode already worked out
 * for a page rendered on the server (first-view-mode.ts).
 */
export function SiteModeProvider({ children, initial }: { children: ReactNode; initial?: Snapshot<unknown> | undefined }) {
  // The demo's Flows page shows this actor live (docs/flows.md); production has no inspector.
  const [inspect] = useState(() => demoInspector('siteMode'));
  return (
    <SiteModeContext.Provider options={initial ? { inspect, snapshot: initial } : { inspect }}>
      <SiteModeSync />
      {children}
    </SiteModeContext.Provider>
  );
}
