import { createFileRoute, redirect } from '@tanstack/react-router';
import { selfQuery } from '../../../../api/queries/self';
import { SummaryPage } from '../../../../features/checkout/summary-page';
import { readSummary } from '../../../../features/checkout/summary-store';

export const Route = createFileRoute('/_app/shop/checkout/summary')({
  staticData: { checkoutPage: 'summary' },
  // The summary page exists only while a summary is stored [checkout 14]; else back to checkout,
  // and Back does not return here.
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(selfQuery(context.api));
    if (!readSummary(user.sid)) throw redirect({ to: '/shop/checkout', replace: true });
  },
  component: SummaryPage,
});
