import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { meQuery } from '../../../../../api/queries';
import { useConsoleApi } from '../../../../../app/console-api-context';
import { consolePaths } from '../../../../../app/console-paths';
import { AuditPage } from '../../../../../features/audit/audit-page';
import { auditQueryString, auditSearchSchema } from '../../../../../features/audit/audit-search';

export const Route = createFileRoute('/admin/_staff/programs/$program/audit')({
  validateSearch: auditSearchSchema,
  component: AuditRoute,
});

function AuditRoute() {
  const { program } = Route.useParams();
  const search = Route.useSearch();
  const router = useRouter();
  const { client, forgeryToken } = useConsoleApi();
  const { data: me } = useSuspenseQuery(meQuery(client, forgeryToken));
  const name = me.programs.find((p) => p.slug === program)?.name ?? program;
  return (
    <AuditPage
      program={program}
      programName={name}
      search={search}
      onSearch={(next) => void router.navigate({ href: consolePaths.audit(program, auditQueryString(next)) })}
    />
  );
}
