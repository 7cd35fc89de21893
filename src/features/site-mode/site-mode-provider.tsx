import type { ReactNode } from 'react';
import { SiteModeContext } from './site-mode-context';
import { SiteModeSync } from './site-mode-sync';

/** The site-mode actor and what feeds it; below BootProvider. */
export function SiteModeProvider({ children }: { children: ReactNode }) {
  return (
    <SiteModeContext.Provider>
      <SiteModeSync />
      {children}
    </SiteModeContext.Provider>
  );
}
