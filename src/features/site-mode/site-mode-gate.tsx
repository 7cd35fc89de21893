import { Navigate, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isReady, isRefreshingUser } from '../../../machines/app-boot/app-boot.selectors';
import { BootContext } from '../../app/boot/boot-context';
import { modeRedirect } from '../../app/router-guards';
import { LoadingScreen } from '../../ui/loading-screen';
import { SiteModeContext, useSiteMode } from './site-mode-context';

/**
 * Shows a path only when the site mode allows it [programs-and-modes 24-27]: a closed program
 * sends every path to /login, rebuilding and used accounts send theirs to /, where the mode's
 * page is. Until the mode reflects the current session it shows the loading view, so a page the
 * mode forbids never flashes up.
 */
export function SiteModeGate({ children }: { children: ReactNode }) {
  const mode = useSiteMode();
  const modeSignedIn = SiteModeContext.useSelector((s) => s.context.signedIn);
  const bootSignedIn = BootContext.useSelector((s) => isReady(s) || isRefreshingUser(s));
  const pathname = useLocation({ select: (location) => location.pathname });
  if (mode === 'unknown' || modeSignedIn !== bootSignedIn) return <LoadingScreen />;
  const target = modeRedirect(mode, pathname);
  if (target) return <Navigate to={target} replace />;
  return children;
}
