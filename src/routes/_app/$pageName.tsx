import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../../features/content/content-page';

// /{pageName}: a content page by url name [home-and-layout 6]; any other single segment is a 404.
export const Route = createFileRoute('/_app/$pageName')({
  component: ContentRoute,
});

function ContentRoute() {
  const { pageName } = Route.useParams();
  return <ContentPageView pageName={pageName} />;
}
