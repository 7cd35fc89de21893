import { createFileRoute } from '@tanstack/react-router';
import { selfQuery } from '../../../api/queries/self';
import { NewAddressPage } from '../../../features/account/addresses/address-pages';
import { guardAccountPage } from './-lib/account-guard';

export const Route = createFileRoute('/_app/account/newaddress')({
  beforeLoad: ({ context }) => guardAccountPage(context, 'addresses'),
  loader: ({ context: { queryClient, api } }) => queryClient.ensureQueryData(selfQuery(api)),
  component: NewAddressPage,
});
