import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ConsoleApiError } from '../../api/console-error';
import { meQuery } from '../../api/queries';
import { consolePaths } from '../../app/console-paths';
import { useConsoleApi } from '../../app/console-api-context';
import { ConsoleFrame } from '../../features/frame/console-frame';

// Every page but the sign-in: a console session, else the sign-in page, back here after.
export const Route = createFileRoute('/admin/_staff')({
  beforeLoad: async ({ context, location }) => {
    try {
      await context.queryClient.ensureQueryData(meQuery(context.api.client, context.api.forgeryToken));
    } catch (error) {
      if (error instanceof ConsoleApiError && error.failure.kind === 'refused') throw redirect({ href: consolePaths.signIn(location.href) });
      throw error;
    }
  },
  component: StaffFrame,
});

function StaffFrame() {
  const { client, forgeryToken } = useConsoleApi();
  const { data: me } = useSuspenseQuery(meQuery(client, forgeryToken));
  return (
    <ConsoleFrame me={me}>
      <Outlet />
    </ConsoleFrame>
  );
}
