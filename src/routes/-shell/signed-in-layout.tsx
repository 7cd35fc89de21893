import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isReady, isRefreshingUser } from '../../../machines/app-boot/app-boot.selectors';
import { CartProvider } from '../../features/cart/cart-provider';
import { signedInEnglish } from '../../i18n/messages/en/signed-in';
import { registerSignedInEnglish } from '../../i18n/messages/signed-in-english';
import { BootContext } from '../../app/boot/boot-context';
import { useSession } from '../../app/boot/session-context';
import { KeepLanguage } from './keep-language';
import { PublicFrame } from './public-frame';
import { SignedInFrame } from './signed-in-frame';

// The English of the account, cart and shop namespaces comes with this chunk rather than the entry
// bundle, so /login does not download it; registered before anything below renders (docs/performance.md).
registerSignedInEnglish(signedInEnglish);

/**
 * The signed-in app's layout route (`_app`). A visitor reaches it only where the guard lets one
 * through (a 404, a sign-on path), and gets the public frame there.
 */
export function SignedInLayout() {
  const session = useSession();
  const signedIn = BootContext.useSelector((s) => isReady(s) || isRefreshingUser(s));
  const canAdopt = BootContext.useSelector((s) => s.can({ type: 'session.signedIn' }));

  // The guard let a stored token through that boot has not loaded: one kept by another tab (Remember
  // Me), or by a sign-on page. Boot adopts it and loads the participant.
  useEffect(() => {
    if (canAdopt && session.tokenStore.get() !== null) session.signedIn();
  }, [canAdopt, session]);

  return signedIn ? (
    <KeepLanguage>
      <CartProvider>
        <SignedInFrame>
          <Outlet />
        </SignedInFrame>
      </CartProvider>
    </KeepLanguage>
  ) : (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
