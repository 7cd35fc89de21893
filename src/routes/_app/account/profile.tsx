import { createFileRoute } from '@tanstack/react-router';
import { selfQuery } from '../../../api/queries/self';
import { ProfileEditPage } from '../../../features/account/profile/profile-edit-page';
import { guardAccountPage } from './-lib/account-guard';

export const Route = createFileRoute('/_app/account/profile')({
  beforeLoad: ({ context }) => guardAccountPage(context, 'profile'),
  loader: ({ context: { queryClient, api } }) => queryClient.ensureQueryData(selfQuery(api)),
  component: ProfileEditPage,
});
