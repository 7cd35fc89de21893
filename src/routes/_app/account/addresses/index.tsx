import { createFileRoute } from '@tanstack/react-router';
import { selfQuery } from '../../../../api/queries/self';
import { AddressesPage } from '../../../../features/account/addresses/addresses-page';
import { guardAccountPage } from '../-lib/account-guard';

export const Route = createFileRoute('/_app/account/addresses/')({
  beforeLoad: ({ context }) => guardAccountPage(context, 'addresses'),
  loader: ({ context: { queryClient, api } }) => queryClient.ensureQueryData(selfQuery(api)),
  component: AddressesPage,
});
