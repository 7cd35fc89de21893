import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { isDemoDocument } from '../../features/flows/live/demo-mode';
import { FlowsPage } from '../../features/flows/page/flows-page';
import { optionalText } from '../-lib/search';

// The demo's statechart viewer (docs/flows.md): no sign-in, and no such page in production, where
// the server refuses /flows and its HTML lacks the demo mark. The page is its own chunk (the
// router splits the component), so participants never download it or elkjs.
export const Route = createFileRoute('/_public/flows')({
  validateSearch: v.object({ machine: optionalText }),
  beforeLoad: () => {
    if (!isDemoDocument()) throw notFound();
  },
  component: FlowsRoute,
});

function FlowsRoute() {
  const { machine } = Route.useSearch();
  return <FlowsPage machineId={machine} />;
}
