import { createFileRoute } from '@tanstack/react-router';
import { CartGate } from '../../../../../features/cart/cart-gate';
import { SuccessPage } from '../../../../../features/checkout/success-page';

export const Route = createFileRoute('/_app/shop/checkout/success/$orderId')({
  component: Page,
});

function Page() {
  const { orderId } = Route.useParams();
  // A new page per order: the flow starts over for another id.
  return (
    <CartGate>
      <SuccessPage key={orderId} orderId={orderId} />
    </CartGate>
  );
}
