import { Suspense } from 'react';
import { isReady, isRefreshingUser } from '../../../machines/app-boot/app-boot.selectors';
import { NotFoundPage } from '../../features/content/not-found-page';
import { BootContext } from '../../app/boot/boot-context';
import { LoadingScreen } from '../../ui/loading-screen';
import { PublicFrame } from './public-frame';
import { lazyComponent } from '../../ui/lazy-component';

// Loaded when needed: the root route renders this screen, so a static import put the signed-in
// header, its menus and the toasts into the first download of every page, /login included
// (docs/performance.md). Signed-in routes load the same chunk for their own frame.
const SignedInFrame = lazyComponent(() => import('./signed-in-frame').then((m) => ({ default: m.SignedInFrame })));

/** The 404 page in the frame of the visitor's app: a path no route answers, or a host with no program. */
export function NotFoundScreen() {
  const signedIn = BootContext.useSelector((s) => isReady(s) || isRefreshingUser(s));
  return signedIn ? (
    <Suspense fallback={<LoadingScreen />}>
      <SignedInFrame>
        <NotFoundPage />
      </SignedInFrame>
    </Suspense>
  ) : (
    <PublicFrame>
      <NotFoundPage />
    </PublicFrame>
  );
}
