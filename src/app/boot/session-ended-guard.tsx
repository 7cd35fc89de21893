import { useLocation, useMatch, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { isReady, isRefreshingUser } from '../../../machines/app-boot/app-boot.selectors';
import { sessionEndedTarget } from '../router-guards';
import { BootContext } from './boot-context';

/**
 * The signed-in app's own guard [routes 3]: when the session ends while one of its pages shows
 * (signed out in another tab, say), the participant goes to /account/login, keeping the page.
 * Sign-outs that navigate themselves (the 401 rule's /login, logout's /, boot's /login) have
 * already moved the address on by the time this runs, and are left alone.
 */
export function SessionEndedGuard() {
  const router = useRouter();
  const signedIn = BootContext.useSelector((s) => isReady(s) || isRefreshingUser(s));
  const inSignedInApp = useMatch({ from: '/_app', shouldThrow: false }) !== undefined;
  const pathname = useLocation({ select: (location) => location.pathname });
  const href = useLocation({ select: (location) => location.href });
  const wasSignedIn = useRef(signedIn);

  useEffect(() => {
    const ended = wasSignedIn.current && !signedIn;
    wasSignedIn.current = signedIn;
    if (!ended || !inSignedInApp || window.location.pathname !== pathname) return;
    void router.navigate({ href: sessionEndedTarget(href), replace: true });
  }, [signedIn, inSignedInApp, pathname, href, router]);

  return null;
}
