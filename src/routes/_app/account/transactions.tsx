import { createFileRoute } from '@tanstack/react-router';
import { selfQuery } from '../../../api/queries/self';
import { transactionsQuery } from '../../../api/queries/transactions';
import { TransactionsPage } from '../../../features/account/transactions/transactions-page';
import { guardAccountPage } from './-lib/account-guard';

export const Route = createFileRoute('/_app/account/transactions')({
  beforeLoad: ({ context }) => guardAccountPage(context, 'transactions'),
  loader: ({ context: { queryClient, api } }) =>
    Promise.all([queryClient.ensureQueryData(selfQuery(api)), queryClient.ensureQueryData(transactionsQuery(api))]),
  component: TransactionsPage,
});
