import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { auditQuery } from '../../api/queries';
import { useConsoleApi } from '../../app/console-api-context';
import { useConsoleT } from '../../messages/console-i18n';
import { AuditFilters } from './audit-filters';
import { auditFilters, type AuditSearch } from './audit-search';
import { AuditTable } from './audit-table';

/**
 * A program's audit trail, or the whole platform's for a platform owner (docs/console.md): the server pages it by cursor, newest first; the
 * filters are the API's and live in the address.
 */
export function AuditPage({ program, programName, search, onSearch }: { program: string | null; programName: string; search: AuditSearch; onSearch: (search: AuditSearch) => void }) {
  const t = useConsoleT();
  const { client } = useConsoleApi();
  const query = useInfiniteQuery(auditQuery(client, program, auditFilters(search)));
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('audit.title')}</Title>
        <Text mt="xs">{program === null ? t('audit.intro.platform') : t('audit.intro', { program: programName })}</Text>
      </div>
      <AuditFilters key={JSON.stringify(search)} search={search} onApply={onSearch} />
      {query.isError && (
        <Alert color="red" role="alert">
          {query.error.message}
        </Alert>
      )}
      {query.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : entries.length === 0 ? (
        !query.isError && <Text>{t('audit.empty')}</Text>
      ) : (
        <>
          <AuditTable entries={entries} caption={t('audit.caption', { program: programName })} />
          <Text size="sm" role="status">
            {t('audit.count', { count: entries.length })}
          </Text>
          {query.hasNextPage ? (
            <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} loaderProps={{ 'aria-label': t('audit.loadingMore') }} w="fit-content">
              {t('audit.more')}
            </Button>
          ) : (
            <Text size="sm">{t('audit.end')}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
