import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { consolePaths } from '../../../app/console-paths';
import { FlowsPage } from '../../../../features/flows/page/flows-page';

// The statecharts viewer (docs/flows.md) for every role: the shop's flows and the console's.
// Its own chunk (the router splits the component), so the other pages never load elkjs.
export const Route = createFileRoute('/admin/_staff/flows')({
  validateSearch: v.object({ machine: v.fallback(v.optional(v.string()), undefined) }),
  component: FlowsRoute,
});

function FlowsRoute() {
  const { machine } = Route.useSearch();
  const router = useRouter();
  return <FlowsPage machineId={machine} machineHref={consolePaths.flows} onShowMachine={(id) => void router.navigate({ href: consolePaths.flows(id) })} />;
}
