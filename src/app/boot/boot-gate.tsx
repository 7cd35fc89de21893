import type { ReactNode } from 'react';
import { useLocale } from '../../i18n';
import { hasFailed, isBooting, isNotFound, isRefreshingUser } from '../../../machines/app-boot/app-boot.selectors';
import { LoadingScreen } from '../../ui/loading-screen';
import { BootContext } from './boot-context';
import { BootFailedScreen } from './boot-failed-screen';

/**
 * What the app shows while it starts [home-and-layout 26; programs-and-modes 28]: the loading view until boot settles, the failure
 * with Retry when the API cannot be reached, `notFound` when the host serves no program; the
 * pages once it is ready or signed out. A user record reloading behind a page keeps the page.
 * The loading view also waits for the participant's language (a chunk of its own), so the first
 * page does not show in English for a moment.
 */
export function BootGate({ children, notFound }: { children: ReactNode; notFound: ReactNode }) {
  const failed = BootContext.useSelector(hasFailed);
  const noProgram = BootContext.useSelector(isNotFound);
  const booting = BootContext.useSelector((s) => isBooting(s) && !isRefreshingUser(s));
  const { ready: languageReady } = useLocale();
  if (failed) return <BootFailedScreen />;
  if (noProgram) return notFound;
  if (booting || !languageReady) return <LoadingScreen />;
  return children;
}
