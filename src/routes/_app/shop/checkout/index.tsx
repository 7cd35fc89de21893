import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../../../features/checkout/checkout-page';

export const Route = createFileRoute('/_app/shop/checkout/')({
  // The purchase's form (machines/checkout: the states whose page is 'checkout').
  staticData: { checkoutPage: 'checkout' },
  component: CheckoutPage,
});
