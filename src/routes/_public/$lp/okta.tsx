import { createFileRoute } from '@tanstack/react-router';
import { FlowPage } from '../../../features/sso/flow-page';
import { signOnRouteGuard } from './-lib/sign-on-route';

// [sign-in-and-sso 19] (secured): opens the shop sign-in in a new tab, then after 5 s shows the score.
export const Route = createFileRoute('/_public/$lp/okta')({
  beforeLoad: signOnRouteGuard,
  component: () => <FlowPage page="okta" />,
});
