import { createFileRoute } from '@tanstack/react-router';
import { signedInGuard } from '../app/router-guards';
import { SignedInLayout } from './-shell/signed-in-layout';
import { NotFoundPage } from '../features/content/not-found-page';
import { follow, hasToken, isKnownSignedInPath, isProgramClosed } from './-lib/guards';

// The signed-in app: every route below needs a stored token [routes 1]. See
// docs/decisions/0004-two-route-trees.md.
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location, matches }) => {
    const signedIn = hasToken(context);
    const isKnownPath = signedIn || (await isKnownSignedInPath(context, matches));
    const programClosed = signedIn && (await isProgramClosed(context));
    follow(signedInGuard({ pathname: location.pathname, href: location.href, hasToken: signedIn, isKnownPath, programClosed }));
  },
  component: SignedInLayout,
  notFoundComponent: NotFoundPage,
});
