import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../../../features/content/content-page';

// /site/{pageName}: a content page by url name [home-and-layout 6].
export const Route = createFileRoute('/_app/site/$pageName')({
  component: ContentRoute,
});

function ContentRoute() {
  const { pageName } = Route.useParams();
  return <ContentPageView pageName={pageName} />;
}
