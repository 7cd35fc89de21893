import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isNotFound, isReady, isRefreshingUser, isSignedOut, selectUser } from '../../../machines/app-boot/app-boot.selectors';
import { programQuery } from '../../api/queries/program';
import { selfQuery } from '../../api/queries/self';
import { useApi } from '../../app/api-context';
import { BootContext } from '../../app/boot/boot-context';
import { SiteModeContext } from './site-mode-context';

/**
 * Sends `site.update` whenever the program, the session or the participant changes. Boot's
 * responses come first; the query cache then keeps them current (a refetched program that closed
 * or started rebuilding, a user record that became Used).
 */
export function SiteModeSync() {
  const api = useApi();
  const site = SiteModeContext.useActorRef();
  const settled = BootContext.useSelector((s) => isReady(s) || isRefreshingUser(s) || isSignedOut(s) || isNotFound(s));
  const noProgram = BootContext.useSelector(isNotFound);
  const signedIn = BootContext.useSelector((s) => isReady(s) || isRefreshingUser(s));
  const bootUser = BootContext.useSelector(selectUser);
  const { data: program } = useQuery({ ...programQuery(api), enabled: settled && !noProgram });
  const { data: user } = useQuery({ ...selfQuery(api), enabled: signedIn });

  const status = program?.status;
  const type = program?.type;
  const feedStatus = program?.feedStatus.status;
  const userStatus = signedIn ? ((user ?? bootUser)?.status ?? null) : null;

  useEffect(() => {
    // The program is in the cache once boot settles; wait for it rather than report none.
    if (!settled || (!noProgram && status === undefined)) return;
    site.send({
      type: 'site.update',
      program:
        noProgram || status === undefined || type === undefined || feedStatus === undefined
          ? null
          : { status, type, feedStatus: { status: feedStatus } },
      signedIn,
      userStatus,
    });
  }, [site, settled, noProgram, status, type, feedStatus, signedIn, userStatus]);

  return null;
}
