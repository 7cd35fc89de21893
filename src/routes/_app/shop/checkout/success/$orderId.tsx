import { createFileRoute } from '@tanstack/react-router';
import { SuccessPage } from '../../../../../features/checkout/success-page';

export const Route = createFileRoute('/_app/shop/checkout/success/$orderId')({
  // `$orderId` is filled from the purchase's `orderId` when the machine arrives here.
  staticData: { checkoutPage: 'success' },
  component: Page,
});

function Page() {
  const { orderId } = Route.useParams();
  return <SuccessPage orderId={orderId} />;
}
