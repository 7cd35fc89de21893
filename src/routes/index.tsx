import { createFileRoute } from '@tanstack/react-router';
import { ProgramOverviewPage } from '../app/shell/program-overview-page';

export const Route = createFileRoute('/')({
  component: ProgramOverviewPage,
});
