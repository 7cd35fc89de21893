import { createFileRoute } from '@tanstack/react-router';
import { CartGate } from '../../../features/cart/cart-gate';
import { CartPage } from '../../../features/cart/cart-page';

export const Route = createFileRoute('/_app/shop/cart')({
  component: () => (
    <CartGate>
      <CartPage />
    </CartGate>
  ),
});
