import { createFileRoute, redirect } from '@tanstack/react-router';
import { programQuery } from '../../../api/queries/program';
import { accountHomePath } from '../../../features/account/account-sections';

// [account 1]: the base account path goes to My Profile for points programs, to My Addresses for
// claim and plateau programs.
export const Route = createFileRoute('/_app/account/')({
  beforeLoad: async ({ context }) => {
    const program = await context.queryClient.ensureQueryData(programQuery(context.api));
    throw redirect({ to: accountHomePath(program.type), replace: true });
  },
});
