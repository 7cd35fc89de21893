import { createFileRoute } from '@tanstack/react-router';
import { CartGate } from '../../../../features/cart/cart-gate';
import { SummaryPage } from '../../../../features/checkout/summary-page';

export const Route = createFileRoute('/_app/shop/checkout/summary')({
  component: () => (
    <CartGate>
      <SummaryPage />
    </CartGate>
  ),
});
