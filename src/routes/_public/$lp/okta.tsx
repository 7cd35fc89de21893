import { createFileRoute } from '@tanstack/react-router';
import { FlowPage } from '../../../features/sso/flow-page';
import { signOnRouteGuard } from './-lib/sign-on-route';

// SPEC §2 (secured): opens the shop sign-in in a new tab, then after 5 s shows the score.
export const Route = createFileRoute('/_public/$lp/okta')({
  beforeLoad: signOnRouteGuard,
  component: () => <FlowPage page="okta" />,
});
