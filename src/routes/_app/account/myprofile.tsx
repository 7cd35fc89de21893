import { createFileRoute } from '@tanstack/react-router';
import { ordersQuery } from '../../../api/queries/orders';
import { selfQuery } from '../../../api/queries/self';
import { MyProfilePage } from '../../../features/account/profile/my-profile-page';
import { guardAccountPage } from './-lib/account-guard';

export const Route = createFileRoute('/_app/account/myprofile')({
  beforeLoad: ({ context }) => guardAccountPage(context, 'myprofile'),
  loader: ({ context: { queryClient, api } }) =>
    Promise.all([queryClient.ensureQueryData(selfQuery(api)), queryClient.ensureQueryData(ordersQuery(api))]),
  component: MyProfilePage,
});
