import { createFileRoute, useLocation } from '@tanstack/react-router';
import { safeRedirectTarget } from '../../../app/router-redirect';
import { FlowPage } from '../../../features/sso/flow-page';
import '../../../features/sso/sso-history';
import { signedInRedirectGuard, signOnRouteGuard } from './-lib/sign-on-route';

// [sign-in-and-sso 20] (secured): the provider's token for the shop's access token, then after 2 s the shop.
// This one path serves both route trees: the signed-in app's /{lp}/redirect is / (the guard),
// since TanStack Router allows one route per path (docs/sso.md).
export const Route = createFileRoute('/_public/$lp/redirect')({
  beforeLoad: async ({ params, context, location }) => {
    await signOnRouteGuard({ params, context });
    signedInRedirectGuard({ context, handedOver: Boolean(location.state.ssoHandoff) });
  },
  component: RedirectRoute,
});

function RedirectRoute() {
  const next = useLocation({ select: (location) => location.state.ssoHandoff?.next });
  return <FlowPage page="redirect" next={safeRedirectTarget(next) ?? '/'} />;
}
