import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicFrame } from './-shell/public-frame';
import { NotFoundPage } from '../features/content/not-found-page';

// The signed-out app: sign-in, password reset, the account pages that lead to or from them, and
// the 404 page. Open to everyone; each page brings its own frame. See
// docs/decisions/0004-two-route-trees.md.
export const Route = createFileRoute('/_public')({
  component: Outlet,
  notFoundComponent: () => (
    <PublicFrame>
      <NotFoundPage />
    </PublicFrame>
  ),
});
