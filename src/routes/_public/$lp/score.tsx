import { createFileRoute } from '@tanstack/react-router';
import { ScorePage } from '../../../features/sso/score-page';
import { scoreSearchSchema, signOnRouteGuard } from './-lib/sign-on-route';

// [sign-in-and-sso 17]: /{lp}/score (exact), the learning platform's score card.
export const Route = createFileRoute('/_public/$lp/score')({
  validateSearch: scoreSearchSchema,
  beforeLoad: signOnRouteGuard,
  component: ScoreRoute,
});

function ScoreRoute() {
  const search = Route.useSearch();
  // Redeem links here with another query: a new address is a new visit of the flow.
  return <ScorePage key={`${search.emailID ?? ''}|${search.redirect ?? ''}`} emailID={search.emailID} redirect={search.redirect} />;
}
