import type { ReactNode } from 'react';
import { useSiteMode } from './site-mode-context';
import { RebuildingPage } from './rebuilding-page';
import { UsedAccountPage } from './used-account-page';

/** What / shows: the mode's page while the site is rebuilding or the account is used, else the home page. */
export function HomeOrModePage({ children }: { children: ReactNode }) {
  const mode = useSiteMode();
  if (mode === 'rebuilding') return <RebuildingPage />;
  if (mode === 'usedClaim' || mode === 'usedOther') return <UsedAccountPage claim={mode === 'usedClaim'} />;
  return children;
}
