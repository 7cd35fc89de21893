import { createFileRoute } from '@tanstack/react-router';
import { SummaryPage } from '../../../../features/checkout/summary-page';

export const Route = createFileRoute('/_app/shop/checkout/summary')({
  component: SummaryPage,
});
