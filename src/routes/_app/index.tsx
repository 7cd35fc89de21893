import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/content/home-page';
import { HomeOrModePage } from '../../features/site-mode/home-or-mode-page';

export const Route = createFileRoute('/_app/')({
  component: () => (
    <HomeOrModePage>
      <HomePage />
    </HomeOrModePage>
  ),
});
