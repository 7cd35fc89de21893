import { useDocumentTitle, useFavicon } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { programQuery } from '../../api/queries/program';
import { SiteModeGate } from '../../features/site-mode/site-mode-gate';
import { useApi } from '../../app/api-context';
import { BootGate } from '../../app/boot/boot-gate';
import { SessionEndedGuard } from '../../app/boot/session-ended-guard';
import { NotFoundScreen } from './not-found-screen';

/**
 * The root route's component: the boot gate (loading view, failure with Retry, 404 for a host
 * without a program), then the site-mode gate, then the page. The program is read without
 * suspense: on a host that serves none there is none.
 */
export function RootLayout() {
  const { data: program } = useQuery(programQuery(useApi()));
  useDocumentTitle(program?.fullName ?? '');
  // The program's own icon in the browser tab (theme.favIcon); none until a program is known.
  useFavicon(program?.theme.favIcon ?? '');
  return (
    <>
      <SessionEndedGuard />
      <BootGate notFound={<NotFoundScreen />}>
        <SiteModeGate>
          <Outlet />
        </SiteModeGate>
      </BootGate>
    </>
  );
}
