import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../../features/cart/cart-page';

export const Route = createFileRoute('/_app/shop/cart')({
  component: CartPage,
});
