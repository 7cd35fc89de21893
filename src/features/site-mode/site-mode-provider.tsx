import { useState, type ReactNode } from 'react';
import { demoInspector } from '../../app/demo-seam';
import { SiteModeContext } from './site-mode-context';
import { SiteModeSync } from './site-mode-sync';

/** The site-mode actor and what feeds it; below BootProvider. */
export function SiteModeProvider({ children }: { children: ReactNode }) {
  // The demo's Flows page shows this actor live (docs/flows.md); production has no inspector.
  const [inspect] = useState(() => demoInspector('siteMode'));
  return (
    <SiteModeContext.Provider options={{ inspect }}>
      <SiteModeSync />
      {children}
    </SiteModeContext.Provider>
  );
}
