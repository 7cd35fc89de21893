import { isReady, isRefreshingUser } from '../../../machines/app-boot/app-boot.selectors';
import { NotFoundPage } from '../../features/content/not-found-page';
import { BootContext } from '../boot/boot-context';
import { PublicFrame } from './public-frame';
import { SignedInFrame } from './signed-in-frame';

/** The 404 page in the frame of the visitor's app: a path no route answers, or a host with no program. */
export function NotFoundScreen() {
  const signedIn = BootContext.useSelector((s) => isReady(s) || isRefreshingUser(s));
  return signedIn ? (
    <SignedInFrame>
      <NotFoundPage />
    </SignedInFrame>
  ) : (
    <PublicFrame>
      <NotFoundPage />
    </PublicFrame>
  );
}
