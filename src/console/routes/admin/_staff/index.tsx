import { createFileRoute, redirect } from '@tanstack/react-router';
import { meQuery } from '../../../api/queries';
import { consolePaths } from '../../../app/console-paths';

// The start page: the first program's audit trail, the whole platform's for a platform owner (the
// program switcher changes it).
export const Route = createFileRoute('/admin/_staff/')({
  beforeLoad: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(meQuery(context.api.client, context.api.forgeryToken));
    const first = me.programs[0];
    const href = me.platformOwner ? consolePaths.audit(null) : first ? consolePaths.audit(first.slug) : consolePaths.flows();
    throw redirect({ href, replace: true });
  },
});
