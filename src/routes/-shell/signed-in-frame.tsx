import type { ReactNode } from 'react';
import { AppLayout, type HeaderVariant } from '../../features/layout';
import type { SiteMode } from '../../../machines/site-mode/site-mode.selectors';
import { useSiteMode } from '../../features/site-mode/site-mode-context';

/**
 * While the catalogue rebuilds or the account is used, the header offers nothing that leads to a
 * page the mode sends back to / [programs-and-modes 24-27].
 */
export function headerVariantOf(mode: SiteMode): HeaderVariant {
  if (mode === 'rebuilding') return 'reduced';
  if (mode === 'usedClaim' || mode === 'usedOther') return 'signOutOnly';
  return 'full';
}

/** The signed-in app's page frame: the layout's header, main, footer and toasts around a page. */
export function SignedInFrame({ children }: { children: ReactNode }) {
  const mode = useSiteMode();
  return <AppLayout headerVariant={headerVariantOf(mode)}>{children}</AppLayout>;
}
