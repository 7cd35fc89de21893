import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../features/content/not-found-page';

// Where boot sends a signed-in participant when the host serves no program [programs-and-modes 29].
export const Route = createFileRoute('/_app/site/not-found')({
  component: NotFoundPage,
});
