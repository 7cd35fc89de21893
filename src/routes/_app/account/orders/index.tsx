import { createFileRoute } from '@tanstack/react-router';
import { ordersQuery } from '../../../../api/queries/orders';
import { OrdersPage } from '../../../../features/account/orders/orders-page';
import { guardAccountPage } from '../-lib/account-guard';

export const Route = createFileRoute('/_app/account/orders/')({
  beforeLoad: ({ context }) => guardAccountPage(context, 'orders'),
  loader: ({ context: { queryClient, api } }) => queryClient.ensureQueryData(ordersQuery(api)),
  component: OrdersPage,
});
