import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/content/terms-page';

// Both /termsconditions and /termsandconditions show the terms page [routes 7].
export const Route = createFileRoute('/_app/termsconditions')({
  component: TermsPage,
});
