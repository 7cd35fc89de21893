import { createFileRoute } from '@tanstack/react-router';
import { selfQuery } from '../../../../api/queries/self';
import { EditAddressPage } from '../../../../features/account/addresses/address-pages';
import { guardAccountPage } from '../-lib/account-guard';

export const Route = createFileRoute('/_app/account/addresses/$addressId')({
  beforeLoad: ({ context }) => guardAccountPage(context, 'addresses'),
  loader: ({ context: { queryClient, api } }) => queryClient.ensureQueryData(selfQuery(api)),
  component: Page,
});

function Page() {
  const { addressId } = Route.useParams();
  return <EditAddressPage addressId={addressId} />;
}
