import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { ErrorPage } from './-shell/error-page';
import { NotFoundScreen } from './-shell/not-found-screen';
import { RootLayout } from './-shell/root-layout';

// Boot (src/app/boot) loads the program, the session and the rest before any page shows; the
// two route trees below are the signed-out app (_public) and the signed-in app (_app).
export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundScreen,
});
