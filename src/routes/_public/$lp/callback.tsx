import { createFileRoute } from '@tanstack/react-router';
import { FlowPage } from '../../../features/sso/flow-page';
import { signOnRouteGuard } from './-lib/sign-on-route';

// [sign-in-and-sso 18]: the identity provider's answer comes back here and the sign-in is completed.
export const Route = createFileRoute('/_public/$lp/callback')({
  beforeLoad: signOnRouteGuard,
  component: () => <FlowPage page="callback" />,
});
