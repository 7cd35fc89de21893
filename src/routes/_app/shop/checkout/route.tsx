import { createFileRoute, Outlet } from '@tanstack/react-router';
import { CartGate } from '../../../../features/cart/cart-gate';
import { CheckoutFlow } from '../../../../features/checkout/checkout-flow';

// Checkout, its summary and its success page: one purchase (machines/checkout) above the three.
// Each page's route names its page (`staticData.checkoutPage`); the address follows the machine.
export const Route = createFileRoute('/_app/shop/checkout')({
  component: () => (
    <CartGate>
      <CheckoutFlow>
        <Outlet />
      </CheckoutFlow>
    </CartGate>
  ),
});
