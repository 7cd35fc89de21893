import { createFileRoute } from '@tanstack/react-router';
import { CartGate } from '../../../../features/cart/cart-gate';
import { CheckoutPage } from '../../../../features/checkout/checkout-page';

export const Route = createFileRoute('/_app/shop/checkout/')({
  component: () => (
    <CartGate>
      <CheckoutPage />
    </CartGate>
  ),
});
