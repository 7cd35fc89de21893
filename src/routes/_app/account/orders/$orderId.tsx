import { createFileRoute } from '@tanstack/react-router';
import { orderQuery } from '../../../../api/queries/orders';
import { OrderNotFound, OrderPage } from '../../../../features/account/orders/order-page';
import { guardAccountPage, orNotFound } from '../-lib/account-guard';

export const Route = createFileRoute('/_app/account/orders/$orderId')({
  beforeLoad: ({ context }) => guardAccountPage(context, 'orders'),
  loader: ({ context: { queryClient, api }, params }) => orNotFound(queryClient.ensureQueryData(orderQuery(api, params.orderId))),
  component: Page,
  notFoundComponent: OrderNotFound,
});

function Page() {
  const { orderId } = Route.useParams();
  return <OrderPage orderId={orderId} />;
}
