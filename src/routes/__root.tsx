import { createRootRouteWithContext, notFound } from '@tanstack/react-router';
import { isApiError } from '../api/errors';
import { programQuery } from '../api/queries/program';
import type { RouterContext } from '../app/router-context';
import { ErrorPage } from '../app/shell/error-page';
import { LoadingScreen } from '../app/shell/loading-screen';
import { NotFoundPage } from '../app/shell/not-found-page';
import { RootLayout } from '../app/shell/root-layout';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every screen needs the program; a host that serves none answers 404 and gets the not-found page.
  loader: async ({ context: { queryClient, api } }) => {
    try {
      await queryClient.ensureQueryData(programQuery(api));
    } catch (error) {
      if (isApiError(error, 404)) throw notFound();
      throw error;
    }
  },
  component: RootLayout,
  pendingComponent: LoadingScreen,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
});
