import { createFileRoute, useRouter } from '@tanstack/react-router';
import { consolePaths } from '../../../app/console-paths';
import { AuditPage } from '../../../features/audit/audit-page';
import { auditQueryString, auditSearchSchema } from '../../../features/audit/audit-search';
import { useConsoleT } from '../../../messages/console-i18n';

// The whole platform's audit trail: every program's and the changes that name none (sign-ins,
// keys, the shared catalogue). The API refuses it to anyone but a platform owner.
export const Route = createFileRoute('/admin/_staff/audit')({
  validateSearch: auditSearchSchema,
  component: PlatformAuditRoute,
});

function PlatformAuditRoute() {
  const search = Route.useSearch();
  const router = useRouter();
  const t = useConsoleT();
  return (
    <AuditPage
      program={null}
      programName={t('audit.platformName')}
      search={search}
      onSearch={(next) => void router.navigate({ href: consolePaths.audit(null, auditQueryString(next)) })}
    />
  );
}
