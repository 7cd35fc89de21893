import { createFileRoute } from '@tanstack/react-router';
import { PublicFrame } from '../../-shell/public-frame';
import { NotFoundPage } from '../../../features/content/not-found-page';

// Where boot sends a visitor when the host serves no program [programs-and-modes 29].
export const Route = createFileRoute('/_public/login/not-found')({
  component: () => (
    <PublicFrame>
      <NotFoundPage />
    </PublicFrame>
  ),
});
